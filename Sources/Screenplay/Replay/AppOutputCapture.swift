#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Takes what the app writes to standard output while logs replay (a view model's `print`), so
/// that it never mixes with a command's own output and each log's share can end its report.
///
/// Standard output is one descriptor for the whole process, so this is process-wide. While a
/// capture runs, descriptor 1 points at a file no folder names (`tmpfile`); ``take()`` flushes
/// the C library's output buffers (`stdout`'s is where Swift's `print` writes), reads what the file holds
/// and empties it. Replays run one at a time on the main actor, so what a take finds was
/// written by the replay since the last take: the same log gives the same output.
///
/// - A command line calls ``keepApart()`` once: descriptor 1 points at the capture for good,
///   and the command writes its own output on the descriptor returned. What the app writes
///   outside a replay (during the main queue's turn after a batch) is dropped.
/// - Elsewhere (a test process, whose standard output is the test runner's), descriptor 1 is
///   pointed at the capture only while a capture runs, and each take writes what it found on
///   to the real standard output (`echo`), so nothing printed meanwhile, by the app or by
///   another test, is lost.
@MainActor
package final class AppOutputCapture {
  /// The descriptor 1 pointed at before this capture, put back by ``stop()``; -1 when it was
  /// not moved (kept apart for good, or a capture already runs).
  private let restore: Int32
  /// Where each take writes what it found; -1 for nowhere.
  private let echo: Int32
  /// Whether this capture takes anything: not when another one runs, or none could start.
  private let active: Bool
  private var stopped = false

  /// The capture file's descriptor; -1 until first needed.
  private static var file: Int32 = -1
  /// Where standard output went before ``keepApart()``; -1 when it was not called.
  private static var kept: Int32 = -1
  /// Whether a capture runs (a nested one takes nothing; the outer one takes all).
  private static var running = false

  /// Starts taking standard output; with `echo`, what a take finds is also written where
  /// standard output went before (see the type's notes).
  package init(echo: Bool) {
    guard !Self.running, let file = Self.captureFile() else {
      (restore, self.echo, active) = (-1, -1, false)
      return
    }
    fflush(nil)
    if Self.kept >= 0 {
      // What came between two captures is no log's: dropped.
      Self.empty(file)
      (restore, self.echo, active) = (-1, -1, true)
    } else {
      let saved = fcntl(1, F_DUPFD_CLOEXEC, 3)
      guard saved >= 0, dup2(file, 1) >= 0 else {
        if saved >= 0 { close(saved) }
        (restore, self.echo, active) = (-1, -1, false)
        return
      }
      (restore, self.echo, active) = (saved, echo ? saved : -1, true)
    }
    Self.running = true
  }

  /// What was written since the capture started or since the last take.
  package func take() -> AppOutput {
    var output = AppOutput()
    guard active, !stopped else { return output }
    fflush(nil)
    let file = Self.file
    let end = lseek(file, 0, SEEK_CUR)
    guard end > 0 else { return output }
    let chunk = 64 << 10
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 1)
    defer { buffer.deallocate() }
    var offset: off_t = 0
    while offset < end {
      let count = pread(file, buffer.baseAddress, min(chunk, Int(end - offset)), offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      let read = UnsafeRawBufferPointer(rebasing: buffer[..<count])
      output.append(read)
      if echo >= 0 { Self.write(read, to: echo) }
      offset += off_t(count)
    }
    Self.empty(file)
    return output
  }

  /// Ends the capture: what is left is taken (and echoed, or dropped), and descriptor 1 points
  /// where it did before.
  package func stop() {
    guard active, !stopped else { return }
    _ = take()
    stopped = true
    Self.running = false
    if restore >= 0 {
      _ = dup2(restore, 1)
      close(restore)
    }
  }

  /// Points standard output at the capture for the rest of the process (or until
  /// ``giveBack()``), and returns a descriptor (closed on `exec`) that writes where standard
  /// output went: the command's own output goes there. `nil` when that cannot be done
  /// (standard output is closed); standard output is then left as it was.
  package static func keepApart() -> Int32? {
    if kept >= 0 { return kept }
    guard !running, let file = captureFile() else { return nil }
    fflush(nil)
    let original = fcntl(1, F_DUPFD_CLOEXEC, 3)
    guard original >= 0 else { return nil }
    guard dup2(file, 1) >= 0 else {
      close(original)
      return nil
    }
    kept = original
    return original
  }

  /// Whether standard output is kept apart (see ``keepApart()``).
  package static var isKeptApart: Bool { kept >= 0 }

  /// Points standard output back where it went before ``keepApart()``, dropping what the app
  /// wrote since the last capture, and closes the descriptor that call returned.
  package static func giveBack() {
    guard kept >= 0, !running else { return }
    fflush(nil)
    empty(file)
    _ = dup2(kept, 1)
    close(kept)
    kept = -1
  }

  /// The capture file, made on first use: a temporary file no folder names, or `/dev/null`
  /// (which keeps nothing) where none can be made.
  private static func captureFile() -> Int32? {
    if file >= 0 { return file }
    var made = tmpfile().map { fileno($0) } ?? open("/dev/null", O_WRONLY | O_CLOEXEC)
    // Never one of the standard descriptors (a process started with standard output closed
    // would get it as 1): those are what a capture moves.
    if made >= 0 {
      let moved = fcntl(made, F_DUPFD_CLOEXEC, 3)
      close(made)
      made = moved
    }
    file = made
    return file >= 0 ? file : nil
  }

  /// Empties the capture file; descriptor 1 shares its offset, so it writes from the start.
  private static func empty(_ file: Int32) {
    guard lseek(file, 0, SEEK_CUR) > 0 else { return }
    _ = ftruncate(file, 0)
    _ = lseek(file, 0, SEEK_SET)
  }

  private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    _ = FileSystem.writeAll(bytes, to: descriptor)
  }
}
