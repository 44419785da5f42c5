import Foundation

/// A failure to show the user, such as the "Sign In Failed" alert.
///
/// Two messages are equal when their ids are, as in the original app: the same text sent twice is
/// two messages. Ids come from the view model's `makeID` (`UUID.init` unless injected), so a
/// replay, which injects counting ids, is deterministic.
public struct ErrorMessage: Sendable, Identifiable {
  /// Identifies this message among others with the same text.
  public let id: UUID
  /// The alert's title, such as `Sign In Failed`.
  public let title: String
  /// The alert's body; may span lines.
  public let message: String

  /// Creates a message.
  public init(id: UUID, title: String, message: String) {
    self.id = id
    self.title = title
    self.message = message
  }
}

extension ErrorMessage: Hashable {
  public static func == (lhs: ErrorMessage, rhs: ErrorMessage) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
