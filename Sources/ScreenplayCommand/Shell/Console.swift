#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command's text goes and where `review` reads its keys: the process's standard
/// streams and terminal, or, for tests, memory.
///
/// A command line writes its standard output on a descriptor of its own (see
/// ``AppOutputCapture/keepApart()``), so that nothing the app prints while a log replays
/// mixes with it.
@MainActor
final class Console {
  /// Text written to standard output (only when capturing).
  private(set) var output = ""
  /// Text written to standard error (only when capturing).
  private(set) var errors = ""
  /// Whether standard input is a terminal a person types keys into.
  let isInteractive: Bool
  /// Whether standard error is a terminal, where a progress line may be drawn.
  let showsProgress: Bool
  /// Whether standard output is a terminal.
  let writesToTerminal: Bool
  /// How what is printed is coloured (see ``Palette``); plain until the command line says.
  var palette = Palette.plain
  private let capturing: Bool
  private var keys: [Character]
  /// The lines `play` reads when capturing, as if typed and ended with Return.
  private var lines: [String] = []
  /// The command's own standard output, when it is kept apart from the process's descriptor 1
  /// (which the app's output then goes to); `nil` for descriptor 1 itself.
  private var stream: UnsafeMutablePointer<FILE>?

  private init(
    capturing: Bool, isInteractive: Bool, showsProgress: Bool, writesToTerminal: Bool = false,
    keys: [Character]
  ) {
    self.capturing = capturing
    self.isInteractive = isInteractive
    self.showsProgress = showsProgress
    self.writesToTerminal = writesToTerminal
    self.keys = keys
  }

  /// The process's standard streams and terminal; with `output`, standard output is written
  /// on that descriptor (see ``AppOutputCapture/keepApart()``) instead of descriptor 1.
  static func standard(output descriptor: Int32? = nil) -> Console {
    let console = Console(
      capturing: false, isInteractive: Terminal.isTerminal(.standardInput),
      showsProgress: Terminal.isTerminal(.standardError),
      writesToTerminal: Terminal.isTerminal(descriptor: descriptor ?? 1), keys: [])
    if let descriptor {
      // A copy of the descriptor, so that closing the stream (``close()``) leaves the caller's.
      let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
      console.stream = copy >= 0 ? fdopen(copy, "w") : nil
    }
    return console
  }

  /// Writes what is buffered and lets go of the command's own standard output, if it has one.
  func close() {
    guard let stream else { return }
    fclose(stream)
    self.stream = nil
  }

  /// A console that keeps what is written, and answers `review` with `keys` as if typed.
  static func capture(keys: [Character]? = nil) -> Console {
    Console(capturing: true, isInteractive: keys != nil, showsProgress: false, keys: keys ?? [])
  }

  /// A console that keeps what is written, and answers `play` with `lines` as if piped in.
  static func capture(lines: [String]) -> Console {
    let console = Console(capturing: true, isInteractive: false, showsProgress: false, keys: [])
    console.lines = lines
    return console
  }

  /// Writes `text` and `terminator` to standard output.
  func print(_ text: String, terminator: String = "\n") {
    if capturing {
      output += text + terminator
    } else if let stream {
      write(text, to: stream)
      write(terminator, to: stream)
    } else {
      Swift.print(text, terminator: terminator)
    }
  }

  /// Writes `text` on standard output at once (a line being edited).
  func writeNow(_ text: String) {
    if capturing {
      output += text
    } else if let stream {
      write(text, to: stream)
      fflush(stream)
    } else {
      Terminal.writeOutput(text)
    }
  }

  private func write(_ text: String, to stream: UnsafeMutablePointer<FILE>) {
    var text = text
    text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stream) }
  }

  /// Writes `text` and a newline to standard error.
  func printError(_ text: String) {
    writeError(text + "\n")
  }

  /// Writes `text` to standard error, after what standard output holds: both sent to one file
  /// (`2>&1`), an error never lands inside a line of the report.
  func writeError(_ text: String) {
    guard !capturing else {
      errors += text
      return
    }
    if let stream { fflush(stream) }
    Terminal.flushOutput()
    Terminal.writeError(text)
  }

  /// Shows what was printed without a newline (a prompt) before waiting for a key.
  func flush() {
    if !capturing { Terminal.flushOutput() }
  }

  /// The next key typed, without Return; `nil` at the end of input.
  func readKey() -> Character? {
    guard capturing else { return Terminal.readKey() }
    return keys.isEmpty ? nil : keys.removeFirst()
  }

  /// Prints `prompt` and reads one line; `nil` at the end of input. In a terminal the line is
  /// edited in place and Tab asks `complete` (see ``LineEditor``); otherwise the line is read
  /// plainly and echoed after the prompt, so a piped session's output reads as it was typed.
  func readLine(prompt: String, complete: (String) -> PlayCompletion.Result) -> String? {
    if !capturing, isInteractive {
      return LineEditor(prompt: prompt, write: writeNow).read(complete: complete)
    }
    print(prompt, terminator: "")
    flush()
    let line: String?
    if capturing {
      line = lines.isEmpty ? nil : lines.removeFirst()
    } else {
      line = Swift.readLine(strippingNewline: true)
    }
    print(line ?? "")
    return line
  }
}
