#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension JobSummary {
  /// Appends `text` to the file at `path`, creating it if need be: a CI job's summary file
  /// collects every step's part, so what is there already stays.
  package static func append(_ text: String, to path: String) throws(WriteFailure) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(errno, path) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw failure(count < 0 ? errno : EIO, path) }
      bytes = bytes.dropFirst(count)
    }
  }

  private static func failure(_ number: Int32, _ path: String) -> WriteFailure {
    WriteFailure(FileError(errno: number), writing: "the job summary", at: path, resolved: path)
  }
}
