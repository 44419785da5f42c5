import Screenplay

/// Takes a command's flags, options and positional argument out of its arguments, and complains
/// about anything left over, naming the option meant when one is close.
struct ArgumentParser {
  let command: String
  private var arguments: [String]
  /// The options the command asked for so far: what "did you mean" chooses from.
  private var known: [String] = []
  /// Options the command does not take, each with the one it takes for that purpose.
  private var pointers: [String: String] = [:]

  init(command: String, arguments: [String]) {
    self.command = command
    self.arguments = arguments
  }

  /// The arguments not taken yet.
  var remaining: [String] { arguments }

  /// Removes `--name` and says whether it was there.
  mutating func flag(_ name: String) -> Bool {
    known.append(name)
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
  }

  /// Removes `--name value` or `--name=value` and returns the value.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    known.append(name)
    if let index = arguments.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      return String(arguments.remove(at: index).dropFirst(name.count + 1))
    }
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
      throw UsageError(message: "\(name) needs a value", command: command)
    }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
  }

  /// Removes `--name value` or `--name=value` and returns the value, even one that starts with
  /// `-` (a negative number, which the option's own check then refuses by name).
  mutating func anyValue(_ name: String) throws(UsageError) -> String? {
    known.append(name)
    if let index = arguments.firstIndex(of: name), index + 1 < arguments.count {
      let value = arguments[index + 1]
      arguments.removeSubrange(index...index + 1)
      return value
    }
    return try self.value(name)
  }

  /// Removes the one positional argument, if any.
  /// Every value of an option that may repeat (`--from a --from b`), in order.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    known.append(name)
    var values: [String] = []
    while let index = arguments.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) {
      let argument = arguments[index]
      if argument != name {
        values.append(String(argument.dropFirst(name.count + 1)))
        arguments.remove(at: index)
        continue
      }
      guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
        throw UsageError(message: "\(name) needs a value", command: command)
      }
      values.append(arguments[index + 1])
      arguments.removeSubrange(index...index + 1)
    }
    return values
  }

  mutating func optionalArgument() throws(UsageError) -> String? {
    if let option = arguments.first(where: { $0.hasPrefix("-") }) { throw unknown(option) }
    guard arguments.count <= 1 else {
      throw UsageError(message: "'\(command)' takes at most one filter", command: command)
    }
    return arguments.popLast()
  }

  /// Removes the positional arguments, however many there are.
  mutating func positionalArguments() throws(UsageError) -> [String] {
    if let option = arguments.first(where: { $0.hasPrefix("-") }) { throw unknown(option) }
    defer { arguments.removeAll() }
    return arguments
  }

  /// Removes the one positional argument, which must be there.
  mutating func requiredArgument(_ message: String) throws(UsageError) -> String {
    guard arguments.count == 1, let argument = arguments.first, !argument.hasPrefix("-") else {
      throw UsageError(message: message, command: command)
    }
    arguments.removeAll()
    return argument
  }

  /// Points `options`, which the command does not take, at `option` in "did you mean".
  mutating func point(_ options: [String], at option: String) {
    for typed in options { pointers[typed] = option }
  }

  /// The error for an option the command does not take, with the one it may have meant.
  private func unknown(_ option: String) -> UsageError {
    let name = String(option.prefix { $0 != "=" })
    if known.contains(name) {
      return UsageError(
        message: "'\(name)' is given more than once for '\(command)'", command: command)
    }
    let near = pointers[name] ?? Suggestion.nearest(to: name, among: known)
    return UsageError(
      message: "unknown option '\(option)' for '\(command)'"
        + (near.map { "; did you mean '\($0)'?" } ?? ""),
      command: command)
  }

  /// Fails if anything is left.
  func finish() throws(UsageError) {
    if let option = arguments.first(where: { $0.hasPrefix("-") }) { throw unknown(option) }
    if let extra = arguments.first {
      throw UsageError(message: "unexpected argument '\(extra)' for '\(command)'", command: command)
    }
  }
}
