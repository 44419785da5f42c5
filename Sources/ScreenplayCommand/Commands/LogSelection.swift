import Foundation
import Screenplay

/// The logs a `verify` run takes: what its filters select (and `--last-failed`), then its
/// shard's share, in the project's order, each once.
@MainActor
struct LogSelection {
  /// The filters, `--last-failed`'s logs included.
  var filters: [String] = []
  /// The logs, in the project's order.
  var cases: [LogCase] = []
  /// Whether a filter named a folder called like a log: said, and it fails the run, but the
  /// other filters still run.
  var namedFolder = false

  /// The selection `options` ask for; `nil`, once it has said why, when there is no log or a
  /// filter selects none.
  init?(_ options: VerifyOptions, in suite: Suite, context: CommandContext) {
    let names = LogNames(context: context)
    filters = options.filters + (options.lastFailed ? names.lastFailed(options.filters) : [])
    guard let selected = names.select(filters, in: suite, namedFolder: &namedFolder) else {
      return nil
    }
    cases = selected
    if let shard = options.shard {
      cases = shard.select(selected) { Shard.recordedSteps(of: $0, in: context.project) }
      if !options.json {
        context.console.print("shard \(shard): \(cases.count) of \(selected.count) logs")
      }
    }
  }
}
