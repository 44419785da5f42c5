import Screenplay

/// A screen one of Koober's containers holds as its child: started when it is added, shown with
/// the screens embedded in it, and presenting its own modals over everything.
@MainActor
protocol ContainedScreen: Screen {
  /// As the view controller's `viewDidLoad`.
  func start()
  /// The screen with what is embedded in it.
  var shown: ShownScreen { get }
  /// What it presents over everything, bottom first.
  var presentedLayers: [NavigationLayer] { get }
}

extension ContainedScreen {
  func start() {}
  var shown: ShownScreen { ShownScreen(self) }
  var presentedLayers: [NavigationLayer] { [] }
}
