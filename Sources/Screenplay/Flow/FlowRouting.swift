/// Whether a flow's event can reach its screen now, and if not, the error that says why.
@MainActor
struct FlowRouting<Event> {
  /// What is on screen.
  let navigation: Navigation
  /// The flow's events, for hints; built only when an event is refused.
  let vocabulary: () -> [EventSpec<Event>]

  /// How many of the top screens' events a hint names.
  static var eventsNamed: Int { 6 }

  /// `nil` when the event named `name` can reach `target`; else why not.
  func refusal(of target: FlowTarget, named name: String) -> EventRefusal? {
    switch target {
    case .back:
      guard navigation.topLayer?.back == nil else { return nil }
      return EventRefusal(
        message: "'back' taps the system's Back button, and there is none on screen: \(onTop)",
        hint: "remove this line, or first show a screen pushed onto a navigation stack")
    case .screen(let screen, _):
      guard navigation.interactiveScreen(named: screen) == nil else { return nil }
      let shown = navigation.all.contains { type(of: $0).name == screen }
      let whereItIs =
        shown && navigation.top != nil ? "beneath \(topNames)" : "not on screen: \(onTop)"
      return EventRefusal(
        message: "'\(name)' is for \(screen), which is \(whereItIs)",
        hint: "send it once \(screen) is on top; " + eventsOnTop)
    }
  }

  /// `on top is SignIn` or `nothing is on screen`.
  private var onTop: String {
    navigation.top == nil ? "nothing is on screen" : "on top is \(topNames)"
  }

  /// `PickMeUp with RideOptionPicker`: the top screen and what is embedded in it.
  private var topNames: String {
    (navigation.top?.withEmbedded ?? []).map(\.name).joined(separator: " with ")
  }

  /// `events on top now: SignIn.email.type, …`, or what else can be sent.
  private var eventsOnTop: String {
    let screens = Set(navigation.interactive.map { type(of: $0).name })
    var names = vocabulary().filter { $0.screen.map(screens.contains) ?? false }.map(\.name)
    if navigation.topLayer?.back != nil { names.insert("back", at: 0) }
    guard !names.isEmpty else { return "nothing on screen takes events now" }
    let listed = names.prefix(Self.eventsNamed).joined(separator: ", ")
    return "events on top now: " + listed + (names.count > Self.eventsNamed ? ", …" : "")
  }
}
