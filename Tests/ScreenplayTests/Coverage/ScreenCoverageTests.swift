import ScreenplayTestSupport
import Testing

@testable import Screenplay

@Suite("Screen coverage")
struct ScreenCoverageTests {
  @Test("counts the logs covering each event, pair and transition, and marks the gaps")
  func text() {
    #expect(
      CoverageExamples.lamp.textLines == [
        "Lamp: 2 logs · events 2/3 · 2 states · 2 (state, event) pairs · declared transitions 2/3 covered · 1 not declared",
        "  events",
        "    switch.on    2 logs",
        "    switch.off   1 log",
        "    bulb.change  never sent",
        "  (state, event) pairs",
        "    off × switch.on  2 logs",
        "    on × switch.off  1 log",
        "  transitions",
        "    off · switch.on → on   2 logs",
        "    on · bulb.change → on  declared, no log covers it",
        "    on · effect → off      1 log, not declared",
        "    on · switch.off → off  1 log",
      ])
    #expect(CoverageReport(screens: [CoverageExamples.lamp]).hasUndeclared)
  }
}
