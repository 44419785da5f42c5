// A copy of the repository's Sources/Scenes/Collexion/CollexionEvent.swift (its types internal here):
// the demo's event vocabulary, so the repository's Collexion logs decode to the same events.

import Screenplay

/// What a user does on the Collexion screens, as event logs write it.
///
/// ```text
/// 0.000s  home.add
/// 0.600s  editor.title         text="apple"
/// 1.200s  editor.definition    text="A round fruit."
/// 1.500s  editor.partOfSpeech  value="noun"
/// 2.000s  editor.add
/// ```
///
/// A text event carries the field's whole text after the edit, as the text editor's binding
/// delivers it. `editor.partOfSpeech` takes a picker row, `noun`, `verb`, `adjective` or
/// `adverb`; the picker can offer nothing else, so any other value is ignored (the log
/// vocabulary types fields but cannot restrict a string to a set).
enum CollexionEvent: Sendable, Hashable {
  /// The home screen's Add (square-and-pencil) button was tapped.
  case tapAddWord
  /// The editor's title field's text became `text`.
  case typeTitle(String)
  /// The editor's definition field's text became `text`.
  case typeDefinition(String)
  /// The picker row named `value` was chosen.
  case pickPartOfSpeech(String)
  /// The editor's Add button was tapped.
  case tapAdd
  /// The editor's Cancel button was tapped.
  case tapCancel
  /// The editor's sheet was swiped down.
  case swipeDownEditor
  /// The alert's Dismiss button was tapped.
  case dismissAlert
}

extension CollexionEvent: LoggableEvent {
  static let vocabulary: [EventSpec<CollexionEvent>] = [
    EventSpec("home.add", summary: "taps Add on the home screen, which opens the editor") { _ in
      .tapAddWord
    },
    EventSpec(
      "editor.title", ["text": .string],
      summary: "types into the editor's word field; text is the field's whole text after the edit"
    ) { .typeTitle($0.string("text")) },
    EventSpec(
      "editor.definition", ["text": .string],
      summary: "types into the editor's Definition field; text is the whole text after the edit"
    ) { .typeDefinition($0.string("text")) },
    EventSpec(
      "editor.partOfSpeech", ["value": .string],
      summary: "picks noun, verb, adjective or adverb in the Part of Speech picker"
    ) { .pickPartOfSpeech($0.string("value")) },
    EventSpec("editor.add", summary: "taps Add in the editor, which saves the word") { _ in
      .tapAdd
    },
    EventSpec("editor.cancel", summary: "taps Cancel in the editor, which closes it") { _ in
      .tapCancel
    },
    EventSpec("editor.swipeDown", summary: "swipes the editor's sheet down, which closes it") {
      _ in .swipeDownEditor
    },
    EventSpec("alert.dismiss", summary: "taps Dismiss on the \"Failed to Upload\" alert") { _ in
      .dismissAlert
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tapAddWord: LoggedEvent("home.add")
    case .typeTitle(let text): LoggedEvent("editor.title", ["text": .string(text)])
    case .typeDefinition(let text): LoggedEvent("editor.definition", ["text": .string(text)])
    case .pickPartOfSpeech(let value):
      LoggedEvent("editor.partOfSpeech", ["value": .string(value)])
    case .tapAdd: LoggedEvent("editor.add")
    case .tapCancel: LoggedEvent("editor.cancel")
    case .swipeDownEditor: LoggedEvent("editor.swipeDown")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
