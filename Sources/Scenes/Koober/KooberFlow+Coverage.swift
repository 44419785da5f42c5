import Screenplay

extension KooberFlow {
  /// The screen on top, for `screenplay coverage Koober`: which screen each event was sent to
  /// and where it led. The flow declares no transitions, so these are listed, not checked.
  public var coverageState: String? { navigation.top?.name }
}
