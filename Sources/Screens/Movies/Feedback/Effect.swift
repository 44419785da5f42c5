/// The work a feedback starts for one state: it sends events until it ends, or until the next
/// state cancels it. The port of the article's `AnyPublisher<Event, Never>` effect.
///
/// ```swift
/// guard case .loading = state else { return .none }          // Empty()
/// return .task {                                             // the request → map → catch chain
///   do { return .onMoviesLoaded(try await api.trending().results.map(ListItem.init)) }
///   catch { return .onFailedToLoadMovies(error) }
/// }
/// ```
public struct Effect<Event: Sendable>: Sendable {
  /// Sends events through `send`; `nil` for an effect that does nothing.
  let operation: (@MainActor @Sendable (_ send: @MainActor (Event) -> Void) async -> Void)?

  /// An effect that sends events through `send` while it runs; it may send any number of them.
  public init(
    _ operation: @escaping @MainActor @Sendable (_ send: @MainActor (Event) -> Void) async -> Void
  ) {
    self.operation = operation
  }

  private init() {
    operation = nil
  }

  /// The effect that does nothing and starts no task (Combine's `Empty()`).
  public static var none: Effect { Effect() }

  /// The effect of one piece of async work: the event it returns (a one-value publisher).
  public static func task(_ work: @escaping @MainActor @Sendable () async -> Event) -> Effect {
    Effect { send in send(await work()) }
  }
}
