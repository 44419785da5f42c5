/// Finds the known name closest to a mistyped one, for "did you mean" hints.
///
/// ```swift
/// Suggestion.nearest(to: "signin.tap", among: ["email.type", "signIn.tap"])  // "signIn.tap"
/// Suggestion.nearest(to: "logout", among: ["email.type", "signIn.tap"])      // nil
/// ```
enum Suggestion {
  /// The candidate with the smallest case-insensitive edit distance to `name`, the earliest one
  /// on a tie, or `nil` when none is within `max(2, name.count / 3)` edits.
  static func nearest(to name: String, among candidates: [String]) -> String? {
    let limit = max(2, name.count / 3)
    let typed = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= limit, distance < best?.distance ?? Int.max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `did you mean 'signIn.tap'?`, or `nil` when nothing is close.
  static func hint(for name: String, among candidates: [String]) -> String? {
    nearest(to: name, among: candidates).map { "did you mean '\($0)'?" }
  }

  /// The Levenshtein distance between two character sequences.
  static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
    guard !source.isEmpty else { return target.count }
    var previous = Array(0...target.count)
    var current = previous
    for (row, character) in source.enumerated() {
      current[0] = row + 1
      for (column, other) in target.enumerated() {
        let substitution = previous[column] + (character == other ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }
}
