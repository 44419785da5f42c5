import Foundation
import ScreenplaySeams

/// Why a Koober ride endpoint's answer (ride request, location search, ride options) could not
/// be used.
///
/// Failures below HTTP (offline, timed out) arrive as the transport's `TransportError` instead.
public enum KooberRideAPIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server answered with a status outside 200–299.
  case httpError(statusCode: Int)
  /// The server answered 2xx, but the body is not what the endpoint returns.
  case undecodableResponse(statusCode: Int)

  public var description: String {
    switch self {
    case .httpError(let statusCode):
      "The server answered with status \(statusCode)."
    case .undecodableResponse(let statusCode):
      "The server answered \(statusCode) with a body the app cannot read."
    }
  }
}

extension KooberRideAPIError {
  /// The 2xx `response`'s body decoded as `type`, or the error that says why not.
  static func decoded<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws -> T {
    guard response.isSuccess else { throw httpError(statusCode: response.statusCode) }
    do {
      return try JSONDecoder().decode(type, from: response.body)
    } catch {
      throw undecodableResponse(statusCode: response.statusCode)
    }
  }
}
