import Foundation
import Observation

/// The drop-off location picker's state and behaviour, ported from the book.
///
/// The view binds its search field to ``searchInput`` and its list to ``searchResults``; picking
/// a row calls ``select(dropoffLocation:)``, the Cancel button
/// ``cancelDropoffLocationSelection()``, and it presents each of ``errorMessages`` as an alert.
///
/// Every change of ``searchInput`` starts a search, and the view model searches once for the
/// empty query when it is created (the book's `@Published` input sends its first value at once).
/// Only the latest search's results land; an older search's results are dropped. A failure
/// shows whichever search it was, as in the book, whose failure path does not check: an older
/// search failing after a newer one answered still sends "Location Error", and the newer
/// results stay.
@MainActor @Observable
public final class DropoffLocationPickerViewModel {
  // MARK: - Properties
  let pickupLocation: Location
  let locationRepository: any LocationRepository
  let dropoffLocationDeterminedResponder: any DropoffLocationDeterminedResponder
  let cancelDropoffLocationSelectionResponder: any CancelDropoffLocationSelectionResponder
  private let makeID: @Sendable () -> UUID
  private var currentSearchID = 0

  /// The search field's text; every change starts a search for it.
  public var searchInput = "" {
    didSet { searchForDropoffLocations(using: searchInput) }
  }
  /// The latest search's places, in the server's order; empty until it answers.
  public private(set) var searchResults: [NamedLocation] = []

  /// Failures to show, each once, in order (the book's error message publisher).
  public let errorMessages: AsyncStream<ErrorMessage>
  private let errorMessagesContinuation: AsyncStream<ErrorMessage>.Continuation

  // MARK: - Methods
  /// Creates the view model for a ride from `pickupLocation` and starts searching for the empty
  /// query; `makeID` names error messages.
  public init(
    pickupLocation: Location,
    locationRepository: any LocationRepository,
    dropoffLocationDeterminedResponder: any DropoffLocationDeterminedResponder,
    cancelDropoffLocationSelectionResponder: any CancelDropoffLocationSelectionResponder,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.pickupLocation = pickupLocation
    self.locationRepository = locationRepository
    self.dropoffLocationDeterminedResponder = dropoffLocationDeterminedResponder
    self.cancelDropoffLocationSelectionResponder = cancelDropoffLocationSelectionResponder
    self.makeID = makeID
    (errorMessages, errorMessagesContinuation) = AsyncStream.makeStream(of: ErrorMessage.self)
    searchForDropoffLocations(using: searchInput)
  }

  deinit {
    errorMessagesContinuation.finish()
  }

  private func searchForDropoffLocations(using query: String) {
    currentSearchID += 1
    let searchID = currentSearchID
    Task { [locationRepository, pickupLocation] in
      do {
        let results = try await locationRepository.searchForLocations(
          using: query, pickupLocation: pickupLocation)
        guard searchID == currentSearchID else { return }
        searchResults = results
      } catch {
        errorMessagesContinuation.yield(
          ErrorMessage(
            id: makeID(),
            title: "Location Error",
            message:
              "Sorry, we ran into an unexpected error while getting locations.\nPlease try again."
          ))
      }
    }
  }

  /// Hands the picked place's location to the drop-off responder; the picker's own state stays
  /// as it is.
  public func select(dropoffLocation: NamedLocation) {
    dropoffLocationDeterminedResponder.dropOffUser(at: dropoffLocation.location)
  }

  /// Backs out of picking a drop-off location: the Cancel button's action.
  public func cancelDropoffLocationSelection() {
    cancelDropoffLocationSelectionResponder.cancelDropoffLocationSelection()
  }
}
