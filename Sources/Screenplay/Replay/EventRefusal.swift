/// Why a scene cannot apply an event now: the error the replay reports at the event's line.
public struct EventRefusal: Sendable, Hashable {
  /// What is wrong, such as `'SignIn.signIn.tap' is for SignIn, which is not on screen`.
  public var message: String
  /// How to fix the log.
  public var hint: String

  /// Creates a refusal.
  public init(message: String, hint: String) {
    self.message = message
    self.hint = hint
  }
}
