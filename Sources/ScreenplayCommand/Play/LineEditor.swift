/// Reads one line from the terminal a key at a time, for `play`: typed characters echo, Backspace
/// erases, Ctrl-U clears the line, Tab completes (see ``PlayCompletion``), Return ends the line,
/// and Ctrl-D on an empty line ends the input. Ctrl-C drops the line typed, or on an empty line
/// ends the input. Escape sequences (arrow keys) are ignored.
@MainActor
struct LineEditor {
  /// What is shown before the line.
  let prompt: String
  /// Writes on standard output at once (see ``Console/writeNow(_:)``).
  let write: (String) -> Void

  private static let tab: UInt8 = 0x09
  private static let returnKeys: Set<UInt8> = [0x0A, 0x0D]
  private static let backspaces: Set<UInt8> = [0x08, 0x7F]
  private static let endOfInput: UInt8 = 0x04
  private static let interrupt: UInt8 = 0x03
  private static let clearLine: UInt8 = 0x15
  private static let escape: UInt8 = 0x1B

  /// The line typed, without its Return; `nil` at the end of input. Tab asks `complete` what
  /// the line so far becomes.
  func read(complete: (String) -> PlayCompletion.Result) -> String? {
    var line: [UInt8] = []
    write(prompt)
    while let byte = Terminal.readByte() {
      switch byte {
      case _ where Self.returnKeys.contains(byte):
        write("\n")
        return String(decoding: line, as: UTF8.self)
      case Self.endOfInput where line.isEmpty, Self.interrupt where line.isEmpty:
        write("\n")
        return nil
      case Self.interrupt:
        write("^C\n")
        line = []
        redraw(line)
      case Self.tab:
        line = Array(tabbed(String(decoding: line, as: UTF8.self), complete).utf8)
      case _ where Self.backspaces.contains(byte):
        line = Array(String(decoding: line, as: UTF8.self).dropLast().utf8)
        redraw(line)
      case Self.clearLine:
        line = []
        redraw(line)
      case Self.escape:
        skipEscapeSequence()
      case 0x20...:
        line.append(byte)
        if byte < 0x80 || String(validating: line, as: UTF8.self) != nil { redraw(line) }
      default:
        break
      }
    }
    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
  }

  /// Completes `line`, listing the candidates under it when Tab cannot decide.
  private func tabbed(_ line: String, _ complete: (String) -> PlayCompletion.Result) -> String {
    let result = complete(line)
    if !result.choices.isEmpty {
      write("\n" + result.choices.joined(separator: "  ") + "\n")
    }
    redraw(Array(result.line.utf8))
    return result.line
  }

  private func redraw(_ line: [UInt8]) {
    write("\r\u{1B}[K" + prompt + String(decoding: line, as: UTF8.self))
  }

  /// Reads the rest of `ESC [ …` up to its final letter.
  private func skipEscapeSequence() {
    guard Terminal.readByte() == UInt8(ascii: "[") else { return }
    while let byte = Terminal.readByte(), !(0x40...0x7E).contains(byte) {}
  }
}
