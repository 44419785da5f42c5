import Foundation
import Observation

/// The ride-option picker's state and behaviour, ported from the chapter.
///
/// The view calls ``loadRideOptions(availableAt:)`` once it loads, draws a button per segment of
/// ``pickerSegments``, calls ``select(rideOptionID:)`` when one is tapped, and presents each of
/// ``errorMessages`` as an alert.
@MainActor @Observable
public final class RideOptionPickerViewModel {
  // MARK: - Properties
  let repository: any RideOptionRepository
  let rideOptionDeterminedResponder: any RideOptionDeterminedResponder
  private let makeID: @Sendable () -> UUID

  /// The segmented control's buttons; none until the ride options load.
  public private(set) var pickerSegments = RideOptionSegmentedControlViewModel()

  /// Failures to show, each once, in order (the chapter's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  // MARK: - Methods
  /// Creates the view model; `makeID` names error messages.
  public init(
    repository: any RideOptionRepository,
    rideOptionDeterminedResponder: any RideOptionDeterminedResponder,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.repository = repository
    self.rideOptionDeterminedResponder = rideOptionDeterminedResponder
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  /// Reads the ride options available at `pickupLocation` and shows them, the first one
  /// selected (see ``RideOptionSegmentsFactory``). A failure sends "Ride Option Error" and
  /// leaves the segments as they were.
  public func loadRideOptions(availableAt pickupLocation: Location) {
    Task { [repository] in
      do {
        let rideOptions = try await repository.readRideOptions(availableAt: pickupLocation)
        let segments = RideOptionSegmentsFactory(rideOptions: rideOptions).makeSegments()
        pickerSegments = RideOptionSegmentedControlViewModel(segments: segments)
      } catch {
        errorMessagesContinuation.yield(
          ErrorMessage(
            id: makeID(),
            title: "Ride Option Error",
            message:
              "We're having trouble getting available ride options. Please start a new ride and try again."
          ))
      }
    }
  }

  /// Selects the ride option `rideOptionID`: publishes new segments with exactly that one
  /// selected, then tells the responder, in that order.
  public func select(rideOptionID: RideOptionID) {
    var segments = pickerSegments.segments
    for index in segments.indices {
      segments[index].isSelected = segments[index].id == rideOptionID
    }
    pickerSegments = RideOptionSegmentedControlViewModel(segments: segments)
    rideOptionDeterminedResponder.pickUpUser(in: rideOptionID)
  }
}
