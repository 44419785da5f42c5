@testable import Screenplay
@testable import ScreenplayCommand

/// Three outcomes for the HTML report tests: a pass, a failure whose replay gained a step and
/// changed another, and a failure with only a message.
enum HTMLReportExamples {
  static let outcomes = [passed, changed, broken]

  static let brokenMessage =
    "Tests/EventLogs/Demo/broken.log:3:1: error: unknown event &#39;tapp&#39;"

  /// The changed step's row as the report writes it: `value: 2` red, `value: 3` green.
  static let changedRow = """
    <tr class="row changed">
    <td class="exp del"><div class="head"><span class="idx">step 2</span> \
    <span class="time">1.500s</span> <span class="trigger">effect of step 1 · response 200 \
    GET /count</span> <span class="tag changed">changed</span></div><pre class="render marked">\
    <span class="ln">Counter</span><span class="ln del">  value: <mark>2</mark></span>\
    <span class="ln">  [+]</span></pre></td>
    <td class="act add"><div class="head"><span class="idx">step 3</span> \
    <span class="time">1.500s</span> <span class="trigger">effect of step 1 · response 200 \
    GET /count</span> <span class="tag changed">changed</span></div><pre class="render marked">\
    <span class="ln">Counter</span><span class="ln add">  value: <mark>3</mark></span>\
    <span class="ln">  [+]</span></pre></td>
    </tr>

    """

  static let header = HistoryHeader(
    log: "Tests/EventLogs/Demo/changed.log", screen: "Demo", fixtures: ["count"])

  static let initial = Step(
    index: 0, time: .zero, trigger: .initial, lines: ["Counter", "  value: 0", "  [+]"])
  static let tap = Step(
    index: 1, time: .milliseconds(500), trigger: .event("counter.tap"),
    lines: ["Counter", "  value: 1", "  [+]"])

  static func response(_ index: Int, value: Int) -> Step {
    Step(
      index: index, time: .milliseconds(1500),
      trigger: .effect("response 200 GET /count", cause: 1),
      lines: ["Counter", "  value: \(value)", "  [+]"])
  }

  static var passed: CaseOutcome {
    var tap = tap
    tap.lines.append("<script>alert('x') & \"y\"</script>")
    let history = History(header: header, steps: [initial, tap])
    var outcome = CaseOutcome(
      logCase: LogCase(screen: "Demo", name: "pass"), steps: 2, result: .passed)
    outcome.section = HTMLReport.section(outcome, history: history, comparison: nil)
    return outcome
  }

  /// The golden and the replay of ``changed``: the replay gained a step and changed another.
  static var changedHistories: (expected: History, received: History) {
    let loading = Step(
      index: 2, time: .milliseconds(1200), trigger: .effect("timer 0.700s", cause: 1),
      lines: ["Counter", "  value: 1", "  (spinner)"])
    return (
      History(header: header, steps: [initial, tap, response(2, value: 2)]),
      History(header: header, steps: [initial, tap, loading, response(3, value: 3)])
    )
  }

  static var changed: CaseOutcome {
    changed(changedHistories)
  }

  /// A failure whose golden and replay are `histories`.
  static func changed(_ histories: (expected: History, received: History)) -> CaseOutcome {
    let (expected, received) = histories
    var failure = CaseFailure(
      Diagnostic(
        path: "Tests/EventLogs/Demo/changed.log", line: 5, column: 1, message: "history differs"))
    failure.firstDivergence = DivergentStep(index: 2, title: "step 2", diff: [])
    failure.pendingPath = ".screenplay/pending/Demo/changed.txt"
    var outcome = CaseOutcome(
      logCase: LogCase(screen: "Demo", name: "changed"), steps: 4, result: .failed(failure))
    outcome.section = HTMLReport.section(
      outcome, history: received,
      comparison: HistoryDiff.compare(expected: expected, actual: received))
    return outcome
  }

  static var broken: CaseOutcome {
    CaseOutcome(
      logCase: LogCase(screen: "Demo", name: "broken"), steps: 0,
      failure: Diagnostic(
        path: "Tests/EventLogs/Demo/broken.log", line: 3, column: 1,
        message: "unknown event 'tapp'"))
  }
}
