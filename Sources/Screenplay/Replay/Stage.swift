import AppSupport
import Foundation

/// The doubles one replay runs against: virtual clock, manual task queue, fixture transport,
/// a store seeded by the store fixture, counting ids and a fixed calendar origin.
///
/// A stage is used for exactly one replay; nothing in it is shared with another replay, which is
/// why replays running side by side (`swift test --parallel`) cannot disturb each other.
final class Stage: Sendable {
  /// Virtual time zero is 2026-01-01T00:00:00Z on the app's calendar.
  static let origin = Date(timeIntervalSince1970: 1_767_225_600)

  let activity = ActivityCounter()
  let clock: VirtualClock
  let executor: ManualExecutor
  let spawner: HarnessSpawner
  let transport: FixtureTransport
  private let ids = SequentialIDs()

  private let store: ReplayStore

  init(fixtures: [Fixture], store: StoreFixture? = nil) {
    self.store = ReplayStore(store)
    clock = VirtualClock(activity: activity)
    executor = ManualExecutor(activity: activity)
    spawner = HarnessSpawner(executor: executor, activity: activity)
    transport = FixtureTransport(fixtures: fixtures, clock: clock, activity: activity)
  }

  /// The environment handed to the scene.
  var environment: AppEnvironment {
    let clock = clock
    let ids = ids
    let store = store
    return AppEnvironment(
      transport: transport,
      clock: clock,
      tasks: spawner,
      store: store,
      makeID: { ids.next() },
      now: {
        Stage.origin.addingTimeInterval(
          TimeInterval(TimeFormat.milliseconds(clock.now.offset)) / 1000)
      })
  }

  /// Runs the app's queued work until it goes quiet: no job queued, no task started, no sleep or
  /// request begun and no rendered value changed for a few rounds of the main actor's queue.
  ///
  /// Main-actor jobs run in the order they were queued, so each `Task.yield()` lets every job
  /// queued before it run; jobs of the manual queue run right here. Returns `false` if the app
  /// never went quiet within `maxRounds`.
  @MainActor
  func settle(quietRounds: Int = 3, maxRounds: Int = 100_000) async -> Bool {
    var quiet = 0
    var rounds = 0
    while quiet < quietRounds {
      guard rounds < maxRounds else { return false }
      rounds += 1
      let before = activity.value
      executor.runUntilEmpty()
      await Task.yield()
      quiet = activity.value == before ? quiet + 1 : 0
    }
    return true
  }
}
