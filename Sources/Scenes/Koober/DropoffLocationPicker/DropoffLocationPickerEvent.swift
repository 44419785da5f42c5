import Screenplay

/// What a user does in the drop-off picker.
enum DropoffLocationPickerEvent: LoggableEvent {
  /// The search field's text became `text`.
  case typeSearch(String)
  /// The result named `name` was tapped.
  case tapResult(String)
  /// Cancel was tapped.
  case tapCancel
  /// OK on the "Location Error" alert.
  case dismissAlert

  static let vocabulary = [
    EventSpec<DropoffLocationPickerEvent>(
      "search.type", ["text": .string],
      summary: "types into the search field; text is its whole text after the edit"
    ) { .typeSearch($0.string("text")) },
    EventSpec<DropoffLocationPickerEvent>(
      "result.tap", ["name": .string], summary: "taps the result named name"
    ) { .tapResult($0.string("name")) },
    EventSpec<DropoffLocationPickerEvent>("cancel.tap", summary: "taps Cancel") { _ in
      .tapCancel
    },
    EventSpec<DropoffLocationPickerEvent>(
      "alert.dismiss", summary: "taps OK on the \"Location Error\" alert"
    ) { _ in .dismissAlert },
  ]

  var logged: LoggedEvent {
    switch self {
    case .typeSearch(let text): LoggedEvent("search.type", ["text": .string(text)])
    case .tapResult(let name): LoggedEvent("result.tap", ["name": .string(name)])
    case .tapCancel: LoggedEvent("cancel.tap")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
