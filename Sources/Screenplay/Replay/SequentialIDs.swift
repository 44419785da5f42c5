import Foundation

/// Makes UUIDs that count up from `00000000-0000-0000-0000-000000000001`, so ids in a replay are
/// the same on every run.
package final class SequentialIDs: Sendable {
  private let counter = Locked<UInt64>(0)

  /// A maker whose first id is `…0001`.
  package init() {}

  /// The next id.
  package func next() -> UUID {
    let value = counter.withLock { count -> UInt64 in
      count += 1
      return count
    }
    let digits = String(value, radix: 16)
    let tail = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    return UUID(uuidString: "00000000-0000-0000-0000-\(tail)")
      ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}
