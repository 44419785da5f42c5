/// One operation of an edit script turning sequence `a` into sequence `b`.
package enum EditOperation: Sendable, Hashable {
  /// `a[i]` and `b[j]` are equal and kept.
  case same(Int, Int)
  /// `a[i]` is not in `b`.
  case removed(Int)
  /// `b[j]` is not in `a`.
  case inserted(Int)

  /// `true` for ``same(_:_:)``.
  var isSame: Bool {
    if case .same = self { true } else { false }
  }
}

/// A shortest edit script between two sequences, found with Myers' O(ND) algorithm.
///
/// The sequences are given by their counts and an equality test on positions, so callers compare
/// whatever they like (a step's key, a line) without building intermediate arrays:
///
/// ```swift
/// let a = ["x", "y", "z"], b = ["x", "z"]
/// EditScript.operations(countA: 3, countB: 2) { a[$0] == b[$1] }
/// // [.same(0, 0), .removed(1), .same(2, 1)]
/// ```
///
/// The common prefix and suffix are matched first in linear time. When the rest needs more than
/// `costLimit` edits, the search commits to its best path with `costLimit` edits (the one reaching
/// furthest) and searches again from its end; if that path kept nothing at all, the sequences are
/// unrelated there and the rest is removed, then inserted. The script is always correct, and
/// shortest when it needs at most `costLimit` edits; time is O((N + M) · costLimit) and memory
/// O(costLimit²) at worst.
package enum EditScript {
  /// The default bound on the edits searched for in one piece.
  static let defaultCostLimit = 256

  /// The operations turning `a` into `b`, in order; shortest when at most `costLimit` edits are
  /// needed, else found piece by piece.
  package static func operations(
    countA: Int, countB: Int, costLimit: Int = defaultCostLimit,
    equal: (_ indexInA: Int, _ indexInB: Int) -> Bool
  ) -> [EditOperation] {
    script(countA: countA, countB: countB, costLimit: costLimit, piecewise: true, equal: equal)
      ?? []
  }

  /// The shortest script turning `a` into `b`, or `nil` as soon as it is clear that it needs more
  /// than `costLimit` edits.
  static func shortest(
    countA: Int, countB: Int, costLimit: Int = defaultCostLimit,
    equal: (_ indexInA: Int, _ indexInB: Int) -> Bool
  ) -> [EditOperation]? {
    script(countA: countA, countB: countB, costLimit: costLimit, piecewise: false, equal: equal)
  }

  private static func script(
    countA: Int, countB: Int, costLimit: Int, piecewise: Bool,
    equal: (_ indexInA: Int, _ indexInB: Int) -> Bool
  ) -> [EditOperation]? {
    let countA = max(countA, 0)
    let countB = max(countB, 0)
    var prefix = 0
    while prefix < min(countA, countB) && equal(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < min(countA, countB) - prefix
      && equal(countA - 1 - suffix, countB - 1 - suffix)
    {
      suffix += 1
    }
    let middle = withoutActuallyEscaping(equal) { equal in
      self.middle(
        a: prefix..<countA - suffix, b: prefix..<countB - suffix, costLimit: max(costLimit, 1),
        piecewise: piecewise, equal: equal)
    }
    guard let middle else { return nil }
    return (0..<prefix).map { EditOperation.same($0, $0) } + middle
      + (0..<suffix).map { EditOperation.same(countA - suffix + $0, countB - suffix + $0) }
  }

  /// The script for `a[a]` and `b[b]`, searched in pieces of at most `costLimit` edits; `nil`
  /// when one piece is not enough and `piecewise` is `false`.
  private static func middle(
    a: Range<Int>, b: Range<Int>, costLimit: Int, piecewise: Bool,
    equal: @escaping (Int, Int) -> Bool
  ) -> [EditOperation]? {
    var result: [EditOperation] = []
    var (x, y) = (a.lowerBound, b.lowerBound)
    while true {
      let search = MyersSearch(
        offsetA: x, countA: a.upperBound - x, offsetB: y, countB: b.upperBound - y,
        costLimit: costLimit, equal: equal)
      let piece = search.run()
      if piece.end == (search.countA, search.countB) { return result + piece.operations }
      guard piecewise else { return nil }
      guard piece.operations.contains(where: \.isSame) else {
        return result + replaceAll(a: x..<a.upperBound, b: y..<b.upperBound)
      }
      result += piece.operations
      (x, y) = (x + piece.end.x, y + piece.end.y)
    }
  }

  /// Every element of `a[a]` removed, then every element of `b[b]` inserted.
  private static func replaceAll(a: Range<Int>, b: Range<Int>) -> [EditOperation] {
    a.map { EditOperation.removed($0) } + b.map { EditOperation.inserted($0) }
  }
}

/// Myers' greedy forward search for a shortest edit script. After round `d`, the furthest x
/// reached on each diagonal `k = x - y` (`-d...d`, `-1` where none is reachable) is kept, so the
/// path can be traced back.
private struct MyersSearch {
  /// A path from the start to `end`, which is the end of both sequences unless the cost limit
  /// was reached first.
  struct Piece {
    var operations: [EditOperation]
    var end: (x: Int, y: Int)
  }

  let offsetA: Int
  let countA: Int
  let offsetB: Int
  let countB: Int
  let costLimit: Int
  let equal: (Int, Int) -> Bool

  /// The shortest path to the end, or the furthest-reaching one with `costLimit` edits.
  func run() -> Piece {
    let (trace, cost, end) = search()
    return Piece(operations: backtrack(from: end, cost: cost, trace: trace), end: end)
  }

  /// Runs rounds `d = 0, 1, …` until the end is reached or `d` reaches the limit; round `d` is
  /// stored at `trace[d * d ..< (d + 1) * (d + 1)]`, diagonal `k` at `d * d + k + d`.
  private func search() -> (trace: [Int], cost: Int, end: (x: Int, y: Int)) {
    let limit = min(countA + countB, costLimit)
    var trace: [Int] = []
    var furthest = (x: 0, y: 0)
    for d in 0...limit {
      var round = [Int](repeating: -1, count: 2 * d + 1)
      for k in stride(from: -d, through: d, by: 2) {
        guard var x = start(d: d, k: k, trace: trace)?.x else { continue }
        var y = x - k
        while x < countA && y < countB && equal(offsetA + x, offsetB + y) {
          x += 1
          y += 1
        }
        if x == countA && y == countB { return (trace, d, (x, y)) }
        round[k + d] = x
        if (x + y, x) > (furthest.x + furthest.y, furthest.x) { furthest = (x, y) }
      }
      trace += round
    }
    return (trace, limit, furthest)
  }

  /// Where round `d` enters diagonal `k`: one step down from diagonal `k + 1` or one step right
  /// from diagonal `k - 1`, whichever reaches further and stays inside the grid. On a tie it goes
  /// down, so removals come before insertions, as in unified diffs.
  private func start(d: Int, k: Int, trace: [Int]) -> (x: Int, fromAbove: Bool)? {
    guard d > 0 else { return (0, false) }
    let above = furthest(round: d - 1, k: k + 1, trace: trace)
    let left = furthest(round: d - 1, k: k - 1, trace: trace)
    let down = above >= 0 && above - k <= countB ? above : -1
    let right = left >= 0 && left + 1 <= countA ? left + 1 : -1
    if down >= 0 && down >= right { return (down, true) }
    return right >= 0 ? (right, false) : nil
  }

  private func furthest(round d: Int, k: Int, trace: [Int]) -> Int {
    abs(k) <= d ? trace[d * d + k + d] : -1
  }

  /// Walks from `end`, reached in round `cost`, back to the start through the stored rounds.
  private func backtrack(from end: (x: Int, y: Int), cost: Int, trace: [Int]) -> [EditOperation] {
    var reversed: [EditOperation] = []
    var (x, y) = end
    for d in stride(from: cost, to: 0, by: -1) {
      let k = x - y
      guard let (entry, fromAbove) = start(d: d, k: k, trace: trace) else { break }
      while x > entry && y > entry - k {
        x -= 1
        y -= 1
        reversed.append(.same(offsetA + x, offsetB + y))
      }
      if fromAbove {
        y -= 1
        reversed.append(.inserted(offsetB + y))
      } else {
        x -= 1
        reversed.append(.removed(offsetA + x))
      }
    }
    while x > 0 && y > 0 {
      x -= 1
      y -= 1
      reversed.append(.same(offsetA + x, offsetB + y))
    }
    return reversed.reversed()
  }
}
