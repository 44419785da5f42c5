public import ScreenplaySeams

// URLSession is in FoundationNetworking on Linux, in Foundation elsewhere.
#if canImport(FoundationNetworking)
  import Foundation
  public import FoundationNetworking
#else
  public import Foundation
#endif

/// The real transport: sends requests with `URLSession` and maps its failures to
/// ``TransportError``.
public struct URLSessionTransport: HTTPTransport {
  private let session: URLSession

  /// Creates a transport over a session (`.shared` by default).
  public init(session: URLSession = .shared) {
    self.session = session
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let (data, response): (Data, URLResponse)
    do {
      (data, response) = try await session.data(for: urlRequest(for: request))
    } catch let error as URLError {
      throw Self.transportError(for: error)
    }
    guard let http = response as? HTTPURLResponse else {
      throw TransportError.other("The response was not HTTP.")
    }
    return HTTPResponse(statusCode: http.statusCode, headers: headers(of: http), body: data)
  }

  private func urlRequest(for request: HTTPRequest) -> URLRequest {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.httpBody = request.body
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    return urlRequest
  }

  private func headers(of response: HTTPURLResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return headers
  }

  static func transportError(for error: URLError) -> TransportError {
    switch error.code {
    case .notConnectedToInternet, .networkConnectionLost: .offline
    case .timedOut: .timedOut
    case .cannotConnectToHost, .cannotFindHost: .cannotConnect
    default: .other(error.localizedDescription)
    }
  }
}
