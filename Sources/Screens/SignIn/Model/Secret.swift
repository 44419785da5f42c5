/// A password, or any text that must never be shown: it describes, prints and dumps itself as
/// `•••`.
///
/// ```swift
/// let password: Secret = "hunter2"
/// print(password)            // •••
/// password.revealed          // "hunter2", for the one place that must send it
/// ```
///
/// In the book, `Secret` is a `typealias` for `String`. Here it is a wrapper, so a password the
/// user typed never reaches a log, a crash report or a test's failure message by accident; the
/// requests that must send it read ``revealed``.
public struct Secret: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The text shown wherever a secret would be printed.
  public static let mask = "•••"

  /// The secret text. Read it only to send it.
  public let revealed: String

  /// Wraps `value`.
  public init(_ value: String) {
    self.revealed = value
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// `true` when the secret is the empty string.
  public var isEmpty: Bool { revealed.isEmpty }
}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  public var description: String { Self.mask }
  public var debugDescription: String { Self.mask }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
