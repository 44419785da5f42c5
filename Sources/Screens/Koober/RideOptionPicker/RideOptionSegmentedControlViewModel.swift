/// What the ride-option picker's segmented control shows: its buttons, left to right.
///
/// A value: the picker view model publishes a new one whenever a segment changes.
public struct RideOptionSegmentedControlViewModel: Sendable, Equatable {
  /// The buttons, left to right.
  public let segments: [RideOptionSegmentViewModel]

  /// Creates the control's state; no buttons unless `segments` are given.
  public init(segments: [RideOptionSegmentViewModel] = []) {
    self.segments = segments
  }
}
