import Foundation
import Screenplay

/// `accept`, `reject` and `pending`: the review workflow for scripts and editors.
@MainActor
struct PendingCommands {
  let context: CommandContext

  private var pendingHistories: PendingHistories { context.pendingHistories }
  private var console: Console { context.console }

  /// Makes the selected pending histories the goldens.
  func accept(_ filter: String?) -> Int32 {
    let selected = pendingHistories.list(filter)
    guard !selected.isEmpty else { return nothingPending(filter) }
    var failed = false
    for item in selected {
      do {
        try pendingHistories.accept(item)
        console.print("accepted \(item.logCase.id) → \(item.goldenPath)")
      } catch {
        failed = true
        console.printError(error.description)
      }
    }
    return failed ? 1 : 0
  }

  /// Drops the selected pending histories.
  func reject(_ filter: String?) -> Int32 {
    let selected = pendingHistories.list(filter)
    guard !selected.isEmpty else { return nothingPending(filter) }
    for item in selected {
      pendingHistories.reject(item)
      console.print("rejected \(item.logCase.id)")
    }
    return 0
  }

  /// Lists the pending histories, as text or JSON.
  func list(json: Bool) -> Int32 {
    let review = PendingReview(pendingHistories: pendingHistories)
    let pending = pendingHistories.list()
    if json {
      let entries = pending.map { item in
        Entry(
          id: item.logCase.id, pending: item.path, golden: item.goldenPath, isNew: !item.hasGolden,
          summary: review.headline(item))
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      console.print(
        String(decoding: (try? encoder.encode(entries)) ?? Data("[]".utf8), as: UTF8.self))
    } else {
      for item in pending { console.print("\(review.headline(item))  (\(item.path))") }
      console.print("\(pending.count) pending")
    }
    return 0
  }

  /// One pending history in `pending --json`.
  private struct Entry: Encodable {
    var id: String
    var pending: String
    var golden: String
    var isNew: Bool
    var summary: String
  }

  private func nothingPending(_ filter: String?) -> Int32 {
    if let filter {
      console.printError(
        "error: no pending history matches '\(filter)'; list them with: \(pendingHistories.project.listPendingHint)"
      )
      return 1
    }
    console.print("nothing pending")
    return 0
  }
}
