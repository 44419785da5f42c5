/// Watches a session and notes what it exercises: after each step it reads the scene's state
/// name and records the event sent in the state before, and the transition it caused.
@MainActor
final class CoverageTracker<S: Scene> {
  private(set) var coverage = LogCoverage()
  private var state: String?

  /// Starts watching `session`.
  init(_ session: Session<S>) {
    session.observer = { [unowned self, unowned session] trigger in
      self.observe(trigger, now: session.inspect { $0.coverageState })
    }
  }

  private func observe(_ trigger: Trigger, now: String?) {
    defer { state = now }
    if let now { coverage.states.insert(now) }
    switch trigger {
    case .initial:
      return
    case .event(let text, _):
      let event = Self.eventName(text)
      coverage.events.insert(event)
      guard let before = state, let now else { return }
      coverage.pairs.insert(StateEvent(state: before, event: event))
      coverage.transitions.insert(Transition(before, event, now))
    case .effect:
      guard let before = state, let now, before != now else { return }
      coverage.transitions.insert(Transition(before, Transition.effect, now))
    }
  }

  /// The event name at the head of a step's text (`email.type text="…"`).
  static func eventName(_ text: String) -> String {
    String(text.prefix { $0 != " " })
  }
}
