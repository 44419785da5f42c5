import Testing

@testable import Screenplay

@Suite("Screen coverage")
struct ScreenCoverageTests {
  /// Two logs of a screen with states `off` and `on`: one toggles on, one toggles on and off.
  static let coverage: ScreenCoverage = {
    var first = LogCoverage()
    first.events = ["switch.on"]
    first.states = ["off", "on"]
    first.pairs = [StateEvent(state: "off", event: "switch.on")]
    first.transitions = [Transition("off", "switch.on", "on")]
    var second = first
    second.events.insert("switch.off")
    second.pairs.insert(StateEvent(state: "on", event: "switch.off"))
    second.transitions.insert(Transition("on", "switch.off", "off"))
    second.transitions.insert(Transition("on", Transition.effect, "off"))
    return ScreenCoverage(
      screen: "Lamp", vocabulary: ["switch.on", "switch.off", "bulb.change"],
      declared: [
        Transition("off", "switch.on", "on"), Transition("on", "switch.off", "off"),
        Transition("on", "bulb.change", "on"),
      ],
      covered: [first, second])
  }()

  @Test("counts the logs covering each event, pair and transition, and marks the gaps")
  func text() {
    #expect(
      Self.coverage.textLines == [
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
    #expect(CoverageReport(screens: [Self.coverage]).hasUndeclared)
  }

  @Test(
    "the HTML report's coverage section marks what is never sent, uncovered or undeclared, and names the logs it leaves out"
  )
  func html() {
    var coverage = Self.coverage
    coverage.skipped = ["Lamp/broken: fixture 'bulb' was never requested <here>"]
    let page = HTMLReport.render([], title: "run", coverage: CoverageReport(screens: [coverage]))
    #expect(page.contains("<section class=\"coverage\" id=\"coverage\">\n<h2>Coverage</h2>\n"))
    #expect(
      page.contains(
        "<p class=\"skipped\">Not counted: their replay had problems</p>\n<ul class=\"skipped\">\n<li>Lamp/broken: fixture &#39;bulb&#39; was never requested &lt;here&gt;</li>\n</ul>\n"
      ))
    #expect(page.contains("section.coverage table {"))
    #expect(
      page.contains(
        "<tr class=\"failed\"><td><code>bulb.change</code></td><td class=\"num\">never sent</td></tr>\n"
      ))
    #expect(
      page.contains(
        "<tr class=\"failed\"><td><code>on</code></td><td><code>effect</code></td><td><code>off</code></td><td class=\"num\">1</td><td>no</td></tr>\n"
      ))
    #expect(!HTMLReport.render([], title: "run").contains("id=\"coverage\""))
  }
}
