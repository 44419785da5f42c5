/// One screen as the harness shows it: the headless view of one view model, which turns log
/// events into calls on the view model (as the real view's controls would) and renders what the
/// screen shows as text.
///
/// A ``Scene`` is a screen the harness builds and replays alone. Inside a ``Flow``, the flow's
/// containers build its screens and decide which are on screen; a flow log's events name the
/// screen they are for (`SignIn.email.type`).
@MainActor
public protocol Screen: AnyObject, SendableMetatype {
  /// The screen's events, with the vocabulary logs are checked against.
  associatedtype Event: LoggableEvent

  /// The screen's name: a scene's folder under `Tests/EventLogs`, `Tests/Fixtures` and
  /// `Snapshots`; in a flow, the prefix of its events and its name in the navigation.
  nonisolated static var name: String { get }

  /// Applies one user event, as the real view's control would.
  func send(_ event: Event)

  /// Writes what the screen shows now.
  func render(into canvas: inout Canvas)

  /// Why `event` cannot be applied now, or `nil` when it can: a tap on a row that is not there,
  /// say. The replay reports a refusal at the event's log line and records the step unchanged.
  func refusal(of event: Event) -> EventRefusal?
}

extension Screen {
  /// Screens whose every event reaches their view model need not implement ``refusal(of:)``.
  public func refusal(of event: Event) -> EventRefusal? { nil }

  /// The rendered screen as lines.
  public func renderedLines() -> [String] {
    var canvas = Canvas()
    render(into: &canvas)
    return canvas.lines
  }

  /// The rendered screen as lines, where each line that reads as the one at its position in
  /// `previous` is that string (see ``Canvas/init(following:)``).
  func renderedLines(following previous: [String]) -> [String] {
    var canvas = Canvas(following: previous)
    render(into: &canvas)
    return canvas.lines
  }
}
