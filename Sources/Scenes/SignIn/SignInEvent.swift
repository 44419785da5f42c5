import Screenplay
import ScreenplaySeams

/// What a user does on the sign-in screen, as event logs write it.
///
/// ```text
/// 0.000s  email.type     text="johnny@gmail.com"
/// 0.400s  password.type  text="password"
/// 0.800s  signIn.tap
/// 2.300s  alert.dismiss
/// ```
///
/// A `*.type` event carries the field's whole text after the edit, as the text field's binding
/// delivers it: typing `jo` one key at a time is `text="j"` then `text="jo"`.
public enum SignInEvent: Sendable, Hashable {
  /// The email field's text became `text`.
  case typeEmail(String)
  /// The password field's text became `text`; it never shows.
  case typePassword(Secret)
  /// The Sign In button was tapped.
  case tapSignIn
  /// The alert's OK button was tapped.
  case dismissAlert
}

extension SignInEvent: LoggableEvent {
  public static let vocabulary: [EventSpec<SignInEvent>] = [
    EventSpec(
      "email.type", ["text": .string],
      summary: "types into the Email field; text is the field's whole text after the edit"
    ) { .typeEmail($0.string("text")) },
    EventSpec(
      "password.type", ["text": .secret],
      summary: "types into the Password field; text is the whole (secret) text after the edit"
    ) { .typePassword(Secret($0.string("text"))) },
    EventSpec("signIn.tap", summary: "taps the Sign In button") { _ in .tapSignIn },
    EventSpec("alert.dismiss", summary: "taps OK on the \"Sign In Failed\" alert") { _ in
      .dismissAlert
    },
  ]

  public var logged: LoggedEvent {
    switch self {
    case .typeEmail(let text): LoggedEvent("email.type", ["text": .string(text)])
    case .typePassword(let text): LoggedEvent("password.type", ["text": .secret(text.revealed)])
    case .tapSignIn: LoggedEvent("signIn.tap")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
