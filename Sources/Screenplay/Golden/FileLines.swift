#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file a chunk at a time, as lines or as runs of bytes, so that a file of any size is
/// read in the same small memory: a million-event log, or the golden of its million steps.
///
/// ```swift
/// guard let lines = try FileLines(path: "/repo/Tests/EventLogs/SignIn/long.log") else { return }
/// while let line = try lines.next() { … }
/// ```
final class FileLines {
  /// How much is read from the file at a time.
  static let chunkSize = 64 * 1024

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  /// Opens the file at `path`; `nil` if there is none.
  init?(path: String) throws(FileError) {
    guard let (descriptor, _) = try FileSystem.openForReading(path) else { return nil }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The next line without its `\n` (a `\r` before it stays), or `nil` after the last. A file
  /// that ends in `\n` has no empty line after it.
  func next() throws(FileError) -> [UInt8]? {
    var searched = start
    while true {
      if let end = buffer[searched...].firstIndex(of: 0x0A) {
        defer { start = end + 1 }
        return Array(buffer[start..<end])
      }
      searched = buffer.count
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return Array(buffer[start...])
      }
      let kept = buffer.count - start
      try fill()
      searched = start + kept
    }
  }

  /// Up to `count` bytes from where reading stopped; fewer only at the end of the file.
  func bytes(_ count: Int) throws(FileError) -> ArraySlice<UInt8> {
    while buffer.count - start < count, !atEnd { try fill() }
    let end = min(start + count, buffer.count)
    defer { start = end }
    return buffer[start..<end]
  }

  /// Drops what was read and appends the next chunk of the file.
  private func fill() throws(FileError) {
    buffer.removeSubrange(0..<start)
    start = 0
    let old = buffer.count
    buffer += repeatElement(0, count: Self.chunkSize)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress! + old, Self.chunkSize)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        buffer.removeSubrange(old...)
        throw FileError(errno: errno)
      }
      buffer.removeSubrange((old + count)...)
      if count == 0 { atEnd = true }
      return
    }
  }
}
