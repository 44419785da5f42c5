import Screenplay

/// What Tab does in `play`: completes the word before the cursor from the screen's vocabulary.
///
/// The first word completes to an event name or one of `play`'s own commands; a word after an
/// event name completes to one of that event's fields not yet given, as `name=`.
///
/// ```swift
/// let completion = PlayCompletion(events: scene.events)
/// completion.complete("sig").line        // "signIn.tap "
/// completion.complete("email.type t").line   // "email.type text="
/// completion.complete("e").choices       // ["email.type", "events"]: the line stays "e"
/// ```
struct PlayCompletion {
  /// The line after Tab, and the candidates to list when it could not be completed further.
  struct Result: Equatable {
    var line: String
    var choices: [String] = []
  }

  /// The screen's events.
  let events: [EventDescription]

  /// `play`'s own commands, as Tab offers them.
  static let commands = ["events", "help", "quit", "save", "show", "time", "undo", "wait"]

  /// Completes the last word of `line`.
  func complete(_ line: String) -> Result {
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let word = words.last ?? ""
    let head = line.dropLast(word.count)
    if words.count <= 1 {
      let names = events.map(\.name) + Self.commands
      return Self.extend(head, word, names.filter { $0.hasPrefix(word) }, ending: " ")
    }
    guard let event = events.first(where: { $0.name == words[0] }), !word.contains("=") else {
      return Result(line: line)
    }
    let given = Set(
      words.dropFirst().compactMap { $0.split(separator: "=").first.map(String.init) })
    let fields = event.fields.map(\.name).filter { !given.contains($0) && $0.hasPrefix(word) }
    return Self.extend(head, word, fields.map { $0 + "=" }, ending: "")
  }

  /// `word` completed as far as `candidates` agree; `ending` follows a single candidate.
  private static func extend(
    _ head: Substring, _ word: String, _ candidates: [String], ending: String
  ) -> Result {
    guard let first = candidates.first else { return Result(line: String(head) + word) }
    if candidates.count == 1 { return Result(line: String(head) + first + ending) }
    let common = candidates.dropFirst().reduce(first) { prefix, next in
      String(zip(prefix, next).prefix { $0 == $1 }.map(\.0))
    }
    if common.count > word.count { return Result(line: String(head) + common) }
    return Result(line: String(head) + word, choices: candidates)
  }
}
