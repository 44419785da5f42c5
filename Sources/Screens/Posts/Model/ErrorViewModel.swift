/// What the screen shows about a failed load: the message of the "Error" alert.
public struct ErrorViewModel: Equatable, Sendable {
  /// The alert's message, such as `The Internet connection appears to be offline.`
  public let message: String

  /// Creates an error view model.
  public init(message: String) {
    self.message = message
  }
}
