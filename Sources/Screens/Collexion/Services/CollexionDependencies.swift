import ScreenplaySeams

/// The app's services, built once: the article's `Dependencies` singleton, injected instead of
/// shared so every replay gets its own.
///
/// ```swift
/// let dependencies = CollexionDependencies(environment: .live)
/// HomeViewModel(deps: .init(collexionService: dependencies.collexionService, tasks: …))
/// ```
@MainActor
public final class CollexionDependencies {
  /// The outside world: store, clock, tasks, ids and dates.
  public let environment: AppEnvironment
  /// The one word service every screen shares.
  public let collexionService: any CollexionServiceProtocol

  /// Builds the services over `environment`; the word service starts loading at once.
  public convenience init(environment: AppEnvironment) {
    self.init(
      environment: environment,
      collexionService: CollexionService(
        deps: .init(store: environment.store, tasks: environment.tasks)))
  }

  /// Uses `collexionService` as the word service (a preview's or a test's).
  public init(environment: AppEnvironment, collexionService: any CollexionServiceProtocol) {
    self.environment = environment
    self.collexionService = collexionService
  }
}
