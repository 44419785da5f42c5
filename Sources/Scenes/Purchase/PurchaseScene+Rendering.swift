import Screenplay
import Screens

extension PurchaseScene {
  /// Draws the screen's stack view, top to bottom, as the original storyboard lays it out:
  ///
  /// ```text
  /// Product
  ///   title: "MacBook Pro"
  ///   description: "MacBook Pro elevates the notebook … and more."
  ///   [Purchase] (disabled)
  ///   error: "Your card was declined."
  /// ```
  ///
  /// Label texts are quoted (`\"`, `\\` and line breaks escaped), so every space shows. A hidden
  /// label draws nothing: the error label only while ``PurchaseViewModel/errorTextHidden`` is
  /// `false`, the confirmation label (`confirmation: "Thank you …"`, below it) likewise.
  public func render(into canvas: inout Canvas) {
    canvas.title("Product")
    label("title", viewModel.title, into: &canvas)
    label("description", viewModel.description, into: &canvas)
    canvas.button("Purchase", enabled: viewModel.buttonEnabled)
    if !viewModel.errorTextHidden {
      label("error", viewModel.errorText, into: &canvas)
    }
    if !viewModel.confirmationTextHidden {
      label("confirmation", viewModel.confirmationText, into: &canvas)
    }
  }

  private func label(_ name: String, _ text: String?, into canvas: inout Canvas) {
    canvas.value(name, Self.quoted(text ?? ""))
  }

  /// `text` in double quotes, with `\`, `"` and line breaks escaped to keep it on one line.
  public static func quoted(_ text: String) -> String {
    var quoted = "\""
    for character in text {
      switch character {
      case "\\": quoted += "\\\\"
      case "\"": quoted += "\\\""
      case "\n": quoted += "\\n"
      case "\r\n": quoted += "\\r\\n"
      case "\r": quoted += "\\r"
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }
}
