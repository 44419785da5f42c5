import Foundation

/// Everything a screen needs from the outside world, injected.
///
/// The app builds `AppEnvironment.live` (from `ScreenplayLive`, which links `URLSession`); Screenplay builds one from its doubles (fixture transport, virtual
/// clock, in-memory store, counting ids), which, with the replay owning every task the app
/// starts, is what makes replays deterministic.
public struct AppEnvironment: Sendable {
  /// The network.
  public var transport: any HTTPTransport
  /// The source of time for sleeps, delays and timeouts.
  public var clock: any Clock<Duration>
  /// Starts the tasks view models need.
  public var tasks: any TaskSpawning
  /// Persistence for small values.
  public var store: any KeyValueStore
  /// Makes a new unique identifier.
  public var makeID: @Sendable () -> UUID
  /// The current date, for timestamps shown or stored.
  public var now: @Sendable () -> Date

  /// Creates an environment from its parts.
  public init(
    transport: any HTTPTransport,
    clock: any Clock<Duration>,
    tasks: any TaskSpawning,
    store: any KeyValueStore,
    makeID: @escaping @Sendable () -> UUID,
    now: @escaping @Sendable () -> Date
  ) {
    self.transport = transport
    self.clock = clock
    self.tasks = tasks
    self.store = store
    self.makeID = makeID
    self.now = now
  }
}
