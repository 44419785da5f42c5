import Screenplay

/// The app's window, for UIKit's rule on presenting: a view controller presents only while it is
/// on top, in the window with nothing presented over it.
///
/// UIKit refuses a presentation from a view controller out of the window, and from one covered
/// by a screen presented over it, an alert included (`Attempt to present … which is already
/// presenting …`). A refused alert is gone: it does not show once the cover is dismissed. So
/// "Ride Option Error" and "Error Getting Location" never show when they come while the profile
/// is up, not even after Done; nor does "Sign In Failed" once Back has popped the sign-in screen.
@MainActor
final class AppWindow {
  /// The app's root, which knows what is on screen.
  weak var root: MainContainer?

  /// Whether `screen` can present an alert now: it is the top screen of the top layer, or one
  /// embedded in it (``Navigation/interactive``), and no alert is up there. A released screen
  /// (`nil`) cannot.
  func canPresent(from screen: AnyObject?) -> Bool {
    guard let screen, let navigation = root?.navigation, let top = navigation.top else {
      return false
    }
    return navigation.interactive.contains { $0 === screen } && !top.showsAlertWithin
  }
}
