import Dispatch
import Foundation

/// Runs an executable as a child process and keeps what it printed and its exit status.
package enum ChildProcess {
  /// Runs `executable` with `arguments` and `environment` (this process's when `nil`), waits
  /// for it to end, and returns its status, standard output and standard error; an error when
  /// it cannot start.
  ///
  /// Standard error is read while standard output is: a report longer than a pipe holds (a
  /// sanitizer's, at the child's exit) would otherwise block the child before its output ends.
  package static func run(
    _ executable: String, arguments: [String], environment: [String: String]? = nil
  ) throws -> Ran {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let errorText = ReadBytes()
    let errorsRead = DispatchSemaphore(value: 0)
    let errorHandle = errors.fileHandleForReading
    Thread.detachNewThread {
      errorText.data = errorHandle.readDataToEndOfFile()
      errorsRead.signal()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorsRead.wait()
    process.waitUntilExit()
    return Ran(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorText.data, as: UTF8.self))
  }

  /// What a reading thread read, handed over by a semaphore's signal (`@unchecked Sendable`:
  /// the signal orders the write before the read).
  private final class ReadBytes: @unchecked Sendable {
    /// The bytes read.
    var data = Data()
  }
}
