import FuzzDriver
public import Screenplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs libFuzzer over one test.
public enum Fuzzing {
  /// Hands `test` to libFuzzer with the command line's options, and exits with its status.
  public static func run(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
  }
}

/// What every parser owes any input: no crash (libFuzzer and AddressSanitizer catch those), and
/// when it refuses the input, a diagnostic that points inside it and quotes a bounded excerpt.
public enum Checks {
  /// The longest message a refusal may print, whatever the input: a line is quoted at most
  /// 120 scalars (``Excerpt``), twice at most (message and hint), plus their own words.
  public static let messageLimit = 2_048

  /// Traps (so libFuzzer saves the input) unless `diagnostic` is well formed for `bytes`.
  public static func refusal(_ diagnostic: Diagnostic, of bytes: [UInt8]) {
    let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    precondition(diagnostic.line >= 1 && diagnostic.line <= lines + 1, "line out of the input")
    precondition(diagnostic.column >= 1, "column before the line")
    precondition(
      diagnostic.description.utf8.count <= messageLimit,
      "a message of \(diagnostic.description.utf8.count) bytes")
  }
}

/// A screen's vocabulary with one field of every kind, so that logs reach every value parser.
public enum FuzzEvent: LoggableEvent {
  case fill(String, password: String, count: Int, ratio: Double, on: Bool)
  case tap

  public static let vocabulary = [
    EventSpec<FuzzEvent>(
      "form.fill",
      ["text": .string, "password": .secret, "count": .int, "ratio": .decimal, "on": .bool],
      summary: "fills every field"
    ) {
      .fill(
        $0.string("text"), password: $0.string("password"), count: $0.int("count"),
        ratio: $0.decimal("ratio"), on: $0.bool("on"))
    },
    EventSpec<FuzzEvent>("button.tap", summary: "taps") { _ in .tap },
  ]

  public var logged: LoggedEvent {
    switch self {
    case .fill(let text, let password, let count, let ratio, let on):
      LoggedEvent(
        "form.fill",
        [
          "text": .string(text), "password": .secret(password), "count": .int(count),
          "ratio": .decimal(ratio), "on": .bool(on),
        ])
    case .tap: LoggedEvent("button.tap")
    }
  }
}
