import Observation

/// The map behind the pick-me-up screen: it marks the pickup location and, once known, the
/// drop-off location.
@MainActor @Observable
public final class PickMeUpMapViewModel {
  // MARK: - Properties
  /// Where the user is picked up.
  public let pickupLocation: Location
  /// Where the user is dropped off; `nil` until chosen. The pick-me-up view model sets it.
  public var dropoffLocation: Location?

  // MARK: - Methods
  /// Creates the map's view model for `pickupLocation`, with no drop-off location yet.
  public init(pickupLocation: Location, dropoffLocation: Location? = nil) {
    self.pickupLocation = pickupLocation
    self.dropoffLocation = dropoffLocation
  }
}
