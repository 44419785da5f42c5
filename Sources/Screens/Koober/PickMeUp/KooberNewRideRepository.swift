import Foundation
import ScreenplaySeams

/// The app's ride-request repository: the Koober server over the injected transport, on behalf
/// of the signed-in user.
///
/// A request is `POST http://localhost:8080/rides` with the header
/// `Authorization: Bearer <token>` and the ``NewRideRequest`` as JSON, keys sorted:
/// `{"rideOptionID":"wallabee","waypoints":{"dropoffLocation":{…},"pickupLocation":{…}}}`.
/// Any 2xx answer means accepted (its body is ignored); any other status throws
/// ``KooberRideAPIError/httpError(statusCode:)``; transport failures are rethrown as they come.
public struct KooberNewRideRepository: NewRideRepository {
  // MARK: - Properties
  private let userSession: UserSession
  private let transport: any HTTPTransport
  private let baseURL: URL

  // MARK: - Methods
  /// Creates the repository for `userSession`'s user over `transport`, talking to `baseURL`.
  public init(
    userSession: UserSession, transport: any HTTPTransport,
    baseURL: URL = KooberCloudAuthRemoteAPI.defaultBaseURL
  ) {
    self.userSession = userSession
    self.transport = transport
    self.baseURL = baseURL
  }

  public func request(newRide: NewRideRequest) async throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let request = HTTPRequest(
      method: .post, url: baseURL.appendingPathComponent("rides"),
      headers: [
        "Authorization": "Bearer \(userSession.remoteSession.token)",
        "Content-Type": "application/json",
      ],
      body: try encoder.encode(newRide))
    let response = try await transport.send(request)
    guard response.isSuccess else {
      throw KooberRideAPIError.httpError(statusCode: response.statusCode)
    }
  }
}
