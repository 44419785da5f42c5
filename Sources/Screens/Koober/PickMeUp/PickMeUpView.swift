/// What the pick-me-up screen shows: the chapter's model-driven navigation state, which the view
/// follows whenever ``PickMeUpViewModel/view`` changes.
public enum PickMeUpView: Sendable, Hashable {
  /// The map with the "Where to?" button.
  case initial
  /// The drop-off location picker, presented over the map.
  case selectDropoffLocation
  /// The ride-option picker, after the drop-off picker is dismissed.
  case selectRideOption
  /// The confirm control, once a ride option is chosen.
  case confirmRequest
  /// The sending screen, while the ride request is on its way.
  case sendingRideRequest
  /// The request was accepted; the sending screen goes away.
  case final
}
