/// Turns the ride options the server offers into the picker's segments, one per option, in
/// order.
///
/// Exactly one segment is selected: the one of `selectedRideOptionID`, or the first option's when
/// none is given, as in the book's sample code (its `RideOptionPickerRideOptions` selects the first
/// option by default). The chapter itself does not say. Unlike the book, which stops the app on an
/// empty list, no options make no segments.
public struct RideOptionSegmentsFactory: Sendable {
  // MARK: - Properties
  let rideOptions: [RideOption]
  let selectedRideOptionID: RideOptionID?

  // MARK: - Methods
  /// Creates a factory for `rideOptions`, selecting `selectedRideOptionID`, or the first option
  /// when it is `nil`.
  public init(rideOptions: [RideOption], selectedRideOptionID: RideOptionID? = nil) {
    self.rideOptions = rideOptions
    self.selectedRideOptionID = selectedRideOptionID ?? rideOptions.first?.id
  }

  /// One segment per ride option, in order, titled with its name.
  public func makeSegments() -> [RideOptionSegmentViewModel] {
    rideOptions.map { rideOption in
      RideOptionSegmentViewModel(
        id: rideOption.id, title: rideOption.name,
        isSelected: rideOption.id == selectedRideOptionID)
    }
  }
}
