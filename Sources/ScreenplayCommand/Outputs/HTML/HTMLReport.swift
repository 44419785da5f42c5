import Screenplay

/// A run's report as one self-contained HTML page, for people reviewing a run in a browser.
///
/// The page opens with the title and the counts, then a table of contents (log, status, steps,
/// first divergent step), then one section per log: failed logs first, then recorded, then
/// passed, each group sorted by log id.
///
/// - A failed log whose golden and replay were both read shows its failure report, then the two
///   histories aligned with ``HistoryDiff/compare(expected:actual:)`` side by side, expected |
///   actual, one row per aligned step: divergent steps are highlighted, and inside a changed step
///   the lines only the golden has are red, the lines only the replay has green. Long runs of
///   identical steps fold into `<details>`.
/// - A failed log without both histories (an unreadable log, a missing fixture) shows its message,
///   and the received history when there is one.
/// - Passed and recorded logs show their history as a folded list of steps.
///
/// ```swift
/// var outcomes: [CaseOutcome] = []
/// _ = await suite.run(suite.select(nil)) { outcomes.append($0) }
/// let page = HTMLReport.render(outcomes, title: "screenplay verify")
/// try page.write(toFile: "report.html", atomically: true, encoding: .utf8)
/// ```
///
/// Buttons above the contents show one status's logs (CSS alone), and a search box hides the
/// logs whose id does not match (a few lines of inline script; without scripts the page reads
/// in full). Inside a changed line, the words the facing line lacks are marked. Nothing is
/// fetched: no font, image, link or script leaves the file, so it reads the same offline and as
/// a CI artifact. It holds no time stamp: the same outcomes give the same
/// bytes. Every text from the run is HTML-escaped; secrets are already masked in histories.
enum HTMLReport {
  /// The page for `outcomes`; `title` heads it and names it in the browser (`<title>`). With
  /// `coverage`, a last section shows it (see ``coverageSection(_:)``).
  static func render(
    _ outcomes: [CaseOutcome], title: String, coverage: CoverageReport? = nil
  ) -> String {
    let ordered = ordered(outcomes)
    var html = documentStart(title: title)
    html += summary(outcomes, title: title)
    html += filters
    html += tableOfContents(ordered)
    html += "<main>\n"
    for outcome in ordered {
      html += outcome.section ?? section(outcome, history: nil, comparison: nil)
    }
    if let coverage { html += coverageSection(coverage) }
    html += "</main>\n" + search + "</body>\n</html>\n"
    return html
  }

  /// Buttons that show the logs of one status (plain CSS, `:has()`), and a search box.
  private static let filters = """
    <div class="filters">
    <input type="radio" name="status" id="show-all" checked><label for="show-all">all</label>
    <input type="radio" name="status" id="show-failed"><label for="show-failed">failed</label>
    <input type="radio" name="status" id="show-recorded"><label for="show-recorded">recorded</label>
    <input type="radio" name="status" id="show-passed"><label for="show-passed">passed</label>
    <input type="search" id="search" placeholder="Search logs by name" aria-label="Search logs by name">
    </div>

    """

  /// The search box's only script: hides the sections and contents rows whose log id does not
  /// contain what is typed. Without scripts, the page reads in full.
  private static let search = """
    <script>
    document.getElementById("search").addEventListener("input", function () {
      var query = this.value.toLowerCase();
      document.querySelectorAll("[data-log]").forEach(function (element) {
        element.hidden = query !== "" && element.dataset.log.toLowerCase().indexOf(query) < 0;
      });
    });
    </script>

    """

  // MARK: Page parts

  private static func documentStart(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTMLEscaping.escape(title))</title>
    <style>
    \(style)</style>
    </head>
    <body>

    """
  }

  /// The title and the counts, in the order of the sections.
  private static func summary(_ outcomes: [CaseOutcome], title: String) -> String {
    var counts = RunSummary()
    for outcome in outcomes { counts.add(outcome) }
    let total = outcomes.count == 1 ? "1 log" : "\(outcomes.count) logs"
    return """
      <header class="summary">
      <h1>\(HTMLEscaping.escape(title))</h1>
      <p class="counts">\(count(counts.failed, .failed)) \(count(counts.recorded, .recorded)) \
      \(count(counts.passed, .passed)) <span class="total">\(total)</span></p>
      </header>

