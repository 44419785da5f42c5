import Foundation
import Screenplay
import ScreenplaySeams
import Screens

/// Places, ride options and helpers shared by the pick-me-up tests.
enum PickMeUpTestData {
  /// Where Johnny is picked up.
  static let pickup = Location(id: "pickup", latitude: 37.7749, longitude: -122.4194)
  /// Where Johnny is dropped off.
  static let dropoff = Location(id: "chinatown", latitude: 37.7941, longitude: -122.4078)
  /// Another place to be dropped off.
  static let otherDropoff = Location(id: "ferry", latitude: 37.7955, longitude: -122.3937)

  /// The drop-off as a search result.
  static let chinatown = NamedLocation(name: "Chinatown", location: dropoff)
  /// Another search result.
  static let ferryBuilding = NamedLocation(name: "Ferry Building", location: otherDropoff)

  /// The three ride options, in the server's order.
  static let rideOptions = [
    RideOption(id: "wallabee", name: "Wallabee"),
    RideOption(id: "wallaroo", name: "Wallaroo"),
    RideOption(id: "kangaroo", name: "Kangaroo"),
  ]

  /// The waypoints from ``pickup`` to ``dropoff``.
  static let waypoints = NewRideWaypoints(pickupLocation: pickup, dropoffLocation: dropoff)

  /// The "Ride Request Error" message body.
  static let rideRequestErrorText =
    "There was an error trying to confirm your ride request.\nPlease try again."

}

/// Sequential ids that count how many were made, to show that no error message was.
final class PickMeUpCountingIDs: Sendable {
  private let made = Locked(0)
  private let ids = SequentialIDs().next

  /// How many ids were made so far.
  var count: Int { made.withLock { $0 } }

  /// The `makeID` to inject: ids `…0001`, `…0002`, … in order.
  var makeID: @Sendable () -> UUID {
    { [self] in
      made.withLock { $0 += 1 }
      return ids()
    }
  }
}

/// A failure the test repositories throw.
struct PickMeUpTestFailure: Error {}

/// Sleeps for `latency` on `clock`, or returns at once without a clock.
private func wait(_ latency: Duration, on clock: (any Clock<Duration>)?) async throws {
  if let clock { try await clock.sleep(for: latency) }
}

/// A ride-request repository that records requests and accepts or fails each, `latency` later.
final class PickMeUpTestNewRideRepository: NewRideRepository {
  private let accepts: Bool
  private let latency: Duration
  private let clock: (any Clock<Duration>)?
  private let sent = Locked<[NewRideRequest]>([])

  /// Accepts every request when `accepts`, otherwise fails it.
  init(accepts: Bool, latency: Duration = .zero, on clock: (any Clock<Duration>)? = nil) {
    self.accepts = accepts
    self.latency = latency
    self.clock = clock
  }

  /// The requests sent so far, in order.
  var requests: [NewRideRequest] { sent.withLock { $0 } }

  func request(newRide: NewRideRequest) async throws {
    sent.withLock { $0.append(newRide) }
    try await wait(latency, on: clock)
    guard accepts else { throw PickMeUpTestFailure() }
  }
}

/// A location repository that answers each query as `answers` says (results or failure, after a
/// latency), and records every search.
final class PickMeUpTestLocationRepository: LocationRepository {
  /// How the repository answers one query.
  struct Answer: Sendable {
    var results: [NamedLocation]?
    var latency: Duration = .zero
  }

  private let answers: [String: Answer]
  private let clock: (any Clock<Duration>)?
  private let searched = Locked<[(query: String, pickup: Location)]>([])

  /// Answers each query from `answers` (nil results: failure; an unknown query: no results).
  init(_ answers: [String: Answer] = [:], on clock: (any Clock<Duration>)? = nil) {
    self.answers = answers
    self.clock = clock
  }

  /// The searches so far, in order.
  var searches: [(query: String, pickup: Location)] { searched.withLock { $0 } }

  func searchForLocations(using query: String, pickupLocation: Location) async throws
    -> [NamedLocation]
  {
    searched.withLock { $0.append((query, pickupLocation)) }
    let answer = answers[query] ?? Answer(results: [])
    try await wait(answer.latency, on: clock)
    guard let results = answer.results else { throw PickMeUpTestFailure() }
    return results
  }
}

/// A ride-option repository that answers with `options`, or fails when they are nil.
final class PickMeUpTestRideOptionRepository: RideOptionRepository {
  private let options: [RideOption]?
  private let read = Locked<[Location]>([])

  /// Answers every read with `options`, or fails when `nil`.
  init(options: [RideOption]?) {
    self.options = options
  }

  /// The pickup locations read so far, in order.
  var reads: [Location] { read.withLock { $0 } }

  func readRideOptions(availableAt pickupLocation: Location) async throws -> [RideOption] {
    read.withLock { $0.append(pickupLocation) }
    guard let options else { throw PickMeUpTestFailure() }
    return options
  }
}

/// Stands in for every responder of the pick-me-up flow and records each call, in order;
/// `onCall` runs inside each call, so a test can look at a view model at that moment.
@MainActor
final class PickMeUpRecordingResponder: DropoffLocationDeterminedResponder,
  RideOptionDeterminedResponder, CancelDropoffLocationSelectionResponder,
  NewRideRequestAcceptedResponder
{
  /// The calls so far, such as `pickUpUser(in: wallabee)`.
  private(set) var calls: [String] = []
  /// Runs inside every call, after it is recorded.
  var onCall: (() -> Void)?

  private func record(_ call: String) {
    calls.append(call)
    onCall?()
  }

  func dropOffUser(at location: Location) { record("dropOffUser(at: \(location.id))") }
  func pickUpUser(in rideOptionID: RideOptionID) { record("pickUpUser(in: \(rideOptionID))") }
  func cancelDropoffLocationSelection() { record("cancelDropoffLocationSelection()") }
  func newRideRequestAccepted() { record("newRideRequestAccepted()") }
}
