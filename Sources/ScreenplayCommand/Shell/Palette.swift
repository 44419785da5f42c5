import Screenplay

/// How the command line colours what it prints: ANSI styles in a terminal, nothing elsewhere.
///
/// `--color=auto` (the default) colours only a terminal, and not when `NO_COLOR` is set to
/// anything or `TERM` is `dumb`; `always` and `never` decide whatever the environment says.
struct Palette: Equatable {
  /// The styles the command line uses.
  enum Style: String {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case bold = "1"
  }

  /// Whether anything is coloured.
  var isEnabled: Bool

  /// No colour: what pipes, files and tests get.
  static let plain = Palette(isEnabled: false)

  /// The palette `choice` gives for output that `isTerminal` or not, in `environment`.
  init(_ choice: ColorChoice, environment: [String: String], isTerminal: Bool) {
    switch choice {
    case .always: isEnabled = true
    case .never: isEnabled = false
    case .auto:
      isEnabled =
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }

  init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// `text` in `style`, or as it is when colour is off.
  func paint(_ text: String, _ style: Style) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[" + style.rawValue + "m" + text + "\u{1B}[0m"
  }

  /// `problem`'s description with its `error:` red, its message bold, `hint:` cyan and its diff
  /// lines by their marker; with colour off, exactly its description.
  func paint(_ problem: ReportedProblem) -> String {
    guard isEnabled else { return problem.description }
    return problem.rendered { part, text in
      switch part {
      case .errorLabel: paint(text, .red)
      case .message: paint(text, .bold)
      case .hintLabel: paint(text, .cyan)
      case .detail: diffLine(text)
      }
    }
  }

  /// A diff line by its marker: added green, removed red, a hunk's range cyan.
  func diffLine(_ line: String) -> String {
    if line.hasPrefix("+") { return paint(line, .green) }
    if line.hasPrefix("-") { return paint(line, .red) }
    if line.hasPrefix("@@") { return paint(line, .cyan) }
    return line
  }
}

/// `--color`: when the command line colours its output.
enum ColorChoice: String, Equatable {
  case auto
  case always
  case never

  /// Takes `--color=<when>` or `--color <when>` out of the arguments after the command's name;
  /// `auto` without it.
  static func take(from arguments: inout [String]) throws(UsageError) -> ColorChoice {
    guard arguments.count > 1 else { return .auto }
    var parser = ArgumentParser(command: arguments[0], arguments: Array(arguments.dropFirst()))
    guard let value = try parser.value("--color") else { return .auto }
    guard let choice = ColorChoice(rawValue: value) else {
      throw UsageError(
        message: "--color takes auto, always or never, not '\(value)'", command: arguments[0])
    }
    arguments = [arguments[0]] + parser.remaining
    return choice
  }
}
