import Foundation

/// An HTTP response: status, headers and body.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code, such as `200`.
  public var statusCode: Int
  /// Header fields.
  public var headers: [String: String]
  /// The body bytes.
  public var body: Data

  /// Creates a response.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// `true` for status codes 200 through 299.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
