/// What one replayed log exercised: the events it sent, the (state, event) pairs and the
/// transitions between named states (see ``Scene/coverageState``).
package struct LogCoverage: Sendable, Hashable {
  /// The vocabulary events sent.
  package var events: Set<String> = []
  /// The states the screen was in, by name (none when the scene names none).
  package var states: Set<String> = []
  /// Each event with the state it was sent in.
  package var pairs: Set<StateEvent> = []
  /// Each event or effect with the states before and after it; an effect only when it changed
  /// the state.
  package var transitions: Set<Transition> = []

  /// Nothing covered yet.
  package init() {}

  /// Adds what `other` covered.
  package mutating func formUnion(_ other: LogCoverage) {
    events.formUnion(other.events)
    states.formUnion(other.states)
    pairs.formUnion(other.pairs)
    transitions.formUnion(other.transitions)
  }
}

/// An event sent in a state.
public struct StateEvent: Sendable, Hashable, Comparable, Codable {
  /// The state's name.
  public var state: String
  /// The event's name.
  public var event: String

  /// The pair `state` × `event`.
  public init(state: String, event: String) {
    self.state = state
    self.event = event
  }

  /// Orders by state, then event.
  public static func < (lhs: StateEvent, rhs: StateEvent) -> Bool {
    (lhs.state, lhs.event) < (rhs.state, rhs.event)
  }
}
