/// An event of a ``Flow``'s log: one screen's event, written with the screen's name before it
/// (`SignIn.email.type text="…"`), or `back`, the system's Back button.
public struct FlowEvent<F: Flow>: LoggableEvent {
  let target: FlowTarget
  public let logged: LoggedEvent

  /// The system's Back button.
  public static var back: FlowEvent<F> { FlowEvent(target: .back, logged: LoggedEvent("back")) }

  /// `event` for the screen `S`.
  public static func to<S: Screen>(_ screen: S.Type, _ event: S.Event) -> FlowEvent<F> {
    var logged = event.logged
    logged.name = "\(S.name).\(logged.name)"
    return FlowEvent(target: .screen(name: S.name, event: event), logged: logged)
  }

  /// `back`, then every event of every screen of `F`, screen by screen.
  public static var vocabulary: [EventSpec<FlowEvent<F>>] {
    let back = EventSpec<FlowEvent<F>>(
      "back", summary: "taps the system's Back button of the navigation stack on top"
    ) { _ in .back }
    return [back] + F.screens.flatMap { specs(of: $0) }
  }

  private static func specs<S: Screen>(of screen: S.Type) -> [EventSpec<FlowEvent<F>>] {
    S.Event.vocabulary.map { spec in
      EventSpec(
        name: "\(S.name).\(spec.name)", fields: spec.fields, summary: spec.summary,
        screen: S.name
      ) { fields in .to(S.self, spec.makeEvent(fields)) }
    }
  }
}

/// What a ``FlowEvent`` is for.
enum FlowTarget: Sendable {
  /// The screen named `name`; `event` is of its `Event` type.
  case screen(name: String, event: any Sendable)
  /// The Back button of the top layer's navigation stack.
  case back
}
