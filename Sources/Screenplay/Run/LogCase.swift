/// One event log to verify, such as `Tests/EventLogs/<screen>/<name>.log`, and where its golden
/// and pending history go.
public struct LogCase: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The screen folder, such as `SignIn`.
  public var screen: String
  /// The log name without `.log`, such as `wrong-password`.
  public var name: String
  /// Where the project keeps its files.
  public var layout: Layout

  /// Creates a case.
  public init(screen: String, name: String, layout: Layout = .standard) {
    self.screen = screen
    self.name = name
    self.layout = layout
  }

  /// Parses `SignIn/wrong-password<suffix>` (relative to one of `layout`'s folders); `nil` for
  /// other shapes.
  init?(relativePath: String, suffix: String, layout: Layout) {
    // Compared as bytes: listing a project parses every file name, and counting characters
    // (grapheme breaking) was most of a 2,000-log listing.
    let parts = relativePath.utf8.split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    let ending = suffix.utf8
    guard parts.count == 2, !parts[0].isEmpty, parts[1].count > ending.count,
      parts[1].suffix(ending.count).elementsEqual(ending)
    else { return nil }
    self.init(
      screen: String(decoding: parts[0], as: UTF8.self),
      name: String(decoding: parts[1].dropLast(ending.count), as: UTF8.self), layout: layout)
  }

  /// `SignIn/wrong-password`: the id filters match against.
  public var id: String { "\(screen)/\(name)" }

  /// The log, relative to the package root: `Tests/EventLogs/<Screen>/<name>.log`.
  public var logPath: String { "\(layout.eventLogs)/\(screen)/\(name).log" }

  /// The golden, relative to the package root: `Snapshots/<Screen>/<name>.txt`.
  public var goldenPath: String { "\(layout.snapshots)/\(screen)/\(name).txt" }

  /// Where the received history waits for review: `.screenplay/pending/<Screen>/<name>.txt`.
  public var pendingPath: String { "\(layout.pending)/\(screen)/\(name).txt" }

  public var description: String { id }

  /// Whether `filter` selects this case: a case-insensitive substring of ``id``; `nil` selects all.
  public func matches(_ filter: String?) -> Bool {
    guard let filter, !filter.isEmpty else { return true }
    return matches(lowercasedUTF8: Array(filter.lowercased().utf8))
  }

  /// Whether the lowercased UTF-8 bytes `needle` occur in the lowercased ``id``: a plain byte
  /// search (the generic `String.contains` cost a 2,000-log project a fifth of its run).
  func matches(lowercasedUTF8 needle: [UInt8]) -> Bool {
    let haystack = Array(id.lowercased().utf8)
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  public static func < (lhs: LogCase, rhs: LogCase) -> Bool {
    (lhs.screen, lhs.name) < (rhs.screen, rhs.name)
  }
}
