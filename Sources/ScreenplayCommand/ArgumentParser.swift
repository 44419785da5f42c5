/// Takes a command's flags, options and positional argument out of its arguments, and complains
/// about anything left over.
struct ArgumentParser {
  let command: String
  private var arguments: [String]

  init(command: String, arguments: [String]) {
    self.command = command
    self.arguments = arguments
  }

  /// The arguments not taken yet.
  var remaining: [String] { arguments }

  /// Removes `--name` and says whether it was there.
  mutating func flag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
  }

  /// Removes `--name value` or `--name=value` and returns the value.
  mutating func value(_ name: String) throws(UsageError) -> String? {
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
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option '\(option)' for '\(command)'", command: command)
    }
    guard arguments.count <= 1 else {
      throw UsageError(message: "'\(command)' takes at most one filter", command: command)
    }
    return arguments.popLast()
  }

  /// Removes the one positional argument, which must be there.
  mutating func requiredArgument(_ message: String) throws(UsageError) -> String {
    guard arguments.count == 1, let argument = arguments.first, !argument.hasPrefix("-") else {
      throw UsageError(message: message, command: command)
    }
    arguments.removeAll()
    return argument
  }

  /// Fails if anything is left.
  func finish() throws(UsageError) {
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option '\(option)' for '\(command)'", command: command)
    }
    if let extra = arguments.first {
      throw UsageError(message: "unexpected argument '\(extra)' for '\(command)'", command: command)
    }
  }
}