      """
  }

  private static func count(_ number: Int, _ status: CaseOutcome.Status) -> String {
    let state = number == 0 ? " zero" : ""
    return "<span class=\"count \(status.rawValue)\(state)\">\(number) \(status.rawValue)</span>"
  }

  /// The contents: failed and recorded logs in a table; passed ones in a table of their own,
  /// folded when anything else needs attention, so a failure is never below a long list.
  private static func tableOfContents(_ outcomes: [CaseOutcome]) -> String {
    let passed = outcomes.filter { $0.status == .passed }
    let others = outcomes.filter { $0.status != .passed }
    var html = "<nav class=\"toc\">\n"
    if !others.isEmpty { html += contentsTable(others) }
    if !passed.isEmpty {
      let open = others.isEmpty ? " open" : ""
      html += "<details class=\"passed-logs\"\(open)><summary>\(passed.count) passed</summary>\n"
      html += contentsTable(passed) + "</details>\n"
    }
    return html + "</nav>\n"
  }

  private static func contentsTable(_ outcomes: [CaseOutcome]) -> String {
    var html = """
      <table>
      <thead><tr><th>Log</th><th>Status</th><th>Steps</th><th>First divergent step</th></tr></thead>
      <tbody>

      """
    for outcome in outcomes {
      let id = sectionID(outcome.logCase)
      let log = "<a href=\"#\(id)\">\(HTMLEscaping.escape(outcome.logCase.id))</a>"
      html += "<tr class=\"\(outcome.status.rawValue)\"\(dataAttributes(outcome))><td>\(log)</td>"
      html += "<td>\(badge(outcome.status))</td><td class=\"num\">\(outcome.steps)</td>"
      html += "<td class=\"num\">\(firstDivergence(outcome, id: id))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// The first divergent step, linked to its row in the section's side-by-side table.
  private static func firstDivergence(_ outcome: CaseOutcome, id: String) -> String {
    guard let step = outcome.failure?.firstDivergence else { return "" }
    return "<a href=\"#\(firstDivergenceID(id))\">\(step.index)</a>"
  }

  static func badge(_ status: CaseOutcome.Status) -> String {
    "<span class=\"badge \(status.rawValue)\">\(status.rawValue)</span>"
  }

  // MARK: Sections

  /// The section of `outcome`'s log: its paths and message, then `comparison` side by side, or
  /// else `history` as a list of steps. A run renders it where the log replayed (see
  /// ``Verifier/sectionRenderer``), so that the histories stay there.
  @Sendable static func section(
    _ outcome: CaseOutcome, history: History?, comparison: HistoryComparison?
  ) -> String {
    let id = sectionID(outcome.logCase)
    var html =
      "<section class=\"log \(outcome.status.rawValue)\" id=\"\(id)\""
      + "\(dataAttributes(outcome))>\n"
    html += "<h2>\(badge(outcome.status)) \(HTMLEscaping.escape(outcome.logCase.id))</h2>\n"
    html += paths(outcome)
    if !outcome.message.isEmpty {
      html += "<pre class=\"message\">\(HTMLEscaping.escape(outcome.message))</pre>\n"
    }
    if let comparison {
      html += sideBySide(comparison, firstDivergenceID: firstDivergenceID(id))
    } else if let history {
      let label = outcome.status == .failed ? "Received history" : "History"
      html += stepList(history, label: label)
    }
    return html + "</section>\n"
  }

  /// The `id` of a log's section: distinct logs have distinct ids.
  private static func sectionID(_ logCase: LogCase) -> String {
    "log-" + HTMLEscaping.identifier(logCase.id)
  }

  /// The `id` of the first divergent row of the section `id`'s side-by-side table.
  private static func firstDivergenceID(_ id: String) -> String { id + "-first" }

  /// ` data-status="failed" data-log="SignIn/offline"`: what the filters and the search read.
  private static func dataAttributes(_ outcome: CaseOutcome) -> String {
    " data-status=\"\(outcome.status.rawValue)\" "
      + "data-log=\"\(HTMLEscaping.escape(outcome.logCase.id))\""
  }

  /// The log, the golden and the pending file, for finding them in the repository.
  private static func paths(_ outcome: CaseOutcome) -> String {
    let logCase = outcome.logCase
    var items = [
      ("log", logCase.logPath),
      ("golden", logCase.goldenPath),
    ]
    if let pending = outcome.failure?.pendingPath { items.append(("received", pending)) }
    let rendered = items.map { label, path in
      "<span class=\"path\"><span class=\"label\">\(label)</span> "
        + "<code>\(HTMLEscaping.escape(path))</code></span>"
    }
    return "<p class=\"paths\">" + rendered.joined(separator: " ") + "</p>\n"
  }

  /// Failed, then recorded, then passed; by log id within each group.
  static func ordered(_ outcomes: [CaseOutcome]) -> [CaseOutcome] {
    let groups: [CaseOutcome.Status] = [.failed, .recorded, .passed]
    return groups.flatMap { status in
      outcomes.enumerated()
        .filter { $0.element.status == status }
        .sorted { ($0.element.logCase.id, $0.offset) < ($1.element.logCase.id, $1.offset) }
        .map(\.element)
    }
  }
}
