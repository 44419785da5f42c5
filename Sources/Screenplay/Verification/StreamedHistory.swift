#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The steps of a streamed replay as they are recorded: each is written to a file beside the
/// pending history, and compared with the golden's bytes at the same place, so neither history
/// is ever held whole.
///
/// A history's text is its header followed by its steps' texts (see ``HistoryFormat``), so the
/// step texts must equal the golden's bytes after its five header lines, and the header, with
/// the final step count, must equal the golden's header.
@MainActor
final class StreamedHistory {
  /// The header of the history being received.
  let header: HistoryHeader
  /// How many steps were received.
  private(set) var count = 0
  private let body: FileWriter
  private let bodyPath: String
  private let golden: FileLines?
  private let goldenHeader: [UInt8]
  private var matches: Bool
  private var writeError: FileError?
  private static var files = 0

  /// Starts receiving, comparing with the golden at `goldenPath` if there is one. The steps go
  /// to a file in the system's temporary folder until ``write(to:)`` needs them.
  init(header: HistoryHeader, goldenPath: String) throws(FileError) {
    self.header = header
    Self.files += 1
    bodyPath = "\(FileSystem.temporaryDirectory)/screenplay-\(getpid())-\(Self.files).steps"
    body = try FileWriter(path: bodyPath)
    golden = try FileLines(path: goldenPath)
    var goldenHeader: [UInt8] = []
    var complete = golden != nil
    for _ in 0..<5 {
      guard let line = try golden?.next() else {
        complete = false
        break
      }
      goldenHeader += line + [0x0A]
    }
    self.goldenHeader = goldenHeader
    matches = complete
  }

  /// Whether a golden existed.
  var hasGolden: Bool { golden != nil }

  /// Writes `step` down and compares it with the golden.
  func add(_ step: Step) {
    let text = HistoryFormat.stepText(step)
    count += 1
    do {
      try body.write(text)
    } catch {
      writeError = writeError ?? error
    }
    guard matches, let golden else { return }
    let utf8 = text.utf8
    matches = (try? golden.bytes(utf8.count).elementsEqual(utf8)) ?? false
  }

  /// Whether the golden holds exactly the history received: every step, nothing after the last,
  /// and the same header.
  func matchesGolden() -> Bool {
    guard matches, let golden, let rest = try? golden.bytes(1), rest.isEmpty else { return false }
    return goldenHeader.elementsEqual(HistoryFormat.headerText(header, steps: count).utf8)
  }

  /// Writes the whole history received (its header, then the steps written so far) to `path`,
  /// atomically (through `temporaryFolder` when it can, see ``TemporaryFile``), and removes the
  /// steps' file.
  func write(to path: String, temporaryFolder: String?) throws(FileError) {
    if let writeError { throw writeError }
    try body.finish()
    defer { unlink(bodyPath) }
    if let slash = path.lastIndex(of: "/") {
      try FileSystem.createDirectories(String(path[..<slash]))
    }
    let file = try FileWriter(path: path, temporaryFolder: temporaryFolder)
    try file.write(HistoryFormat.headerText(header, steps: count))
    guard let steps = try FileLines(path: bodyPath) else { throw FileError(errno: ENOENT) }
    while case let chunk = try steps.bytes(FileLines.chunkSize), !chunk.isEmpty {
      try file.write(chunk)
    }
    try file.finish()
  }
}
