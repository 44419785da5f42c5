import Synchronization

/// Counts things that happen during a replay (jobs queued, tasks started, sleeps, requests), so
/// the replayer can tell when the app has gone quiet.
public final class ActivityCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// Creates a counter at zero.
  public init() {}

  /// Records that something happened.
  public func bump() {
    count.add(1, ordering: .relaxed)
  }

  /// How many things have happened so far.
  public var value: Int {
    count.load(ordering: .relaxed)
  }
}
