// A copy of the repository's Sources/Scenes/Posts/PostRow.swift (its types internal here):
// the demo's row text, so the list renders as the demo's does.

/// The one-line text of a list row: `<index>: <title> — <body, cut>`.
///
/// ```swift
/// PostRow.line(index: 0, title: "qui est esse", body: "est rerum tempore vitae\nsequi sint…")
/// // "0: qui est esse — est rerum tempore vitae sequi sint nihil reprehenderit…"
/// ```
///
/// Line breaks become spaces; the body keeps its first ``bodyLength`` characters, then `…`.
/// Characters are counted as Swift `Character`s, so the cut never splits one.
enum PostRow {
  /// How many characters of the body a row shows.
  static let bodyLength = 48

  /// The row for the post at `index`.
  static func line(index: Int, title: String, body: String) -> String {
    "\(index): \(singleLine(title)) — \(preview(body))"
  }

  /// The body's first ``bodyLength`` characters on one line, with `…` when cut.
  static func preview(_ body: String) -> String {
    let text = singleLine(body)
    guard text.count > bodyLength else { return text }
    let cut = text.prefix(bodyLength)
    return String(cut.last == " " ? cut.dropLast() : cut) + "…"
  }

  /// `text` with each line break (`\n`, `\r\n`, `\r`) replaced by a space.
  static func singleLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
