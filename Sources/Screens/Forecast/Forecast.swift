import Foundation

/// A city's weather now, as the forecast API sends it:
/// `{"city": "Paris", "temperature": 18, "summary": "Sunny"}`.
public struct Forecast: Decodable, Equatable, Sendable {
  /// The city's name.
  public let city: String
  /// The temperature in degrees Celsius.
  public let temperature: Int
  /// A word or two for the sky.
  public let summary: String
}
