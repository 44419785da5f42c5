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
