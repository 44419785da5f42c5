/// A problem found in one of the user's files, with where it is and what to do about it.
///
/// Its description reads like a compiler's, so terminals and editors can jump to it:
///
/// ```text
/// Tests/EventLogs/SignIn/typo.log:7:8: error: unknown event 'signin.tap'
///   hint: did you mean 'signIn.tap'?
/// ```
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file, as a path relative to the package root where possible.
  public var path: String
  /// The line, counting from 1.
  public var line: Int
  /// The column, counting from 1, in characters.
  public var column: Int
  /// What is wrong, as a sentence fragment without a final period.
  public var message: String
  /// What to do about it, or `nil`.
  public var hint: String?

  /// Creates a diagnostic.
  public init(path: String, line: Int, column: Int, message: String, hint: String? = nil) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.hint = hint
  }

  /// `path:line:column`.
  public var location: String { "\(path):\(line):\(column)" }

  public var description: String {
    let first = "\(location): error: \(message)"
    guard let hint else { return first }
    return first + "\n  hint: " + hint
  }
}
