/// Bounds that stop a replay whose app never finishes (a timer that keeps re-arming, a task that
/// keeps yielding), so a bad screen fails with a message instead of hanging the run.
public struct ReplayLimits: Sendable, Hashable {
  /// The most jobs the app may run for one step (an event or a wake-up) before the replay
  /// calls it a loop that never goes quiet.
  public var maxJobsPerStep: Int
  /// The most timer wake-ups after the last event before the replay gives up.
  public var maxWakeupsAfterLastEvent: Int
  /// How far virtual time may run past the last event.
  public var horizonAfterLastEvent: Duration
  /// How long a step waits, in real time, for work the app sent to a dispatch queue to finish
  /// before it reports it: a guard against work that never ends, not a timing.
  package var queueWorkLimit: Duration = .seconds(30)

  /// Creates limits.
  public init(
    maxWakeupsAfterLastEvent: Int = 10_000, horizonAfterLastEvent: Duration = .seconds(86_400),
    maxJobsPerStep: Int = 1_000_000
  ) {
    self.maxJobsPerStep = maxJobsPerStep
    self.maxWakeupsAfterLastEvent = maxWakeupsAfterLastEvent
    self.horizonAfterLastEvent = horizonAfterLastEvent
  }
}
