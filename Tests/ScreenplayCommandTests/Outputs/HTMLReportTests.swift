import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay
@testable import ScreenplayCommand

@Suite("HTML report")
struct HTMLReportTests {
  let page = HTMLReport.render(HTMLReportExamples.outcomes, title: "verify <all>")

  @Test("is one self-contained document: one <html>, inline <style> and <script>, nothing fetched")
  func selfContained() {
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
    #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
    #expect(occurrences(of: "<html", in: page) == 1)
    #expect(occurrences(of: "<style>", in: page) == 1)
    #expect(occurrences(of: "<script", in: page) == 1)
    for forbidden in ["http://", "https://", "<link", "src=", "url(", "@import"] {
      #expect(!page.contains(forbidden), "\(forbidden)")
    }
  }

  @Test("status buttons and a search box; every section and contents row names its status and log")
  func filters() throws {
    #expect(
      page.contains(
        "<input type=\"radio\" name=\"status\" id=\"show-failed\"><label for=\"show-failed\">"
          + "failed</label>"))
    #expect(page.contains("<input type=\"search\" id=\"search\""))
    #expect(
      page.contains(
        "<section class=\"log failed\" id=\"log-Demo_2Fchanged\" data-status=\"failed\" "
          + "data-log=\"Demo/changed\">"))
    #expect(
      page.contains("<tr class=\"passed\" data-status=\"passed\" data-log=\"Demo/pass\"><td>"))
    #expect(occurrences(of: "data-log=", in: page) == 2 * HTMLReportExamples.outcomes.count)
  }

  @Test("the header holds the escaped title and the counts")
  func header() {
    #expect(page.contains("<title>verify &lt;all&gt;</title>"))
    #expect(page.contains("<h1>verify &lt;all&gt;</h1>"))
    #expect(page.contains("<span class=\"count failed\">2 failed</span>"))
    #expect(page.contains("<span class=\"count recorded zero\">0 recorded</span>"))
    #expect(page.contains("<span class=\"count passed\">1 passed</span>"))
  }

  @Test("failed logs come first, each group by id, whatever the input order")
  func order() throws {
    let ids = ["log-Demo_2Fbroken", "log-Demo_2Fchanged", "log-Demo_2Fpass"]
    let positions = try ids.map { try #require(page.range(of: "id=\"\($0)\" data-")).lowerBound }
    #expect(positions == positions.sorted())
    #expect(
      HTMLReport.render(HTMLReportExamples.outcomes.reversed(), title: "verify <all>") == page)
  }

  @Test("every table of contents link names a section, and every section is listed")
  func tableOfContents() throws {
    let nav = try #require(page.range(of: "<nav class=\"toc\">")?.lowerBound)
    let navEnd = try #require(page.range(of: "</nav>")?.upperBound)
    let links = values(of: "href=\"#", in: String(page[nav..<navEnd]))
    let sections =
      values(of: "<section class=\"log failed\" id=\"", in: page)
      + values(of: "<section class=\"log passed\" id=\"", in: page)
    #expect(
      links == [
        "log-Demo_2Fbroken", "log-Demo_2Fchanged", "log-Demo_2Fchanged-first", "log-Demo_2Fpass",
      ])
    #expect(Set(sections) == Set(links.filter { !$0.hasSuffix("-first") }))
    #expect(page.contains("<tr class=\"row inserted\" id=\"log-Demo_2Fchanged-first\">"))
    #expect(page.contains("<td class=\"num\"><a href=\"#log-Demo_2Fchanged-first\">2</a></td>"))
  }

  @Test("passed logs are listed apart and folded while anything failed; open when all passed")
  func passedFolded() throws {
    #expect(page.contains("<details class=\"passed-logs\"><summary>1 passed</summary>\n<table>"))
    let passedOnly = HTMLReportExamples.outcomes.filter { $0.status == .passed }
    #expect(
      HTMLReport.render(passedOnly, title: "t").contains(
        "<details class=\"passed-logs\" open><summary>1 passed</summary>"))
  }

  @Test("the side-by-side table has one row per aligned step, in order")
  func sideBySideRows() throws {
    let section = try self.section("log-Demo_2Fchanged")
    let kinds = values(of: "<tr class=\"row ", in: section).map { $0.prefix { $0 != "\"" } }
    #expect(kinds == ["same", "same", "inserted", "changed"])
    #expect(occurrences(of: "<td class=\"exp none\"></td>", in: section) == 1)
  }

  @Test("a changed step marks exactly the lines that differ, one per side")
  func changedRow() throws {
    let section = try self.section("log-Demo_2Fchanged")
    #expect(occurrences(of: "<span class=\"ln del\">", in: section) == 1)
    #expect(occurrences(of: "<span class=\"ln add\">", in: section) == 1)
    #expect(section.contains(HTMLReportExamples.changedRow))
  }

  @Test("render lines are escaped: a <script> line stays text; the page's own is the only one")
  func escaping() throws {
    let section = try self.section("log-Demo_2Fpass")
    #expect(section.contains("&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;"))
    #expect(occurrences(of: "<script", in: page) == 1)
  }

  @Test("a failed log without histories shows its message and no table")
  func messageOnly() throws {
    let section = try self.section("log-Demo_2Fbroken")
    #expect(section.contains("<pre class=\"message\">\(HTMLReportExamples.brokenMessage)</pre>"))
    #expect(!section.contains("<table"))
    #expect(!section.contains("<details"))
  }

  @Test("a passed log shows its steps folded: number, time, trigger, render")
  func passedSteps() throws {
    let section = try self.section("log-Demo_2Fpass")
    #expect(section.contains("<details class=\"history\">\n<summary>History · 2 steps"))
    #expect(
      section.contains(
        "<li class=\"step\"><div class=\"head\"><span class=\"idx\">step 1</span> "
          + "<span class=\"time\">0.500s</span> <span class=\"trigger\">counter.tap</span>"
          + "</div>\n<pre class=\"render\">Counter\n  value: 1\n"))
  }

  @Test("header fields that differ are shown expected | actual above the steps")
  func headerDifferences() throws {
    var histories = HTMLReportExamples.changedHistories
    histories.received.header.fixtures = ["count", "extra"]
    let page = HTMLReport.render([HTMLReportExamples.changed(histories)], title: "t")
    #expect(
      page.contains(
        "<tr>\n<td class=\"exp\"><pre class=\"render marked\"><span class=\"ln del\">"
          + "fixtures: count</span></pre></td>\n<td class=\"act\"><pre class=\"render marked\">"
          + "<span class=\"ln add\">fixtures: count, extra</span></pre></td>\n</tr>\n"))
  }

  @Test("recorded logs come between failed and passed ones")
  func recordedOrder() throws {
    let recorded = CaseOutcome(
      logCase: LogCase(screen: "Demo", name: "aaa"), steps: 2, result: .recorded(because: "new"))
    let page = HTMLReport.render(
      [HTMLReportExamples.passed, recorded, HTMLReportExamples.broken], title: "t")
    let statuses = values(of: "<section class=\"log ", in: page)
    #expect(statuses == ["failed", "recorded", "passed"])
  }

  @Test("long runs of identical steps fold, keeping one step either side of a divergence")
  func folding() {
    let expected = History(
      header: HTMLReportExamples.header,
      steps: (0..<100).map { index in
        Step(
          index: index, time: .milliseconds(index * 100),
          trigger: index == 0 ? .initial : .event("counter.tap"),
          lines: ["Counter", "  value: \(index)"])
      })
    var actual = expected
    actual.steps[50].lines[1] = "  value: fifty"
    let comparison = HistoryDiff.compare(expected: expected, actual: actual)
    let rows = AlignedRow.rows(comparison)
    #expect(rows.count == 100)
    #expect(
      HTMLReport.blocks(rows) == [
        .init(rows: 0..<49, folded: true), .init(rows: 49..<52, folded: false),
        .init(rows: 52..<100, folded: true),
      ])
    let table = HTMLReport.sideBySide(comparison, firstDivergenceID: "x")
    #expect(occurrences(of: "<tr class=\"row ", in: table) == 100)
    #expect(table.contains("<summary>49 identical steps · steps 0–48</summary>"))
  }

  @Test("the same outcomes give the same bytes")
  func deterministic() {
    #expect(HTMLReport.render(HTMLReportExamples.outcomes, title: "verify <all>") == page)
  }

  @Test("escaping covers the five special characters; identifiers are unique and plain")
  func escapingHelpers() {
    #expect(HTMLEscaping.escape("&<>\"'x") == "&amp;&lt;&gt;&quot;&#39;x")
    #expect(HTMLEscaping.identifier("A/b-c") == "A_2Fb-c")
    #expect(HTMLEscaping.identifier("A_2Fb") == "A_5F2Fb")
  }

  // MARK: Helpers

  /// The HTML of the section whose `id` is `id`.
  private func section(_ id: String) throws -> String {
    let start = try #require(page.range(of: "id=\"\(id)\" data-status=")).lowerBound
    let end = try #require(page[start...].range(of: "</section>")).upperBound
    return String(page[start..<end])
  }

  private func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// What follows each `prefix` up to the next `"`.
  private func values(of prefix: String, in text: String) -> [String] {
    text.components(separatedBy: prefix).dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test(
    "the HTML report's coverage section marks what is never sent, uncovered or undeclared, and names the logs it leaves out"
  )
  func coverage() {
    var coverage = CoverageExamples.lamp
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
