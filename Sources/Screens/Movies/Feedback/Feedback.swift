/// Where side effects plug into a ``System``: the code between an event being sent and it reaching
/// `reduce`. The port of the article's CombineFeedback `Feedback`.
///
/// Two kinds, as in the article:
///
/// - ``init(effects:)`` maps every state the system emits to an ``Effect``. Each new state cancels
///   the effect the previous state started (the article's `state.map(effects).switchToLatest()`),
///   even when the new state equals the old one.
/// - ``init(events:)`` feeds events from outside the loop, whatever the state (the article's
///   `Feedback(run: { _ in input })` for user input).
public struct Feedback<State: Sendable, Event: Sendable>: Sendable {
  /// How the feedback produces events.
  enum Run: Sendable {
    /// An effect per state; a new state cancels the previous effect.
    case effects(@MainActor @Sendable (State) -> Effect<Event>)
    /// Events from outside the loop, for the system's whole life.
    case events(AsyncStream<Event>)
  }

  let run: Run

  /// A feedback that starts `effects(state)` for every state the system emits and cancels it when
  /// the next state arrives.
  public init(effects: @escaping @MainActor @Sendable (State) -> Effect<Event>) {
    run = .effects(effects)
  }

  /// A feedback that passes `events` into the loop, whatever the state.
  public init(events: AsyncStream<Event>) {
    run = .events(events)
  }
}
