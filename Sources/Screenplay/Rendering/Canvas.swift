import Foundation
public import ScreenplaySeams

/// Builds the text form of a screen, one control per line, so every screen reads alike.
///
/// The canvas owns escaping: whatever string a screen renders (a title, a label, a value, a
/// text), each line it writes is one readable line of a golden. Line breaks, tabs, a `\r` and
/// other control characters show as escapes (`\n`, `\t`, `\u{D}`), so no rendered string can
/// split a line, end one invisibly, or make a golden that doesn't read back.
///
/// ```swift
/// var canvas = Canvas()
/// canvas.title("Sign In")
/// canvas.textField("Email", text: "", placeholder: "Email")
/// canvas.secureField("Password", secret: "hunter2", placeholder: "Password", enabled: false)
/// canvas.button("Sign In")
/// canvas.lines
/// // Sign In
/// //   Email: (placeholder "Email")
/// //   Password: ••• (disabled)
/// //   [Sign In]
/// ```
public struct Canvas: Sendable {
  /// The lines written so far.
  public private(set) var lines: [String] = []
  private var depth = 0
  /// The lines of the render before this one: a line whose bytes are those of the line at its
  /// position there is that string again, not a new one.
  private var previous: [String] = []

  /// Creates an empty canvas.
  public init() {
    lines.reserveCapacity(Self.linesAhead)
  }

  /// Creates an empty canvas for a render that follows one of `previous`.
  ///
  /// A replay renders its screen after every event and every wake-up, and most lines read as
  /// they did the time before: such a line takes the earlier string instead of being made again
  /// (an allocation, and a free once the render is dropped), and comparing the two renders
  /// finds the same strings.
  init(following previous: [String]) {
    self.init()
    self.previous = previous
  }

  /// Room for lines made when a canvas is created: enough for most screens, so that the lines'
  /// array is made once per render rather than grown four times.
  private static let linesAhead = 16

  /// Bytes of a line written on the stack: most controls' lines fit; a longer one is finished
  /// as a `String`.
  private static let lineBytes = 256

  /// A heading; what follows is indented under it.
  public mutating func title(_ text: String) {
    write(text)
    depth += 1
  }

  /// A plain line of text; a line break in it shows as `\n`.
  public mutating func text(_ text: String) {
    write(text)
  }

  /// `label: value` on one line.
  public mutating func value(_ label: String, _ value: String) {
    writeLine {
      $0.appendOneLine(label)
      $0.append(": ")
      $0.appendOneLine(value)
    }
  }

  /// A text field: its text quoted, or its placeholder when empty, then its flags.
  public mutating func textField(
    _ label: String, text: String, placeholder: String, enabled: Bool = true, focused: Bool = false
  ) {
    writeField(
      label, isEmpty: text.isEmpty, placeholder: placeholder, enabled: enabled, focused: focused
    ) { $0.appendQuoted(text) }
  }

  /// A secure field: `•••` when it holds text, its placeholder when empty. The text never shows.
  public mutating func secureField(
    _ label: String, secret: Secret, placeholder: String, enabled: Bool = true,
    focused: Bool = false
  ) {
    writeField(
      label, isEmpty: secret.isEmpty, placeholder: placeholder, enabled: enabled, focused: focused
    ) { $0.append(Secret.mask) }
  }

  /// A button: `[Title]`, with `(disabled)` when it cannot be tapped.
  public mutating func button(_ title: String, enabled: Bool = true) {
    writeLine {
      $0.append("[")
      $0.appendOneLine(title)
      $0.append("]")
      $0.append(Self.flags(enabled: enabled, focused: false))
    }
  }

  /// An activity indicator: a line while it animates, nothing when stopped.
  public mutating func activityIndicator(animating: Bool, label: String = "loading") {
    guard animating else { return }
    writeLine {
      $0.append("(spinner: ")
      $0.appendOneLine(label)
      $0.append(")")
    }
  }

  /// A modal alert with its title, its message one line per line of text, and its buttons.
  public mutating func alert(title: String, message: String, buttons: [String]) {
    writeLine {
      $0.append("alert ")
      $0.appendQuoted(title)
    }
    nested {
      for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        $0.write(String(line))
      }
      $0.write(buttons.map { "[\($0)]" }.joined(separator: " "))
    }
  }

  /// A group whose lines are indented under `heading`.
  public mutating func section(_ heading: String, _ body: (inout Canvas) -> Void) {
    write(heading)
    nested(body)
  }

  /// Lines written by `body`, indented one level; a ``title(_:)`` inside indents only what
  /// follows it within `body`.
  public mutating func nested(_ body: (inout Canvas) -> Void) {
    scoped {
      $0.depth += 1
      body(&$0)
    }
  }

  /// Lines written by `body` at the current depth; a ``title(_:)`` inside indents only what
  /// follows it within `body`. One screen's render inside another's uses it.
  public mutating func scoped(_ body: (inout Canvas) -> Void) {
    let outer = depth
    body(&self)
    depth = outer
  }

  /// Appends `text`, as one line (see ``oneLine(_:)``), at the current depth; an empty line
  /// stays empty, so goldens never end a line in spaces that editors would strip.
  private mutating func write(_ text: String) {
    guard depth > 0, !text.isEmpty else { return lines.append(Self.oneLine(text)) }
    writeLine { $0.appendOneLine(text) }
  }

  /// Appends the line `body` writes after the current depth's indentation. Each control's line
  /// is written as UTF-8 into one buffer on the stack and made a string once: a render writes
  /// every line of every step, and appending each part to a `String` cost several times what
  /// copying its bytes does. What `body` appends must already be one line: its parts go through
  /// ``oneLine(_:)`` (`appendOneLine`) or are quoted.
  private mutating func writeLine(_ body: (inout LineBytes) -> Void) {
    let depth = depth
    let line = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.lineBytes) { buffer in
      var line = LineBytes(buffer)
      // Hot path: see "Performance idioms" in Docs/Design.md.
      var level = 0
      while level < depth {
        line.append("  ")
        level += 1
      }
      body(&line)
      let position = lines.count
      if position < previous.count, line.holds(previous[position]) { return previous[position] }
      return line.string
    }
    lines.append(line)
  }

  /// A field's line: `label: `, what `shown` writes or `(placeholder "text")` when the field is
  /// empty, then its flags.
  private mutating func writeField(
    _ label: String, isEmpty: Bool, placeholder: String, enabled: Bool, focused: Bool,
    shown: (inout LineBytes) -> Void
  ) {
    writeLine {
      $0.appendOneLine(label)
      $0.append(": ")
      if isEmpty {
        $0.append("(placeholder ")
        $0.appendQuoted(placeholder)
        $0.append(")")
      } else {
        shown(&$0)
      }
      $0.append(Self.flags(enabled: enabled, focused: focused))
    }
  }

  private static func flags(enabled: Bool, focused: Bool) -> StaticString {
    switch (enabled, focused) {
    case (true, false): ""
    case (true, true): " (focused)"
    case (false, false): " (disabled)"
    case (false, true): " (disabled, focused)"
    }
  }
}

extension Canvas {
  /// `text` as one line of a golden: a line break as `\n`, a tab as `\t`, and any other control
  /// character, line or paragraph separator as `\u{…}`; everything else as it is.
  ///
  /// `"Saved\r"` → `Saved\u{D}`; `"a\nb"` → `a\nb` (a backslash and an `n`).
  public static func oneLine(_ text: String) -> String {
    // This runs for every line of every step: one scan of the UTF-8 bytes decides, and almost
    // every line is returned as it is.
    guard !LineBreaks.none(in: text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where LineBreaks.contains(scalar.value):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
