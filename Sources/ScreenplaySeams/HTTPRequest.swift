import Foundation

/// An HTTP request as the app's services build it, independent of `URLSession`.
///
/// ```swift
/// HTTPRequest(method: .post, url: URL(string: "https://api.koober.com/login")!, body: json)
/// ```
public struct HTTPRequest: Sendable, Hashable {
  /// The HTTP method, such as `GET` or `POST`.
  public var method: HTTPMethod
  /// The absolute URL, including any query items.
  public var url: URL
  /// Header fields. Names are compared as written.
  public var headers: [String: String]
  /// The body, if any (for JSON APIs, UTF-8 JSON).
  public var body: Data?

  /// Creates a request.
  public init(method: HTTPMethod, url: URL, headers: [String: String] = [:], body: Data? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}

/// An HTTP method name, such as `GET`.
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The method as sent on the wire, upper case.
  public var rawValue: String

  /// Creates a method from its name; the name is upper-cased.
  public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

  public var description: String { rawValue }

  /// `GET`
  public static let get = HTTPMethod(rawValue: "GET")
  /// `POST`
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`
  public static let delete = HTTPMethod(rawValue: "DELETE")
}
