import Foundation
import ScreenplaySeams

/// The app's location search: the Koober server over the injected transport.
///
/// A search is `GET http://localhost:8080/locations` with the query items `query` (as typed,
/// percent-encoded, `&`, `=` and `+` included), `pickupLatitude` and `pickupLongitude` (as Swift
/// prints a `Double`, such as `37.7749`), in that order; a 2xx answer's body is a JSON array of
/// ``NamedLocation``. Any other status throws ``KooberRideAPIError/httpError(statusCode:)``, a
/// body that is not such an array throws ``KooberRideAPIError/undecodableResponse(statusCode:)``,
/// and transport failures are rethrown as they come.
public struct KooberLocationRepository: LocationRepository {
  /// What a query value may hold unencoded: what a URL query allows, less `&`, `=` and `+`, so
  /// no server reads a typed `a+b` as `a b` or splits the value.
  private static let valueAllowed = CharacterSet.urlQueryAllowed.subtracting(
    CharacterSet(charactersIn: "&=+"))

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

  public func searchForLocations(using query: String, pickupLocation: Location) async throws
    -> [NamedLocation]
  {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("locations"), resolvingAgainstBaseURL: false)!
    components.percentEncodedQueryItems = [
      ("query", query),
      ("pickupLatitude", "\(pickupLocation.latitude)"),
      ("pickupLongitude", "\(pickupLocation.longitude)"),
    ].map { name, value in
      URLQueryItem(
        name: name, value: value.addingPercentEncoding(withAllowedCharacters: Self.valueAllowed))
    }
    let response = try await transport.send(HTTPRequest(method: .get, url: components.url!))
    return try KooberRideAPIError.decoded([NamedLocation].self, from: response)
  }
}
