import Foundation
import Screenplay

/// `screenplay review`: walks each pending history in the terminal, showing its aligned step diff
/// against the golden, and takes one key per history. Without a terminal on standard input it
/// lists the pending histories and changes nothing.
struct ReviewCommand {
  let store: PendingStore

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

  func run() -> Int32 {
    let pending = store.list()
    guard !pending.isEmpty else {
      print("nothing pending")
      return 0
    }
    guard Terminal.isTerminal(.standardInput) else { return list(pending) }
    return interactive(pending)
  }

  /// The plain listing for pipes and scripts.
  private func list(_ pending: [PendingHistory]) -> Int32 {
    let review = PendingReview(store: store)
    for (index, item) in pending.enumerated() {
      print("[\(index + 1)/\(pending.count)] \(review.headline(item))")
      print(describe(item, full: false))
      print("")
    }
    print(
      "\(pending.count) pending; review them in a terminal, or run 'swift run screenplay accept|reject [filter]'"
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
    print(tally.line)
    return 0
  }

  /// Shows `item` and reads keys until one decides it.
  private func ask(about item: PendingHistory, position: String) -> Choice {
    var full = false
    while true {
      print("\(position) \(PendingReview(store: store).headline(item))")
      print(describe(item, full: full))
      print("\(Self.keys) > ", terminator: "")
      Terminal.flushOutput()
      let choice = Self.choice(for: Terminal.readKey())
      print("")
      switch choice {
      case .toggleFull?: full.toggle()
      case let decided?: return decided
      case nil: print("unknown key; \(Self.keys)")
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
        try store.accept(item)
        tally.accepted += 1
        print("accepted \(item.logCase.id) → \(item.goldenPath)")
      } catch {
        tally.skipped += 1
        print(error.description)
      }
    case .reject, .rejectAll:
      store.reject(item)
      tally.rejected += 1
      print("rejected \(item.logCase.id)")
    case .skip, .toggleFull, .quit:
      tally.skipped += 1
    }
  }

  private func describe(_ item: PendingHistory, full: Bool) -> String {
    do {
      return try PendingReview(store: store).describe(item, full: full)
    } catch {
      return error.description
    }
  }
}
