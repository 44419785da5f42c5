/// One event log to verify: `Tests/EventLogs/<screen>/<name>.log`.
public struct LogCase: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The screen folder, such as `SignIn`.
  public var screen: String
  /// The log name without `.log`, such as `wrong-password`.
  public var name: String

  /// Creates a case.
  public init(screen: String, name: String) {
    self.screen = screen
    self.name = name
  }

  /// Parses `SignIn/wrong-password.log` (relative to `Tests/EventLogs`); `nil` for other shapes.
  init?(relativePath: String) {
    let parts = relativePath.split(separator: "/").map(String.init)
    guard parts.count == 2, parts[1].hasSuffix(".log"), parts[1].count > 4 else { return nil }
    self.init(screen: parts[0], name: String(parts[1].dropLast(4)))
  }

  /// `SignIn/wrong-password`: the id filters match against.
  public var id: String { "\(screen)/\(name)" }

  /// The log path relative to the package root.
  public var logPath: String { "\(Project.eventLogs)/\(screen)/\(name).log" }

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
