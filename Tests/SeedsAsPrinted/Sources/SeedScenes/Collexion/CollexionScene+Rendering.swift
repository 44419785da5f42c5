import Foundation
import Screenplay

@testable import CollexionSeed

extension CollexionScene {
  /// Draws the home list and, when presented, the editor's sheet over it, exactly as the demo's
  /// `CollexionScene` does: each word on one line (`title  abbreviation  definition`, line breaks
  /// shown as `\n`), then the sheet's buttons, fields, part of speech, upload spinner and the
  /// "Failed to Upload" alert with the error's description and `[Dismiss]`.
  func render(into canvas: inout Canvas) {
    canvas.title("Your Collexion")
    canvas.button("Add")
    for word in homeViewModel.words {
      canvas.text(Self.row(word))
    }
    if let editor = presentedEditor {
      canvas.section("sheet \"New Word\"") { render(editor, into: &$0) }
    }
  }

  /// One line of the home list: `apple  n.  A round fruit.`
  static func row(_ word: Word) -> String {
    [word.title, word.partOfSpeech.abbreviation, word.definition]
      .map(escapingLineBreaks)
      .joined(separator: "  ")
  }

  private static func escapingLineBreaks(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\r\n", with: "\\r\\n")
      .replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\r")
  }

  private func render(_ editor: EditWordViewModel, into canvas: inout Canvas) {
    canvas.button("Cancel")
    canvas.button("Add", enabled: !editor.isAddButtonDisabled)
    canvas.textField("Title", text: editor.title, placeholder: "word", focused: editor.isFocused)
    canvas.textField("Definition", text: editor.definition, placeholder: "Definition")
    canvas.value("Part of Speech", editor.partOfSpeech?.rawValue ?? "(none)")
    canvas.activityIndicator(animating: editor.isUploading, label: "uploading")
    if isShowingAlert(editor), let error = editor.uploadError {
      canvas.alert(
        title: "Failed to Upload", message: LocalizedErrorText.text(for: error),
        buttons: ["Dismiss"])
    }
  }
}
