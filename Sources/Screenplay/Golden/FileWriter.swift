#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file through a buffer, for histories too long to hold as one string. Nothing is
/// visible at `path` until ``finish()`` renames the temporary file it writes into place (see
/// ``TemporaryFile`` for where that file is).
final class FileWriter {
  private let path: String
  private let temporary: String
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var finished = false

  /// Starts writing the file at `path` (its folder must exist), in a temporary file in
  /// `temporaryFolder` (absolute) when it can be there, else beside it.
  init(path: String, temporaryFolder: String? = nil) throws(FileError) {
    self.path = path
    temporary = TemporaryFile.path(for: path, in: temporaryFolder)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileError(errno: errno) }
    self.descriptor = descriptor
    buffer.reserveCapacity(FileLines.chunkSize)
  }

  /// Removes the temporary file of a writer that did not finish.
  deinit {
    if !finished {
      close(descriptor)
      unlink(temporary)
    }
  }

  /// Appends `text`.
  func write(_ text: String) throws(FileError) {
    buffer += text.utf8
    if buffer.count >= FileLines.chunkSize { try flush() }
  }

  /// Appends `bytes`.
  func write(_ bytes: ArraySlice<UInt8>) throws(FileError) {
    buffer += bytes
    if buffer.count >= FileLines.chunkSize { try flush() }
  }

  /// Writes what is buffered, closes the file and moves it to `path`.
  func finish() throws(FileError) {
    try flush()
    finished = true
    let closed = close(descriptor)
    guard closed == 0 else {
      let error = FileError(errno: errno)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = FileError(errno: errno)
      unlink(temporary)
      throw error
    }
  }

  private func flush() throws(FileError) {
    let failed = buffer.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor) }
    if failed != 0 { throw FileError(errno: failed) }
    buffer.removeAll(keepingCapacity: true)
  }
}
