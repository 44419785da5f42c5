import Foundation
public import ScreenplaySeams

extension AppEnvironment {
  /// The running app's environment: `URLSession`, the continuous clock, plain tasks,
  /// `UserDefaults`, random UUIDs and the wall clock.
  public static var live: AppEnvironment {
    AppEnvironment(
      transport: URLSessionTransport(),
      clock: ContinuousClock(),
      tasks: LiveTaskSpawner(),
      store: UserDefaultsStore(),
      makeID: { UUID() },
      now: { Date() })
  }
}
