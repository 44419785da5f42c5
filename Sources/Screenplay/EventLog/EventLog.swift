/// A parsed event log: the header and the events, in time order.
///
/// Its text form (see `Docs/EventLogFormat.md`):
///
/// ```text
/// screenplay-log 1
/// screen: SignIn
/// fixtures: sign-in-success
///
/// # Johnny signs in with the right password.
/// 0.000s  email.type     text="johnny@gmail.com"
/// 0.400s  password.type  text="password"
/// 0.800s  signIn.tap
/// ```
package struct EventLog: Sendable, Hashable {
  /// The newest format version this build reads and writes.
  package static let currentVersion = 1

  /// The file the log came from, relative to the package root (used in every message).
  package var path: String
  /// The format version the file declares.
  package var version: Int
  /// The scene the log drives, such as `SignIn`.
  package var screen: String
  /// The line of the `screen:` header (1-based), or 0 for a log built in code; errors about the
  /// screen point here.
  package var screenLine: Int
  /// The column of the screen's name on that line (1-based), or 0 for a log built in code.
  package var screenColumn: Int
  /// Fixture names (files under `Tests/Fixtures/<screen>/` without `.json`), in declared order.
  package var fixtures: [String]
  /// The line of the `fixtures:` header (1-based), or 0 when the log declares none; fixture
  /// errors point here.
  package var fixturesLine: Int
  /// The events, in non-decreasing time order.
  package var entries: [LogEntry]
  /// The `defaults:` header: values `UserDefaults.standard` and the store start with, added to
  /// the store fixtures' (`defaults: onboardingSeen=true theme="dark"`).
  package var defaults: [LogField]
  /// The line of the `defaults:` header (1-based), or 0 when the log has none.
  package var defaultsLine: Int

  /// Creates a log.
  package init(
    path: String, version: Int = EventLog.currentVersion, screen: String, fixtures: [String] = [],
    fixturesLine: Int = 0, entries: [LogEntry] = [], screenLine: Int = 0, screenColumn: Int = 0,
    defaults: [LogField] = [], defaultsLine: Int = 0
  ) {
    self.path = path
    self.version = version
    self.screen = screen
    self.screenLine = screenLine
    self.screenColumn = screenColumn
    self.fixtures = fixtures
    self.fixturesLine = fixturesLine
    self.entries = entries
    self.defaults = defaults
    self.defaultsLine = defaultsLine
  }

  /// The log's name: its file name without the `.log` extension.
  package var name: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".log") ? String(file.dropLast(4)) : file
  }
}
