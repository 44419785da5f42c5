import Foundation
import ScreenplaySeams

/// The app's ride options: the Koober server over the injected transport.
///
/// Reading them is `GET http://localhost:8080/rideOptions` with the query items `latitude` and
/// `longitude` of the pickup location (as Swift prints a `Double`, such as `37.7749`), in that
/// order; a 2xx answer's body is a JSON array of ``RideOption``. Any other status throws
/// ``KooberRideAPIError/httpError(statusCode:)``, a body that is not such an array throws
/// ``KooberRideAPIError/undecodableResponse(statusCode:)``, and transport failures are rethrown as
/// they come.
public struct KooberRideOptionRepository: RideOptionRepository {
  // MARK: - Properties
  private let transport: any HTTPTransport
  private let baseURL: URL

  // MARK: - Methods
  /// Creates the repository over `transport`, talking to `baseURL`.
  public init(
    transport: any HTTPTransport, baseURL: URL = KooberCloudAuthRemoteAPI.defaultBaseURL
  ) {
    self.transport = transport
    self.baseURL = baseURL
  }

  public func readRideOptions(availableAt pickupLocation: Location) async throws -> [RideOption] {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("rideOptions"), resolvingAgainstBaseURL: false)!
    components.queryItems = [
      URLQueryItem(name: "latitude", value: "\(pickupLocation.latitude)"),
      URLQueryItem(name: "longitude", value: "\(pickupLocation.longitude)"),
    ]
    let response = try await transport.send(HTTPRequest(method: .get, url: components.url!))
    return try KooberRideAPIError.decoded([RideOption].self, from: response)
  }
}
