import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches forecasts the way services were written before Swift concurrency: a session of its
/// own, made with its own configuration, and a completion handler called on the session's queue.
///
/// `fetch(city:completion:)` sends `GET https://api.forecast.example/v1/forecast?city=<city>`
/// and calls `completion` with the decoded ``Forecast``, or with the error: the `URLError` for a
/// transport failure, ``ForecastError/status(_:)`` for a status outside 2xx, and
/// ``ForecastError/undecodable`` for a body that is not a forecast.
public final class ForecastService: Sendable {
  private let session: URLSession
  private let baseURL = "https://api.forecast.example/v1/forecast"

  /// Creates the service with a session of its own: no cookies, no cache on disk, a ten-second
  /// request timeout.
  public init() {
    let configuration = URLSessionConfiguration.default
    configuration.httpCookieStorage = nil
    configuration.timeoutIntervalForRequest = 10
    session = URLSession(configuration: configuration)
  }

  /// Fetches `city`'s forecast; returns the task, which the caller may cancel.
  @discardableResult
  public func fetch(
    city: String, completion: @escaping @Sendable (Result<Forecast, any Error>) -> Void
  ) -> URLSessionDataTask {
    var components = URLComponents(string: baseURL)!
    components.queryItems = [URLQueryItem(name: "city", value: city)]
    let task = session.dataTask(with: components.url!) { data, response, error in
      if let error {
        return completion(.failure(error))
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard (200..<300).contains(status) else {
        return completion(.failure(ForecastError.status(status)))
      }
      guard let data, let forecast = try? JSONDecoder().decode(Forecast.self, from: data) else {
        return completion(.failure(ForecastError.undecodable))
      }
      completion(.success(forecast))
    }
    task.resume()
    return task
  }
}

/// Why a forecast could not be had, besides the network.
public enum ForecastError: Error, Equatable {
  /// The server answered with this status.
  case status(Int)
  /// The body was not a forecast.
  case undecodable
}
