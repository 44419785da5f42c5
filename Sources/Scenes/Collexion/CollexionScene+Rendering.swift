import Foundation
import Screenplay
import Screens

extension CollexionScene {
  /// Draws the home list and, when presented, the editor's sheet over it:
  ///
  /// ```text
  /// Your Collexion
  ///   [Add]
  ///   apple  n.  A round fruit.
  ///   sheet "New Word"
  ///     [Cancel]
  ///     [Add] (disabled)
  ///     Title: "pear" (focused)
  ///     Definition: (placeholder "Definition")
  ///     Part of Speech: (none)
  /// ```
  ///
  /// Each word is one line, `title  abbreviation  definition`, with line breaks shown as `\n`.
  /// While an upload runs the sheet ends with `(spinner: uploading)`; a failure adds the alert
  /// `"Failed to Upload"` with the error's description and `[Dismiss]`.
  public func render(into canvas: inout Canvas) {
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
