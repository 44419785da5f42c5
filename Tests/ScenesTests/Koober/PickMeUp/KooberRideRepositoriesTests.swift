import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Koober ride endpoints over HTTP")
struct KooberRideRepositoriesTests {
  private static let rideRequest = NewRideRequest(
    waypoints: PickMeUpTestData.waypoints, rideOptionID: "wallabee")

  private static let locationsJSON =
    #"[{"location":{"id":"chinatown","latitude":37.7941,"longitude":-122.4078},"#
    + #""name":"Chinatown"}]"#

  private static let rideOptionsJSON =
    #"[{"id":"wallabee","name":"Wallabee"},{"id":"wallaroo","name":"Wallaroo"},"#
    + #"{"id":"kangaroo","name":"Kangaroo"}]"#

  // MARK: - Ride requests

  @Test("a ride request is posted as sorted JSON to /rides with the user's token")
  func rideRequestShape() async throws {
    let transport = CannedTransport(status: 201, json: #"{"id":"ride-1"}"#)
    let repository = KooberNewRideRepository(
      userSession: SignInTestData.johnny, transport: transport)

    try await repository.request(newRide: Self.rideRequest)

    let request = try #require(transport.requests.first)
    #expect(transport.requests.count == 1)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "http://localhost:8080/rides")
    #expect(
      request.headers == [
        "Authorization": "Bearer 64652626", "Content-Type": "application/json",
      ])
    #expect(
      SignInTestData.bodyText(request)
        == #"{"rideOptionID":"wallabee","waypoints":{"#
        + #""dropoffLocation":{"id":"chinatown","latitude":37.7941,"longitude":-122.4078},"#
        + #""pickupLocation":{"id":"pickup","latitude":37.7749,"longitude":-122.4194}}}"#)
  }

  @Test("a ride request answered with a non-2xx status throws an HTTP error")
  func rideRequestRejected() async {
    let repository = KooberNewRideRepository(
      userSession: SignInTestData.johnny,
      transport: CannedTransport(status: 409, json: #"{"error":"no_drivers"}"#))

    await #expect(throws: KooberRideAPIError.httpError(statusCode: 409)) {
      try await repository.request(newRide: Self.rideRequest)
    }
  }

  @Test("a ride request's transport failure is rethrown as it came")
  func rideRequestOffline() async {
    let repository = KooberNewRideRepository(
      userSession: SignInTestData.johnny, transport: CannedTransport(failingWith: .offline))

    await #expect(throws: TransportError.offline) {
      try await repository.request(newRide: Self.rideRequest)
    }
  }

  // MARK: - Location search

  @Test("a location search is a GET of /locations with the query and the pickup coordinates")
  func locationSearchShape() async throws {
    let transport = CannedTransport(status: 200, json: Self.locationsJSON)
    let repository = KooberLocationRepository(transport: transport)

    let results = try await repository.searchForLocations(
      using: "Chinatown", pickupLocation: PickMeUpTestData.pickup)

    let request = try #require(transport.requests.first)
    #expect(request.method == .get)
    #expect(
      request.url.absoluteString
        == "http://localhost:8080/locations?query=Chinatown"
        + "&pickupLatitude=37.7749&pickupLongitude=-122.4194")
    #expect(request.headers == [:])
    #expect(request.body == nil)
    #expect(results == [PickMeUpTestData.chinatown])
  }

  @Test("the typed query is percent-encoded, & = and + included")
  func locationQueryEncoding() async throws {
    let transport = CannedTransport(status: 200, json: "[]")
    let repository = KooberLocationRepository(transport: transport)

    let results = try await repository.searchForLocations(
      using: "A&W = 1+1 café", pickupLocation: PickMeUpTestData.pickup)

    #expect(results == [])
    #expect(
      transport.requests.first?.url.query
        == "query=A%26W%20%3D%201%2B1%20caf%C3%A9&pickupLatitude=37.7749&pickupLongitude=-122.4194")
  }

  @Test("a location search answered with a non-2xx status throws an HTTP error")
  func locationSearchFails() async {
    let repository = KooberLocationRepository(transport: CannedTransport(status: 500, json: "{}"))

    await #expect(throws: KooberRideAPIError.httpError(statusCode: 500)) {
      try await repository.searchForLocations(using: "C", pickupLocation: PickMeUpTestData.pickup)
    }
  }

  @Test("a location search whose body is not an array of places throws undecodable")
  func locationSearchUndecodable() async {
    let repository = KooberLocationRepository(
      transport: CannedTransport(status: 200, json: #"{"name":"Chinatown"}"#))

    await #expect(throws: KooberRideAPIError.undecodableResponse(statusCode: 200)) {
      try await repository.searchForLocations(using: "C", pickupLocation: PickMeUpTestData.pickup)
    }
  }

  // MARK: - Ride options

  @Test("ride options are a GET of /rideOptions with the pickup coordinates")
  func rideOptionsShape() async throws {
    let transport = CannedTransport(status: 200, json: Self.rideOptionsJSON)
    let repository = KooberRideOptionRepository(transport: transport)

    let options = try await repository.readRideOptions(availableAt: PickMeUpTestData.pickup)

    let request = try #require(transport.requests.first)
    #expect(request.method == .get)
    #expect(
      request.url.absoluteString
        == "http://localhost:8080/rideOptions?latitude=37.7749&longitude=-122.4194")
    #expect(request.body == nil)
    #expect(options == PickMeUpTestData.rideOptions)
  }

  @Test("ride options answered with a non-2xx status throw an HTTP error")
  func rideOptionsFail() async {
    let repository = KooberRideOptionRepository(
      transport: CannedTransport(status: 503, json: "{}"))

    await #expect(throws: KooberRideAPIError.httpError(statusCode: 503)) {
      try await repository.readRideOptions(availableAt: PickMeUpTestData.pickup)
    }
  }

  @Test("ride options whose body is not an array of options throw undecodable")
  func rideOptionsUndecodable() async {
    let repository = KooberRideOptionRepository(
      transport: CannedTransport(status: 200, json: #"[{"id":"wallabee"}]"#))

    await #expect(throws: KooberRideAPIError.undecodableResponse(statusCode: 200)) {
      try await repository.readRideOptions(availableAt: PickMeUpTestData.pickup)
    }
  }

  @Test("ride options' transport failure is rethrown as it came")
  func rideOptionsTimedOut() async {
    let repository = KooberRideOptionRepository(transport: CannedTransport(failingWith: .timedOut))

    await #expect(throws: TransportError.timedOut) {
      try await repository.readRideOptions(availableAt: PickMeUpTestData.pickup)
    }
  }
}
