/// One transition of a screen: in state ``from``, ``event`` leads to state ``to``.
///
/// A scene declares its transitions as data (see ``Scene/transitions``), and `screenplay
/// coverage` reports the declared ones no log covers and the covered ones not declared:
///
/// ```swift
/// static let transitions = [
///   Transition("idle", "signIn.tap", "signingIn"),
///   Transition("signingIn", Transition.effect, "signedIn"),
/// ]
/// ```
public struct Transition: Sendable, Hashable, Comparable, Codable {
  /// The event name written for work finishing on its own (a fixture response, a timer).
  public static let effect = "effect"

  /// The state before.
  public var from: String
  /// The vocabulary event sent, or ``effect``.
  public var event: String
  /// The state after the event and the work it caused at that instant.
  public var to: String

  /// Declares that `event` in state `from` leads to state `to`.
  public init(_ from: String, _ event: String, _ to: String) {
    self.from = from
    self.event = event
    self.to = to
  }

  /// Orders by state, then event, then target state.
  public static func < (lhs: Transition, rhs: Transition) -> Bool {
    (lhs.from, lhs.event, lhs.to) < (rhs.from, rhs.event, rhs.to)
  }

  /// `idle · signIn.tap → signingIn`.
  public var text: String { "\(from) · \(event) → \(to)" }
}
