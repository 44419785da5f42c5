/// Finds the known name closest to a mistyped one, for "did you mean" hints.
///
/// ```swift
/// Suggestion.nearest(to: "signin.tap", among: ["email.type", "signIn.tap"])  // "signIn.tap"
/// Suggestion.nearest(to: "logout", among: ["email.type", "signIn.tap"])      // nil
/// ```
package enum Suggestion {
  /// The candidate with the smallest case-insensitive edit distance to `name`, the earliest one
  /// on a tie, or `nil` when none is within `max(2, name.count / 3)` edits.
  package static func nearest(to name: String, among candidates: [String]) -> String? {
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

  /// The edits (insert, delete, replace, or swap two neighbours) that turn `source` into
  /// `target`: the optimal string alignment distance, so `sigIn` → `signIn` costs one swap.
  static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
    guard !source.isEmpty else { return target.count }
    guard !target.isEmpty else { return source.count }
    var beforePrevious = [Int](repeating: 0, count: target.count + 1)
    var previous = Array(0...target.count)
    for row in 1...source.count {
      var current = [row] + [Int](repeating: 0, count: target.count)
      for column in 1...target.count {
        let cost = source[row - 1] == target[column - 1] ? 0 : 1
        current[column] = min(
          previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
        if row > 1, column > 1, source[row - 1] == target[column - 2],
          source[row - 2] == target[column - 1]
        {
          current[column] = min(current[column], beforePrevious[column - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = current
    }
    return previous[target.count]
  }
}
