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
/// the file.
public enum FixtureLoader {
  /// The fixtures of every name in `log.fixtures`, in order; a file holding an array gives its
  /// fixtures in array order.
  ///
  /// - Parameters:
  ///   - log: The log whose `fixtures:` header names the files.
  ///   - fixturesDirectory: The absolute directory holding the screen's fixture files.
  ///   - displayDirectory: The same directory as messages show it, such as
  ///     `Tests/Fixtures/SignIn`.
  public static func load(
    log: EventLog, fixturesDirectory: String, displayDirectory: String
  ) throws(Diagnostic) -> [Fixture] {
    try loadSet(log: log, fixturesDirectory: fixturesDirectory, displayDirectory: displayDirectory)
      .http
  }

  /// Everything `log.fixtures` names: the HTTP fixtures in order and at most one store fixture.
  public static func loadSet(
    log: EventLog, fixturesDirectory: String, displayDirectory: String
  ) throws(Diagnostic) -> FixtureSet {
    var set = FixtureSet()
    for name in log.fixtures {
      let file = fixturesDirectory + "/" + name + ".json"
      let display = displayDirectory + "/" + name + ".json"
      guard let bytes = try read(file, display: display) else {
        throw FixtureLoader.missingFixture(
          name, log: log, fixturesDirectory: fixturesDirectory, displayDirectory: displayDirectory)
      }
      let decoder = try decoder(bytes, name: name, path: display)
      guard decoder.isStoreFixture else {
        set.http += try decoder.fixtures()
        continue
      }
      if let first = set.store {
        throw decoder.failure(
          .secondStore(first: first.name), atKey: JSONPath.root.appending("store"))
      }
      set.store = try decoder.storeFixture()
    }
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
      return FixtureDecoder(document: try JSONParser.parseDocument(bytes), name: name, path: path)
    } catch {
      throw error.diagnostic(path: path, bytes: bytes)
    }
  }

  private static func read(_ path: String, display: String) throws(Diagnostic) -> [UInt8]? {
    do {
      return try FileSystem.readBytes(at: path)
    } catch {
      throw Diagnostic(
        path: display, line: 1, column: 1, message: "cannot read the fixture: \(error)",
        hint: error.hint)
    }
  }
}
