import Screenplay
import ScreenplaySeams

/// What a user does on the sign-up screen. A `*.type` event carries the field's whole text
/// after the edit.
enum SignUpEvent: LoggableEvent {
  /// The Name field's text became `text`.
  case typeName(String)
  /// The Nickname field's text became `text`.
  case typeNickname(String)
  /// The Email field's text became `text`.
  case typeEmail(String)
  /// The Mobile Number field's text became `text`.
  case typeMobileNumber(String)
  /// The Password field's text became `text`; it never shows.
  case typePassword(Secret)
  /// Sign Up was tapped.
  case tapSignUp
  /// OK on the "Sign Up Failed" alert.
  case dismissAlert

  static let vocabulary = [
    EventSpec<SignUpEvent>("name.type", ["text": .string], summary: "types into Name") {
      .typeName($0.string("text"))
    },
    EventSpec<SignUpEvent>("nickname.type", ["text": .string], summary: "types into Nickname") {
      .typeNickname($0.string("text"))
    },
    EventSpec<SignUpEvent>("email.type", ["text": .string], summary: "types into Email") {
      .typeEmail($0.string("text"))
    },
    EventSpec<SignUpEvent>(
      "mobileNumber.type", ["text": .string], summary: "types into Mobile Number"
    ) { .typeMobileNumber($0.string("text")) },
    EventSpec<SignUpEvent>(
      "password.type", ["text": .secret], summary: "types into Password (secret)"
    ) { .typePassword(Secret($0.string("text"))) },
    EventSpec<SignUpEvent>("signUp.tap", summary: "taps Sign Up") { _ in .tapSignUp },
    EventSpec<SignUpEvent>("alert.dismiss", summary: "taps OK on the \"Sign Up Failed\" alert") {
      _ in .dismissAlert
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .typeName(let text): LoggedEvent("name.type", ["text": .string(text)])
    case .typeNickname(let text): LoggedEvent("nickname.type", ["text": .string(text)])
    case .typeEmail(let text): LoggedEvent("email.type", ["text": .string(text)])
    case .typeMobileNumber(let text): LoggedEvent("mobileNumber.type", ["text": .string(text)])
    case .typePassword(let text): LoggedEvent("password.type", ["text": .secret(text.revealed)])
    case .tapSignUp: LoggedEvent("signUp.tap")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
