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
    // Found as bytes through a buffer pointer, and the suffix stripped as a listing strips it.
    let bytes = Array(relativePath.utf8)
    let slash: Int? = bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      var found: Int?
      while index < buffer.count {
        if buffer[index] == 0x2F {  // '/'
          guard found == nil else { return nil }
          found = index
        }
        index += 1
      }
      return found
    }
    guard let slash, slash > 0,
      let name = FileSystem.stem(
        of: String(decoding: bytes[(slash + 1)...], as: UTF8.self), removing: suffix)
    else { return nil }
    self.init(
      screen: String(decoding: bytes[..<slash], as: UTF8.self), name: name, layout: layout)
  }

  /// `SignIn/wrong-password`: the id filters match against.
  public var id: String { "\(screen)/\(name)" }

  /// The log, relative to the package root: `Tests/EventLogs/<Screen>/<name>.log`.
  public var logPath: String { path(in: layout.eventLogs, ending: ".log") }

  /// The golden, relative to the package root: `Snapshots/<Screen>/<name>.txt`.
  public var goldenPath: String { path(in: layout.snapshots, ending: ".txt") }

  /// Where the received history waits for review: `.screenplay/pending/<Screen>/<name>.txt`.
  public var pendingPath: String { path(in: layout.pending, ending: ".txt") }

  /// `<folder>/<screen>/<name><ending>`, joined in place (a run asks for each path several
  /// times per log, and a debug build's string interpolation was a visible part of that).
  func path(in folder: String, ending: String) -> String {
    var path = folder
    path.reserveCapacity(folder.utf8.count + screen.utf8.count + name.utf8.count + 6)
    path += "/"
    path += screen
    path += "/"
    path += name
    path += ending
    return path
  }

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
    return haystack.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        var start = 0
        while start + needle.count <= haystack.count {
          var offset = 0
          while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
          if offset == needle.count { return true }
          start += 1
        }
        return false
      }
    }
  }

  public static func < (lhs: LogCase, rhs: LogCase) -> Bool {
    (lhs.screen, lhs.name) < (rhs.screen, rhs.name)
  }
}
