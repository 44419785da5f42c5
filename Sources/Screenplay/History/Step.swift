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
  /// The line of the replayed log behind the step: an event's own line, or the line of the event
  /// whose work an effect was. A golden does not keep it (editing a log's comments moves every
  /// line), so a step read from a golden has `nil`, as do the initial render and effects of
  /// appearing.
  public var logLine: Int?

  /// Creates a step.
  public init(
    index: Int, time: Duration, trigger: Trigger, lines: [String], changed: Bool = true,
    logLine: Int? = nil
  ) {
    self.index = index
    self.time = time
    self.trigger = trigger
    self.lines = lines
    self.changed = changed
    self.logLine = logLine
  }
}

/// What caused a step.
public enum Trigger: Sendable, Hashable {
  /// The first render, before any event.
  case initial
  /// A user event from the log: its text as written (secrets masked).
  case event(String)
  /// Work finishing on its own: a fixture response, a timer. The text says which; `cause` is the
  /// index of the step of the event whose work it was (`nil` for work the scene started on
  /// appearing).
  case effect(String, cause: Int? = nil)
}
