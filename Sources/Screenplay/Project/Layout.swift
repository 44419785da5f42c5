/// Where a project keeps each kind of file, as paths relative to its root.
///
/// The defaults:
///
/// ```text
/// Tests/EventLogs/<Screen>/<log>.log      event logs
/// Tests/Fixtures/<Screen>/<name>.json     fixture responses and stores
/// Snapshots/<Screen>/<log>.txt            goldens: one whole history per log
/// .screenplay/pending/<Screen>/<log>.txt  received histories awaiting review (not committed)
/// .screenplay/tmp/                        files being written, until renamed (not committed)
/// ```
///
/// A project that keeps them elsewhere says so once, where it builds its ``Project``:
///
/// ```swift
/// let layout = Layout(eventLogs: "Screenplay/Logs", snapshots: "Screenplay/Goldens")
/// ```
public struct Layout: Sendable, Hashable {
  /// The event logs' folder, one subfolder per screen.
  public var eventLogs: String
  /// The fixtures' folder, one subfolder per screen.
  public var fixtures: String
  /// The goldens' folder, one subfolder per screen.
  public var snapshots: String
  /// The pending histories' folder, one subfolder per screen (keep it out of version control).
  public var pending: String
  /// Where files are written before they are renamed into place (keep it out of version
  /// control; it is empty between runs).
  public var temporary: String

  /// A layout; each folder not given keeps its default.
  public init(
    eventLogs: String = "Tests/EventLogs", fixtures: String = "Tests/Fixtures",
    snapshots: String = "Snapshots", pending: String = ".screenplay/pending",
    temporary: String = ".screenplay/tmp"
  ) {
    self.eventLogs = Self.trimmed(eventLogs)
    self.fixtures = Self.trimmed(fixtures)
    self.snapshots = Self.trimmed(snapshots)
    self.pending = Self.trimmed(pending)
    self.temporary = Self.trimmed(temporary)
  }

  /// The default layout.
  public static let standard = Layout()

  /// `folder` without a leading `./` or trailing `/`.
  private static func trimmed(_ folder: String) -> String {
    var folder = Substring(folder)
    while folder.hasPrefix("./") { folder = folder.dropFirst(2) }
    while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
    return String(folder)
  }
}
