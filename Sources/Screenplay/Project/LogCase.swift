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
  public var id: String { screen + "/" + name }

  /// The log, relative to the package root: `Tests/EventLogs/<Screen>/<name>.log`.
  public var logPath: String { path(in: layout.eventLogs, ending: ".log") }

  /// The golden, relative to the package root: `Snapshots/<Screen>/<name>.txt`.
  public var goldenPath: String { path(in: layout.snapshots, ending: ".txt") }

  /// Where the received history waits for review: `.screenplay/pending/<Screen>/<name>.txt`.
  public var pendingPath: String { path(in: layout.pending, ending: ".txt") }

  /// `<folder>/<screen>/<name><ending>`, copied into one string by ``FileSystem`` (a run asks
  /// for each path several times per log).
  func path(in folder: String, ending: String) -> String {
    FileSystem.path(folder, screen, name, ending: ending)
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
    let search = { (haystack: UnsafeBufferPointer<UInt8>) -> Bool in
      needle.withUnsafeBufferPointer { Self.occurs($0, in: haystack) }
    }
    if let found = withLowercasedASCIIID(search) { return found }
    return Array(id.lowercased().utf8).withUnsafeBufferPointer(search)
  }

  /// Whether ``id`` is `text`.
  func hasID(_ text: String) -> Bool {
    Self.idParts(of: text).map { hasID($0) } ?? false
  }

  /// Whether ``id`` is the id whose ``idParts(of:)`` are `parts`: compared part by part, so a
  /// selection splits its filter once rather than building or copying every log's id.
  func hasID(_ parts: (screen: String, name: String)) -> Bool {
    screen == parts.screen && name == parts.name
  }

  /// `text` split at its first slash, as an id is (a screen is a folder's name, which holds
  /// none); `nil` without one. A slash starts no combined character, so the parts are equal to a
  /// log's screen and name exactly when `text` is equal to its id, as strings compare.
  static func idParts(of text: String) -> (screen: String, name: String)? {
    guard let slash = text.utf8.firstIndex(of: 0x2F) else { return nil }
    return (String(text[..<slash]), String(text[text.utf8.index(after: slash)...]))
  }

  private func withLowercasedASCIIID(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool? {
    var screen = screen
    var name = name
    return screen.withUTF8 { screen in
      name.withUTF8 { name in
        let count = screen.count + 1 + name.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { id -> Bool? in
          guard let start = id.baseAddress,
            Self.copyLowercasedASCII(screen, to: start),
            Self.copyLowercasedASCII(name, to: start + screen.count + 1)
          else { return nil }
          start[screen.count] = 0x2F  // '/'
          return body(UnsafeBufferPointer(id))
        }
      }
    }
  }

  /// Copies `part` to `target`, its ASCII capitals lowercased; `false`, having copied some, if it
  /// isn't all ASCII. Indexed through pointers (an idiom of the hot path: see "Performance idioms"
  /// in Docs/Design.md).
  private static func copyLowercasedASCII(
    _ part: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    guard let source = part.baseAddress else { return true }
    var index = 0
    while index < part.count {
      let byte = source[index]
      guard byte < 0x80 else { return false }
      target[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      index += 1
    }
    return true
  }

  /// Whether `needle` occurs in `haystack`.
  private static func occurs(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard needle.count <= haystack.count else { return false }
    guard let needleBase = needle.baseAddress, let haystackBase = haystack.baseAddress else {
      return true  // an empty needle
    }
    var start = 0
    while start + needle.count <= haystack.count {
      var offset = 0
      while offset < needle.count, haystackBase[start + offset] == needleBase[offset] {
        offset += 1
      }
      if offset == needle.count { return true }
      start += 1
    }
    return false
  }

  public static func < (lhs: LogCase, rhs: LogCase) -> Bool {
    (lhs.screen, lhs.name) < (rhs.screen, rhs.name)
  }
}
