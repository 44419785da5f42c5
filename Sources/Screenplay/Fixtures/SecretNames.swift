/// The names of the query items, JSON members and headers whose values Screenplay never shows:
/// the built-in words (``Redaction/sensitiveWords``), which match any name that contains one,
/// ignoring case (`X-Session-ID`, `refresh_token`), and the names a project adds in
/// `<fixtures>/secret-names.txt` (``fileName``), which match a whole name, ignoring case.
///
/// An added name matches whole so that a short one does not hide more than it says: `key`
/// hides `key` and `KEY`, never `monkey` or `keyboard`. (Docs/Design.md, "Secrets".)
///
/// ```swift
/// let names = SecretNames(["appid", "key"])
/// names.isSecret("AppID")   // true: an added name, whole
/// names.isSecret("monkey")  // false
/// names.isSecret("X-Auth-Token")  // true: a built-in word, anywhere in the name
/// ```
public struct SecretNames: Sendable, Hashable {
  /// The names the project added, lowercased, in the order written.
  public let added: [String]

  /// The built-in words and, matched whole, `added`.
  public init(_ added: [String] = []) {
    var seen: Set<String> = []
    self.added = added.map { $0.lowercased() }.filter { seen.insert($0).inserted }
  }

  /// The file, in the project's fixtures folder, that adds names: one a line, `#` comments.
  public static let fileName = "secret-names.txt"

  /// Whether a value named `name` must never be shown.
  public func isSecret(_ name: String) -> Bool {
    let lower = name.lowercased()
    return Redaction.sensitiveWords.contains { lower.contains($0) } || added.contains(lower)
  }

  /// The names `project` adds in its ``fileName``, if it has one; a malformed line is an error
  /// at its line and column.
  package static func load(_ project: Project) throws(Diagnostic) -> SecretNames {
    let display = project.layout.fixtures + "/" + fileName
    let bytes: [UInt8]?
    do {
      bytes = try FileSystem.readBytes(at: project.absolute(display))
    } catch {
      throw Diagnostic(
        path: display, line: 1, column: 1, message: "cannot read the secret names: \(error)",
        hint: error.hint)
    }
    guard let bytes else { return SecretNames() }
    return try parse(bytes, path: display)
  }

  /// The names in a ``fileName``'s `bytes`: one a line, spaces around it ignored; an empty line
  /// or one starting with `#` holds none.
  static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> SecretNames {
    var names: [String] = []
    for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let text = String(validating: line, as: UTF8.self) else {
        throw Diagnostic(
          path: path, line: index + 1, column: 1, message: "the line is not UTF-8 text",
          hint: "write each secret name on a line of its own, in UTF-8")
      }
      let leading = text.prefix { $0 == " " || $0 == "\t" }.count
      var name = Substring(text.dropFirst(leading))
      while let last = name.last, last == " " || last == "\t" || last == "\r" {
        name = name.dropLast()
      }
      guard !name.isEmpty, !name.hasPrefix("#") else { continue }
      if let bad = name.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "=" }) {
        let column = leading + name.distance(from: name.startIndex, to: bad) + 1
        throw Diagnostic(
          path: path, line: index + 1, column: column,
          message: "a secret name is one word, without spaces or '='",
          hint:
            "write the name alone, such as 'appid' for ?appid=…; put each name on a line of its own"
        )
      }
      if let bad = name.unicodeScalars.firstIndex(where: { LineBreaks.contains($0.value) }) {
        let column =
          leading
          + name.unicodeScalars.distance(
            from: name.unicodeScalars.startIndex, to: bad) + 1
        throw Diagnostic(
          path: path, line: index + 1, column: column,
          message: "a secret name holds a control character",
          hint: "write the name as the request spells it, in visible characters")
      }
      names.append(String(name))
    }
    return SecretNames(names)
  }
}
