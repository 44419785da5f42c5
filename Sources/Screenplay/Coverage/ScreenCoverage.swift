/// What a screen's logs exercise together: each vocabulary event, each (state, event) pair and
/// each transition, with how many logs cover it; declared transitions no log covers, and
/// covered ones the scene does not declare.
package struct ScreenCoverage: Sendable, Hashable, Codable {
  /// An event of the vocabulary and how many logs send it (0: never sent).
  package struct EventCount: Sendable, Hashable, Codable {
    /// The event's name.
    package var event: String
    /// How many logs send it.
    package var logs: Int
  }

  /// A (state, event) pair and how many logs send the event in the state.
  package struct PairCount: Sendable, Hashable, Codable {
    /// The state's name.
    package var state: String
    /// The event's name.
    package var event: String
    /// How many logs exercise it.
    package var logs: Int
  }

  /// A transition that is declared, covered, or both.
  package struct TransitionCount: Sendable, Hashable, Codable {
    /// The state before.
    package var from: String
    /// The event, or `effect`.
    package var event: String
    /// The state after.
    package var to: String
    /// How many logs cover it.
    package var logs: Int
    /// Whether the scene declares it.
    package var declared: Bool
  }

  /// The screen's name.
  package var screen: String
  /// How many logs were replayed for it.
  package var logs: Int
  /// Logs that could not be replayed cleanly (not counted), with why.
  package var skipped: [String]
  /// Every vocabulary event, in declared order.
  package var events: [EventCount]
  /// The states seen, sorted; empty when the scene names none.
  package var states: [String]
  /// The pairs seen, sorted.
  package var pairs: [PairCount]
  /// Declared and covered transitions, sorted.
  package var transitions: [TransitionCount]

  /// Sums `covered` (one per log) for a screen whose vocabulary is `vocabulary` and whose
  /// declared transitions are `declared`.
  package init(
    screen: String, vocabulary: [String], declared: [Transition], covered: [LogCoverage],
    skipped: [String] = []
  ) {
    self.screen = screen
    logs = covered.count
    self.skipped = skipped
    let eventCounts = Self.counts(covered.map(\.events))
    events = vocabulary.map { EventCount(event: $0, logs: eventCounts[$0] ?? 0) }
    states = Set(covered.flatMap(\.states)).sorted()
    pairs = Self.counts(covered.map(\.pairs)).sorted { $0.key < $1.key }.map {
      PairCount(state: $0.key.state, event: $0.key.event, logs: $0.value)
    }
    let transitionCounts = Self.counts(covered.map(\.transitions))
    let all = Set(declared).union(transitionCounts.keys).sorted()
    let declaredSet = Set(declared)
    transitions = all.map {
      TransitionCount(
        from: $0.from, event: $0.event, to: $0.to, logs: transitionCounts[$0] ?? 0,
        declared: declaredSet.contains($0))
    }
  }

  private static func counts<T: Hashable>(_ sets: [Set<T>]) -> [T: Int] {
    var counts: [T: Int] = [:]
    for set in sets {
      for element in set { counts[element, default: 0] += 1 }
    }
    return counts
  }

  /// How many vocabulary events some log sends.
  package var eventsSent: Int { events.count { $0.logs > 0 } }
  /// The declared transitions no log covers.
  package var uncovered: [TransitionCount] { transitions.filter { $0.declared && $0.logs == 0 } }
  /// The covered transitions the scene does not declare; none for a scene that declares none
  /// (its transitions are listed, not checked).
  package var undeclared: [TransitionCount] {
    declaredCount == 0 ? [] : transitions.filter { !$0.declared }
  }
  /// How many transitions the scene declares.
  package var declaredCount: Int { transitions.count { $0.declared } }
}
