/// Finds the known name nearest to a mistyped one, for "did you mean …?" hints.
enum FixtureSuggestion {
  /// The candidate closest to `name` (ignoring case) within a few edits, earliest on ties, or
  /// `nil` when none is close enough to be a likely typo.
  static func nearest(to name: String, in candidates: [String]) -> String? {
    let target = Array(name.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      let allowed = max(1, min(target.count, candidate.count) / 3)
      guard distance <= allowed, distance < (best?.distance ?? .max) else { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      previous2 = previous
      previous = current
    }
    return previous[b.count]
  }
}
