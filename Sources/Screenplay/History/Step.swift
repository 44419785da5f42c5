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
  /// Work finishing on its own: a fixture response, a timer. The text says which; `line` is the
  /// log line of the event whose work it was (`nil` for work the scene started on appearing).
  case effect(String, line: Int? = nil)
}

extension Step {
  /// The log line behind the step: an event's own line, or the line of the event whose work an
  /// effect was; `nil` for the initial render and effects of appearing.
  public var logLine: Int? { trigger.logLine }
}

extension Trigger {
  /// The log line behind it: see ``Step/logLine``.
  var logLine: Int? {
    switch self {
    case .initial: nil
    case .event(_, let line): line
    case .effect(_, let line): line
    }
  }

  /// Whether this is the trigger of the event on log line `line`.
  func isEvent(line: Int) -> Bool {
    if case .event(_, let eventLine) = self { return eventLine == line }
    return false
  }
}
