/// Watches a session and notes what it exercises: after each step it reads the scene's state
/// name and records the event sent in the state before, and the transition it caused.
@MainActor
final class CoverageTracker<S: Scene> {
  private(set) var coverage = LogCoverage()
  /// The transition the last step took, if it took one.
  private(set) var last: Transition?
  private var state: String?

  /// A tracker the caller feeds (see ``observe(_:in:)``).
  init() {}

  /// Starts watching `session`.
  convenience init(_ session: Session<S>) {
    self.init()
    session.observer = { [unowned self, unowned session] trigger in
      self.observe(trigger, in: session)
    }
  }

  /// Notes the step `trigger` led to in `session`.
  func observe(_ trigger: Trigger, in session: Session<S>) {
    observe(trigger, now: session.inspect { $0.coverageState })
  }

  private func observe(_ trigger: Trigger, now: String?) {
    defer { state = now }
    last = nil
    if let now { coverage.states.insert(now) }
    switch trigger {
    case .initial:
      return
    case .event(let text):
      let event = Self.eventName(text)
      coverage.events.insert(event)
      guard let before = state, let now else { return }
      coverage.pairs.insert(StateEvent(state: before, event: event))
      record(Transition(before, event, now))
    case .effect:
      guard let before = state, let now, before != now else { return }
      record(Transition(before, Transition.effect, now))
    }
  }

  private func record(_ transition: Transition) {
    coverage.transitions.insert(transition)
    last = transition
  }

  /// The event name at the head of a step's text (`email.type text="…"`).
  static func eventName(_ text: String) -> String {
    String(text.prefix { $0 != " " })
  }
}
