import Foundation

/// A place where a file a live session would save still holds a secret value the session saw,
/// and what keeps it out.
///
/// Only values are looked at, where values are: a log's field and `defaults:` values, and a
/// fixture's string values (in request and response bodies, query items and headers). Names
/// never are: an event, a field, a JSON member, a fixture, a path or a method may be the word a
/// secret also is (the password `password` types into `password.type`).
///
/// ```swift
/// SecretLeak.first(inFixture: text, holding: finder)
/// // the value of `message`, line 9, column 25;
/// // hint: add `message` to secret-names.txt in the project's fixtures folder, then save again
/// ```
struct SecretLeak: Sendable, Hashable {
  /// The line of the value, from 1.
  var line: Int
  /// The column where the value starts (a string's opening quote), from 1, in characters.
  var column: Int
  /// The value's place, as messages name it: "the value of `message`".
  var place: String
  /// What keeps the secret out of the file.
  var hint: String

  /// The diagnostic that refuses the save at this place of `path`.
  func diagnostic(path: String) -> Diagnostic {
    Diagnostic(
      path: path, line: line, column: column,
      message: "\(place) would hold a secret value the session saw, so nothing was saved",
      hint: hint)
  }

  /// What tells whether a value holds a secret: a value of four characters or more that has a
  /// stand-in (a shorter one is part of too many words to tell), anywhere in the value but in
  /// its stand-ins (a password such as `secret` is part of its own stand-in).
  struct Finder: Sendable {
    let secrets: [String]
    let standIns: [String]

    init(_ standIns: SecretStandIns) {
      secrets = standIns.values.filter { $0.count >= 4 }
      self.standIns = standIns.standIns.values.sorted()
    }

    func holdsSecret(_ value: String) -> Bool {
      guard secrets.contains(where: value.contains) else { return false }
      var value = value
      for standIn in standIns {
        value = value.replacingOccurrences(
          of: standIn, with: String(repeating: "\u{0}", count: standIn.count))
      }
      return secrets.contains(where: value.contains)
    }
  }

  private static let fixSecretNames =
    "to \(SecretNames.fileName) in the project's fixtures folder, then save again"

  /// The first value of `text`, a log as ``EventLogWriter`` writes it, that holds a secret.
  static func first(inLog text: String, path: String, holding finder: Finder) -> SecretLeak? {
    guard let log = try? EventLogParser.parse(text, path: path) else { return nil }
    for field in log.defaults {
      guard case .string(let value) = field.value, finder.holdsSecret(value) else { continue }
      return SecretLeak(
        line: log.defaultsLine, column: field.column + field.name.count + 1,
        place: "the default `\(field.name)`",
        hint: "give `\(field.name)` a made-up value in the log the session started from, then "
          + "save again")
    }
    for entry in log.entries {
      for field in entry.fields {
        guard case .string(let value) = field.value, finder.holdsSecret(value) else { continue }
        return SecretLeak(
          line: entry.line, column: field.column + field.name.count + 1,
          place: "the field `\(field.name)` of `\(entry.event)`",
          hint: "declare `\(field.name)` of `\(entry.event)` a `.secret` field in the screen's "
            + "events, so the log holds a stand-in, then save again")
      }
    }
    return nil
  }

  /// The first string value of `text`, a fixture as ``FixtureWriter`` writes it, that holds a
  /// secret; the request's method and path are names, not values.
  static func first(inFixture text: String, holding finder: Finder) -> SecretLeak? {
    guard let tape = try? JSONParser.parse(Array(text.utf8)),
      tape.nodes[JSONTape.root].kind == .object
    else { return nil }
    for part in tape.members(of: JSONTape.root) {
      let partName = tape.string(part.name)
      guard tape.nodes[part.value].kind == .object else { continue }
      for member in tape.members(of: part.value) {
        let name = tape.string(member.name)
        if partName == "request", name == "method" || name == "path" { continue }
        let owner = ["query", "headers", "body", "bodyText"].contains(name) ? nil : name
        if let leak = first(in: tape, at: member.value, member: owner, finder) { return leak }
      }
    }
    return nil
  }

  /// The first string at or inside `index` that holds a secret; `member` names the member
  /// whose value it is, if any.
  private static func first(
    in tape: JSONTape, at index: Int, member: String?, _ finder: Finder
  ) -> SecretLeak? {
    switch tape.nodes[index].kind {
    case .string:
      guard finder.holdsSecret(tape.string(index)) else { return nil }
      let (line, column) = tape.location(index)
      guard let member else {
        return SecretLeak(
          line: line, column: column, place: "a value no member names",
          hint: "answer this request from a fixture of your own (--fixtures), and start the "
            + "session again")
      }
      return SecretLeak(
        line: line, column: column, place: "the value of `\(member)`",
        hint: "add `\(member)` " + fixSecretNames)
    case .array:
      for element in tape.elements(of: index) {
        if let leak = first(in: tape, at: element, member: member, finder) { return leak }
      }
      return nil
    case .object:
      for inner in tape.members(of: index) {
        let name = tape.string(inner.name)
        if let leak = first(in: tape, at: inner.value, member: name, finder) { return leak }
      }
      return nil
    default:
      return nil
    }
  }
}
