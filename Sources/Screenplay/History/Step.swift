/// One entry of a state history: when, what caused it, and what the screen showed.
public struct Step: Sendable, Hashable {
  /// Position in the history, from 0.
  public var index: Int
  /// Virtual time when the step was recorded.
  public var time: Duration
  /// What caused the step.
  public var trigger: Trigger
  /// The rendered screen, one element per line; empty when ``changed`` is `false`.
  public var lines: [String]
  /// `false` for an event that left the rendered screen as it was.
  public var changed: Bool

  /// Creates a step.
  public init(index: Int, time: Duration, trigger: Trigger, lines: [String], changed: Bool = true) {
    self.index = index
    self.time = time
    self.trigger = trigger
    self.lines = lines
    self.changed = changed
  }
}

/// What caused a step.
public enum Trigger: Sendable, Hashable {
  /// The first render, before any event.
  case initial
  /// A user event from the log: its text as written (secrets masked) and its line number.
  case event(String, line: Int)
  /// Work finishing on its own: a fixture response, a timer. The text says which.
  case effect(String)
}

extension Step {
  /// The log line of an event step; `nil` for the initial render and effects.
  public var logLine: Int? {
    if case .event(_, let line) = trigger { return line }
    return nil
  }
}
