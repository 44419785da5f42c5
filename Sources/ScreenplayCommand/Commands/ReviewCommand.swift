import Foundation
import Screenplay

/// `screenplay review`: walks each pending history in the terminal, showing its aligned step diff
/// against the golden, and takes one key per history. Without a terminal on standard input it
/// lists the pending histories and changes nothing.
@MainActor
struct ReviewCommand {
  let context: CommandContext

  private var pendingHistories: PendingHistories { context.pendingHistories }
  private var console: Console { context.console }

  /// What the keys do.
  static let keys =
    "a accept · r reject · s skip · A accept all · R reject all · f full history · q quit"

  private enum Choice {
    case accept, reject, skip, acceptAll, rejectAll, toggleFull, quit
  }

  private struct Tally {
    var accepted = 0
    var rejected = 0
    var skipped = 0

    var line: String { "accepted \(accepted), rejected \(rejected), skipped \(skipped)" }
  }

  /// Walks the pending histories: all of them, or with `only`, those of these logs.
  func run(only logs: Set<LogCase>? = nil) -> Int32 {
    let pending = pendingHistories.list().filter { logs?.contains($0.logCase) ?? true }
    guard !pending.isEmpty else {
      console.print("nothing pending")
      return 0
    }
    guard console.isInteractive else { return list(pending) }
    return interactive(pending)
  }

  /// The plain listing for pipes and scripts.
  private func list(_ pending: [PendingHistory]) -> Int32 {
    let review = PendingReview(pendingHistories: pendingHistories)
    for (index, item) in pending.enumerated() {
      console.print("[\(index + 1)/\(pending.count)] \(review.headline(item))")
      console.print(describe(item, full: false))
      console.print("")
    }
    console.print(
      "\(pending.count) pending; review them in a terminal, or run '\(pendingHistories.project.hints.cli ?? "screenplay") accept|reject [log]'"
    )
    return 0
  }

  private func interactive(_ pending: [PendingHistory]) -> Int32 {
    var tally = Tally()
    var batch: Choice?
    for (index, item) in pending.enumerated() {
      let choice = batch ?? ask(about: item, position: "[\(index + 1)/\(pending.count)]")
      if choice == .acceptAll || choice == .rejectAll { batch = choice }
      if choice == .quit {
        tally.skipped += pending.count - index
        break
      }
      apply(choice, to: item, tally: &tally)
    }
    console.print(tally.line)
    return 0
  }

  /// Shows `item` and reads keys until one decides it.
  private func ask(about item: PendingHistory, position: String) -> Choice {
    var full = false
    while true {
      console.print(
        "\(position) \(PendingReview(pendingHistories: pendingHistories).headline(item))")
      console.print(describe(item, full: full))
      console.print("\(Self.keys) > ", terminator: "")
      console.flush()
      let choice = Self.choice(for: console.readKey())
      console.print("")
      switch choice {
      case .toggleFull?: full.toggle()
      case let decided?: return decided
      case nil: console.print("unknown key; \(Self.keys)")
      }
    }
  }

  private static func choice(for key: Character?) -> Choice? {
    switch key {
    case "a": .accept
    case "r": .reject
    case "s", "\n": .skip
    case "A": .acceptAll
    case "R": .rejectAll
    case "f": .toggleFull
    case "q", nil: .quit
    default: nil
    }
  }

  private func apply(_ choice: Choice, to item: PendingHistory, tally: inout Tally) {
    switch choice {
    case .accept, .acceptAll:
      do {
        try pendingHistories.accept(item)
        tally.accepted += 1
        console.print("accepted \(item.logCase.id) → \(item.goldenPath)")
      } catch {
        tally.skipped += 1
        console.print(error.description)
      }
    case .reject, .rejectAll:
      pendingHistories.reject(item)
      tally.rejected += 1
      console.print("rejected \(item.logCase.id)")
    case .skip, .toggleFull, .quit:
      tally.skipped += 1
    }
  }

  /// What the reviewer sees of `item`: its diff in the console's colours, or its whole history.
  private func describe(_ item: PendingHistory, full: Bool) -> String {
    let review = PendingReview(pendingHistories: pendingHistories)
    do {
      if !full, console.palette.isEnabled {
        let problems = try review.problems(item)
        if !problems.isEmpty { return problems.map(console.palette.paint).joined(separator: "\n") }
      }
      return try review.describe(item, full: full)
    } catch {
      return error.description
    }
  }
}
