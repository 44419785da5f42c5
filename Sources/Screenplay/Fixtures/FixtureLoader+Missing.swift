import Foundation

extension FixtureLoader {
  /// The error for a name in `fixtures:` with no readable file: at the name in the log, with the
  /// nearest existing fixture.
  static func missingFixture(
    _ name: String, log: EventLog, fixturesDirectory: String, displayDirectory: String
  ) -> Diagnostic {
    let column = nameColumn(
      name, log: log, fixturesDirectory: fixturesDirectory, displayDirectory: displayDirectory)
    let name = Excerpt.of(name)
    let existing = existingNames(in: fixturesDirectory)
    let file = "\(displayDirectory)/\(name).json"
    return Diagnostic(
      path: log.path, line: max(log.fixturesLine, 1),
      column: column,
      message: "no fixture named '\(name)': \(file) does not exist",
      hint: missingHint(name, existing: existing, file: file, displayDirectory: displayDirectory))
  }

  /// The error for a name in `fixtures:` that is no file name in the fixtures folder (one with a
  /// `/`, such as `../../secrets`): only a log built in code can hold one.
  static func outsideName(_ name: String, log: EventLog, displayDirectory: String) -> Diagnostic {
    Diagnostic(
      path: log.path, line: max(log.fixturesLine, 1), column: 1,
      message: "fixture name '\(Excerpt.of(name))' is not a file name in \(displayDirectory)",
      hint:
        "name a fixture by its file in \(displayDirectory) without '.json', using letters,"
        + " digits, '.', '_' and '-'")
  }

  private static func missingHint(
    _ name: String, existing: [String], file: String, displayDirectory: String
  ) -> String {
    if name.hasSuffix(".json"), existing.contains(String(name.dropLast(5))) {
      return "write the name without '.json': \(name.dropLast(5))"
    }
    if let near = Suggestion.nearest(to: name, among: existing) {
      return "did you mean '\(near)'?"
    }
    guard !existing.isEmpty else {
      return "create \(file); \(displayDirectory) has no fixtures yet (see Docs/FixtureFormat.md)"
    }
    let shown = existing.prefix(10).joined(separator: ", ") + (existing.count > 10 ? ", …" : "")
    return "create \(file), or use one of: \(shown)"
  }

  /// Fixture names in `directory`: its `.json` files without the extension, sorted.
  static func existingNames(in directory: String) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The column of `name` on the log's `fixtures:` line, found by reading the log file (its path
  /// is relative to the package root, which `fixturesDirectory` ends in `displayDirectory`
  /// below); 1 when the file or the name cannot be found.
  private static func nameColumn(
    _ name: String, log: EventLog, fixturesDirectory: String, displayDirectory: String
  ) -> Int {
    guard log.fixturesLine > 0 else { return 1 }
    let logFile: String
    if log.path.hasPrefix("/") {
      logFile = log.path
    } else if fixturesDirectory.hasSuffix("/" + displayDirectory) {
      logFile = fixturesDirectory.dropLast(displayDirectory.count) + log.path
    } else {
      return 1
    }
    guard let data = FileManager.default.contents(atPath: logFile) else { return 1 }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard log.fixturesLine <= lines.count else { return 1 }
    return column(of: name, inLine: String(lines[log.fixturesLine - 1])) ?? 1
  }

  /// The 1-based character column of the first token equal to `name` in `line`, where tokens are
  /// separated by spaces, tabs and commas.
  static func column(of name: String, inLine line: String) -> Int? {
    var column = 1
    var tokenStart = 1
    var token = ""
    for character in line + " " {
      if character == " " || character == "\t" || character == "," || character == "\r" {
        if token == name { return tokenStart }
        token = ""
        tokenStart = column + 1
      } else {
        token.append(character)
      }
      column += 1
    }
    return nil
  }
}
