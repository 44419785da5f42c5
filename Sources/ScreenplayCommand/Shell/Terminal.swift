import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CLI's contact with the process's terminal, and all of its platform-specific code: whether
/// a stream is a terminal, writing to standard error, and reading single keys for `review`.
/// Commands reach it through their ``Console``.
enum Terminal {
  /// A standard stream.
  enum Stream {
    case standardInput
    case standardOutput
    case standardError

    var descriptor: Int32 {
      switch self {
      case .standardInput: 0
      case .standardOutput: 1
      case .standardError: 2
      }
    }
  }

  /// Whether `stream` is attached to a terminal.
  static func isTerminal(_ stream: Stream) -> Bool {
    isTerminal(descriptor: stream.descriptor)
  }

  /// Whether the open file `descriptor` is a terminal.
  static func isTerminal(descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Flushes buffered standard output, so a prompt shows before the program waits for a key.
  static func flushOutput() {
    fflush(nil)
  }

  /// Reads one key from the terminal without waiting for Return (and without echoing it);
  /// `nil` at the end of input.
  static func readKey() -> Character? {
    var original = termios()
    let isTerminal = tcgetattr(0, &original) == 0
    if isTerminal {
      var raw = original
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(0, TCSANOW, &raw)
    }
    defer { if isTerminal { tcsetattr(0, TCSANOW, &original) } }
    var byte: UInt8 = 0
    guard read(0, &byte, 1) == 1 else { return nil }
    return Character(UnicodeScalar(byte))
  }

  /// Reads one byte from the terminal without waiting for Return (and without echoing it);
  /// `nil` at the end of input. Ctrl-C arrives as a byte (3) rather than a signal, so the
  /// terminal's settings are always restored.
  static func readByte() -> UInt8? {
    var original = termios()
    let isTerminal = tcgetattr(0, &original) == 0
    if isTerminal {
      var raw = original
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      tcsetattr(0, TCSANOW, &raw)
    }
    defer { if isTerminal { tcsetattr(0, TCSANOW, &original) } }
    var byte: UInt8 = 0
    guard read(0, &byte, 1) == 1 else { return nil }
    return byte
  }

  /// Writes `text` to standard output at once (a line being edited).
  static func writeOutput(_ text: String) {
    fflush(nil)
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
