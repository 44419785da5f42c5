/// What a flow shows, as the user sees it: layers from the app's root up, each presented over
/// the one beneath. Only the top layer takes input, and in it only the top of its navigation
/// stack (with the screens embedded in it).
///
/// A flow's containers build it from their own state whenever the harness asks:
///
/// ```swift
/// Navigation([
///   NavigationLayer("Main", stack: []),
///   NavigationLayer(
///     "Onboarding", presented: "full screen, animated",
///     stack: [ShownScreen(welcome), ShownScreen(signIn, note: "pushed, animated")],
///     back: { onboarding.systemBack() }),
/// ])
/// ```
@MainActor
public struct Navigation {
  /// The layers, the app's root first.
  public var layers: [NavigationLayer]

  /// Creates a navigation from its layers, the app's root first.
  public init(_ layers: [NavigationLayer]) {
    self.layers = layers
  }

  /// The layer that takes input, if any.
  public var topLayer: NavigationLayer? { layers.last }

  /// The screen on top of everything.
  public var top: ShownScreen? { topLayer?.stack.last }

  /// The screens that take input now: the top screen and the screens embedded in it.
  public var interactive: [any Screen] {
    guard let top else { return [] }
    return top.withEmbedded.map(\.screen)
  }

  /// The topmost screen named `name` that takes input now, if any.
  public func interactiveScreen(named name: String) -> (any Screen)? {
    interactive.last { type(of: $0).name == name }
  }

  /// Every screen shown, beneath or on top: each layer's stack and what is embedded in it.
  public var all: [any Screen] {
    layers.flatMap { $0.stack.flatMap(\.withEmbedded) }.map(\.screen)
  }
}

/// One layer of a ``Navigation``: the app's root, or a container presented over it, holding a
/// navigation stack of screens.
@MainActor
public struct NavigationLayer {
  /// The container's name, such as `Onboarding`.
  public var name: String
  /// How it was presented, such as `full screen, animated`; `nil` for the app's root.
  public var presentation: String?
  /// Its navigation stack, bottom first; one screen for a container without a stack, none for
  /// an empty one.
  public var stack: [ShownScreen]
  /// What the system's Back button does, when one is on screen.
  public var back: (@MainActor () -> Void)?

  /// Creates a layer.
  public init(
    _ name: String, presented presentation: String? = nil, stack: [ShownScreen],
    back: (@MainActor () -> Void)? = nil
  ) {
    self.name = name
    self.presentation = presentation
    self.stack = stack
    self.back = back
  }
}

/// A screen in a ``NavigationLayer``, with how it got there and the screens embedded in it (a
/// container's children, on screen with it).
@MainActor
public struct ShownScreen {
  /// The screen.
  public var screen: any Screen
  /// How it got there, such as `pushed, animated`.
  public var note: String?
  /// The screens shown inside it, in order.
  public var embedded: [ShownScreen]
  /// What the screen draws below the screens embedded in it, such as a button beneath an
  /// embedded picker; `nil` for nothing.
  public var footer: (@MainActor (inout Canvas) -> Void)?

  /// Creates an entry for `screen`.
  public init(
    _ screen: any Screen, note: String? = nil, embedded: [ShownScreen] = [],
    footer: (@MainActor (inout Canvas) -> Void)? = nil
  ) {
    self.screen = screen
    self.note = note
    self.embedded = embedded
    self.footer = footer
  }

  /// The screen's name.
  public var name: String { type(of: screen).name }

  /// This screen, then every screen embedded in it, depth first.
  var withEmbedded: [ShownScreen] {
    [self] + embedded.flatMap(\.withEmbedded)
  }
}
