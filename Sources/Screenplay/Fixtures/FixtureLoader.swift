import Foundation

/// Reads the fixtures an event log declares, in declared order.
///
/// ```swift
/// let fixtures = try FixtureLoader.load(
///   log: log, fixturesDirectory: "/repo/Tests/Fixtures/SignIn",
///   displayDirectory: "Tests/Fixtures/SignIn")
/// ```
///
/// A name with no file is reported at the log's `fixtures:` line with the nearest existing name;
/// a file that is not valid JSON, or not a valid fixture, is reported at the line and column in
/// the file. A fixture is a regular file in the screen's fixtures folder: a name that isn't a
/// file name there, a symbolic link (never followed), a pipe or a device is an error, and
/// nothing of what isn't a regular file there is read.
public enum FixtureLoader {
  /// The fixtures of every name in `log.fixtures`, in order; a file holding an array gives its
  /// fixtures in array order.
  ///
  /// - Parameters:
  ///   - log: The log whose `fixtures:` header names the files.
  ///   - fixturesDirectory: The absolute directory holding the screen's fixture files.
  ///   - displayDirectory: The same directory as messages show it, such as
  ///     `Tests/Fixtures/SignIn`.
  package static func load(
    log: EventLog, fixturesDirectory: String, displayDirectory: String
  ) throws(Diagnostic) -> [Fixture] {
    try loadSet(log: log, fixturesDirectory: fixturesDirectory, displayDirectory: displayDirectory)
      .http
  }

  /// Everything `log.fixtures` names: the HTTP fixtures in order and its store fixtures as one.
  package static func loadSet(
    log: EventLog, fixturesDirectory: String, displayDirectory: String
  ) throws(Diagnostic) -> FixtureSet {
    try loadSet(
      log: log, fixturesDirectory: fixturesDirectory, displayDirectory: displayDirectory,
      readAhead: nil)
  }

  /// Like ``loadSet(log:fixturesDirectory:displayDirectory:)``, taking the files `readAhead`
  /// opened (see ``files(of:in:folderIsReadable:)``). With `folderChecked`, the caller has found
  /// that `fixturesDirectory` is no symbolic link (``FixtureFile/isReadable(folder:)``).
  static func loadSet(
    log: EventLog, fixturesDirectory: String, displayDirectory: String, readAhead: ReadAhead?,
    folderChecked: Bool = false
  ) throws(Diagnostic) -> FixtureSet {
    var set = FixtureSet()
    // The store fixture that set each value, suite and how writes go: the log's store fixtures
    // add up, and none may set again what another did.
    var claimedBy: [StoreClaim: String] = [:]
    for name in log.fixtures {
      guard LogSyntax.isName(name) else {
        throw outsideName(name, log: log, displayDirectory: displayDirectory)
      }
      let path = file(name, in: fixturesDirectory)
      let display = file(name, in: displayDirectory)
      guard
        let bytes = try read(
          path, in: fixturesDirectory, display: display, readAhead, folderChecked: folderChecked)
      else {
        throw FixtureLoader.missingFixture(
          name, log: log, fixturesDirectory: fixturesDirectory, displayDirectory: displayDirectory)
      }
      let decoder = try decoder(bytes, name: name, path: display)
      guard let storeKey = decoder.storeKey else {
        set.http += try decoder.fixtures()
        continue
      }
      let store = try decoder.storeFixture()
      for claim in store.claims {
        if let first = claimedBy[claim] {
          throw decoder.failure(claim.conflict(first: first), at: storeKey)
        }
        claimedBy[claim] = name
      }
      set.add(store: store)
    }
    try addDefaults(of: log, to: &set, claimedBy: claimedBy)
    return set
  }

  /// The fixtures in one file's bytes; `name` is the file name without `.json` and `path` the
  /// file as messages show it.
  public static func decode(_ bytes: [UInt8], name: String, path: String) throws(Diagnostic)
    -> [Fixture]
  {
    try decoder(bytes, name: name, path: path).fixtures()
  }

  private static func decoder(_ bytes: [UInt8], name: String, path: String) throws(Diagnostic)
    -> FixtureDecoder
  {
    do {
      return FixtureDecoder(tape: try JSONParser.parse(bytes), name: name, path: path)
    } catch {
      throw error.diagnostic(path: path, bytes: bytes)
    }
  }

  /// The files `log`'s fixtures would be read from in `fixturesDirectory`: none where the folder
  /// is a symbolic link or a name is no file name, which the load then reports. The folder is
  /// checked here unless the caller says what it found (`folderIsReadable`).
  static func files(
    of log: EventLog, in fixturesDirectory: String, folderIsReadable: Bool? = nil
  ) -> [String] {
    guard folderIsReadable ?? FixtureFile.isReadable(folder: fixturesDirectory) else { return [] }
    return log.fixtures.filter(LogSyntax.isName).map { file($0, in: fixturesDirectory) }
  }

  private static func file(_ name: String, in directory: String) -> String {
    FileSystem.path(directory, name, ending: ".json")
  }

  private static func read(
    _ path: String, in folder: String, display: String, _ readAhead: ReadAhead?,
    folderChecked: Bool
  ) throws(Diagnostic) -> [UInt8]? {
    do {
      return try FixtureFile.bytes(
        at: path, in: folder, readAhead: readAhead, folderChecked: folderChecked)
    } catch {
      let folder = String(display[..<(display.lastIndex(of: "/") ?? display.startIndex)])
      let (message, hint) = explanation(error, folder: folder)
      throw Diagnostic(path: display, line: 1, column: 1, message: message, hint: hint)
    }
  }

  /// The message and hint for a fixture file in `folder` (as displayed) that can't be read.
  private static func explanation(_ problem: FixtureFile.Problem, folder: String)
    -> (message: String, hint: String)
  {
    switch problem {
    case .symbolicLink:
      (
        "the fixture is a symbolic link; a fixture must be a regular file in \(folder)",
        "replace the link with the fixture's own JSON file (links are not followed:"
          + " what it points to was not read)"
      )
    case .folderIsSymbolicLink:
      (
        "the fixtures folder \(folder) is a symbolic link; fixtures must be regular files in it",
        "replace the link with a folder holding the fixture files (links are not followed)"
      )
    case .notAFile("a folder"):
      ("the fixture is a folder, not a file", "rename the folder or remove it")
    case .notAFile(let kind):
      (
        "the fixture is \(kind), not a regular file; it was not read",
        "replace it with a JSON file (see Docs/FixtureFormat.md)"
      )
    case .unreadable(let error): ("cannot read the fixture: \(error)", error.hint)
    }
  }
}
