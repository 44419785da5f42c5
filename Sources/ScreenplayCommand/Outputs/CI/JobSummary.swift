import Screenplay

/// A run as Markdown for a CI job's summary page (GitHub's `$GITHUB_STEP_SUMMARY`): a heading,
/// the counts line, and for each failing log its id, the first divergent step's title and that
/// step's diff, cut to a few lines, with where the received history waits.
///
/// Everything is bounded, since a summary page holds at most 1 MiB: ``detailedLogs`` logs are
/// detailed (the rest are counted), ``diffLines`` lines of each diff and ``lineLength``
/// characters of each line are shown.
///
/// ````markdown
/// ## Screenplay verify
///
/// 89 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending
///
/// ### SignIn/offline
///
/// `Tests/EventLogs/SignIn/offline.log:9:1`: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)
///
/// step 4 · 2.030s · effect of step 3 · offline POST /login (sign-in-offline)
///
/// ```diff
/// @@ -4,5 +4,5 @@
/// -      Could not sign in!
/// +      Could not sign in.
/// ```
///
/// Received: `.screenplay/pending/SignIn/offline.txt`; to accept it: `swift run screenplay accept --from <artifact> SignIn/offline`
/// ````
enum JobSummary {
  /// How many failing logs are detailed.
  static let detailedLogs = 20
  /// How many lines of a step's diff (or of another failure's report) are shown.
  static let diffLines = 12
  /// How many characters of one line are shown.
  static let lineLength = 300

  /// The summary of a run with `outcomes` (in report order) and the counts line `counts`;
  /// `accept` says how to accept a log's pending history. Ends with a newline.
  static func markdown(
    title: String, counts: String, outcomes: [CaseOutcome], accept: (LogCase) -> String
  ) -> String {
    let failed = outcomes.filter { $0.status == .failed }
    var blocks = ["## " + inline(title), inline(counts)]
    for outcome in failed.prefix(detailedLogs) {
      blocks += details(of: outcome, accept: accept)
    }
    if failed.count > detailedLogs {
      let more = failed.count - detailedLogs
      blocks.append(
        "… and \(more) more failing \(more == 1 ? "log" : "logs"), not detailed here: see the job's log"
      )
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// A failing log's blocks: its heading, where and why, the step and its diff, the pending hint.
  private static func details(of outcome: CaseOutcome, accept: (LogCase) -> String) -> [String] {
    var blocks = ["### " + inline(outcome.logCase.id)]
    if let first = outcome.failure?.firstDivergence {
      blocks.append(inline(firstLine(of: outcome.problems.first?.diagnostic.description ?? "")))
      blocks.append(inline(first.title))
      blocks.append(fenced(first.diff, language: "diff"))
    } else {
      let lines = outcome.message.split(separator: "\n", omittingEmptySubsequences: false)
      blocks.append(fenced(lines.map(String.init), language: "text"))
    }
    if let pending = outcome.failure?.pendingPath {
      blocks.append(
        "Received: " + code(pending) + "; to accept it: " + code(accept(outcome.logCase)))
    }
    return blocks
  }

  /// `lines`, at most ``diffLines`` of them (then how many more), in a fence no line can close.
  private static func fenced(_ lines: [String], language: String) -> String {
    var shown = lines.prefix(diffLines).map(cut)
    if lines.count > diffLines { shown.append("… \(lines.count - diffLines) more lines") }
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: shown) + 1))
    return ([fence + language] + shown + [fence]).joined(separator: "\n")
  }

  /// The first line of `text`.
  private static func firstLine(of text: String) -> String {
    String(text.prefix { $0 != "\n" })
  }

  /// `text` cut to ``lineLength`` characters, control characters escaped.
  private static func cut(_ text: String) -> String {
    let line = Canvas.oneLine(text)
    return line.count > lineLength ? line.prefix(lineLength) + "…" : line
  }

  /// `text` as one line of Markdown: cut, and with the characters that would format escaped.
  private static func inline(_ text: String) -> String {
    var result = ""
    for character in cut(text) {
      if "\\`*_[]<>|#~".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// `text` as a code span that none of its backticks can end.
  private static func code(_ text: String) -> String {
    let line = cut(text)
    let ticks = String(repeating: "`", count: longestBacktickRun(in: [line]) + 1)
    let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
    return ticks + padding + line + padding + ticks
  }

  private static func longestBacktickRun(in lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return longest
  }
}
