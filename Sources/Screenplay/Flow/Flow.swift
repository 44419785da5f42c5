/// A scene made of several screens, replayed as one journey: the app's own containers decide
/// what is on screen, as its view controllers do, and the harness routes each log event to the
/// screen it names and renders the navigation above what the top screen shows.
///
/// A flow's log addresses each event to a screen by name (`SignIn.email.type text="…"`); `back`
/// taps the system's Back button. An event for a screen that is not on top fails the log at its
/// line, naming the screen on top.
///
/// ```swift
/// @MainActor final class KooberFlow: Flow {
///   nonisolated static let name = "Koober"
///   nonisolated static let screens: [any Screen.Type] = [WelcomeScreen.self, SignInScene.self]
///   init(environment: AppEnvironment) { … }
///   var navigation: Navigation { main.navigation }
/// }
/// ```
@MainActor
public protocol Flow: Scene where Event == FlowEvent<Self> {
  /// Every kind of screen the flow can show, for its vocabulary: each screen's events, prefixed
  /// with its name. Names must differ.
  nonisolated static var screens: [any Screen.Type] { get }

  /// What is on screen now, built from the containers' state.
  var navigation: Navigation { get }
}

extension Flow {
  /// Sends `event` to the screen it names (the topmost one with that name that takes input), or
  /// taps the top layer's Back button.
  public func send(_ event: FlowEvent<Self>) {
    switch event.target {
    case .back:
      navigation.topLayer?.back?()
    case .screen(let name, let screenEvent):
      guard let screen = navigation.interactiveScreen(named: name) else { return }
      Self.deliver(screenEvent, to: screen)
    }
  }

  /// Refuses an event for a screen that is not on top, `back` with no Back button on screen, and
  /// what the screen itself refuses.
  public func refusal(of event: FlowEvent<Self>) -> EventRefusal? {
    let navigation = navigation
    // The vocabulary is built only for a refusal's hint, not for every event.
    if let refusal = FlowRouting(navigation: navigation, vocabulary: { FlowEvent<Self>.vocabulary })
      .refusal(of: event.target, named: event.logged.name)
    {
      return refusal
    }
    guard case .screen(let name, let screenEvent) = event.target,
      let screen = navigation.interactiveScreen(named: name)
    else { return nil }
    return Self.refusal(of: screenEvent, by: screen)
  }

  /// Renders the navigation, then the top screen (see ``Navigation/render(into:)``).
  public func render(into canvas: inout Canvas) {
    navigation.render(into: &canvas)
  }

  private static func deliver<S: Screen>(_ event: any Sendable, to screen: S) {
    screen.send(typed(event, for: screen))
  }

  private static func refusal<S: Screen>(of event: any Sendable, by screen: S) -> EventRefusal? {
    screen.refusal(of: typed(event, for: screen))
  }

  private static func typed<S: Screen>(_ event: any Sendable, for screen: S) -> S.Event {
    guard let event = event as? S.Event else {
      preconditionFailure("two screens of \(Self.name) are named \(S.name)")
    }
    return event
  }
}
