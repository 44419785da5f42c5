/// A line diff of two step bodies, grouped into hunks with context like a unified diff.
///
/// ```swift
/// let hunks = LineDiff.hunks(
///   expected: ["Sign In", "  Email: \"johnny@gmail.com\"", "  [Sign In]"],
///   actual: ["Sign In", "  Email: \"johnny@gmail.com\"", "  [Sign In] (disabled)"],
///   context: 1)
/// hunks[0].description
/// // @@ -2,2 +2,2 @@
/// //    Email: "johnny@gmail.com"
/// // -  [Sign In]
/// // +  [Sign In] (disabled)
/// ```
///
/// Lines are aligned with Myers' O(ND) algorithm; changes separated by at most `2 × context`
/// unchanged lines share a hunk, as in `diff -u`.
package enum LineDiff {
  /// The default number of unchanged lines shown around each change.
  package static let defaultContext = 2

  /// The hunks turning `expected` into `actual`; empty when they are equal.
  package static func hunks(
    expected: [String], actual: [String], context: Int = defaultContext
  ) -> [DiffHunk] {
    let operations = EditScript.operations(countA: expected.count, countB: actual.count) {
      expected[$0] == actual[$1]
    }
    let context = max(context, 0)
    return groups(of: operations, context: context).map { range in
      hunk(range, of: operations, expected: expected, actual: actual)
    }
  }

  /// Ranges of `operations` to show: each change with `context` operations either side, merged
  /// when they touch.
  private static func groups(of operations: [EditOperation], context: Int) -> [Range<Int>] {
    var groups: [Range<Int>] = []
    for (position, operation) in operations.enumerated() {
      if case .same = operation { continue }
      let lower = max(position - context, 0)
      let upper = min(position + context + 1, operations.count)
      if let last = groups.last, last.upperBound >= lower {
        groups[groups.count - 1] = last.lowerBound..<upper
      } else {
        groups.append(lower..<upper)
      }
    }
    return groups
  }

  private static func hunk(
    _ range: Range<Int>, of operations: [EditOperation], expected: [String], actual: [String]
  ) -> DiffHunk {
    let lines: [DiffHunk.Line] = operations[range].map { operation in
      switch operation {
      case .same(let old, _): .context(expected[old])
      case .removed(let old): .removed(expected[old])
      case .inserted(let new): .added(actual[new])
      }
    }
    let before = operations[..<range.lowerBound]
    let expectedBefore = before.count { !$0.isInsertion }
    let actualBefore = before.count { !$0.isRemoval }
    let expectedCount = lines.count { !$0.isAdded }
    let actualCount = lines.count { !$0.isRemoved }
    return DiffHunk(
      expectedStart: expectedBefore + (expectedCount > 0 ? 1 : 0), expectedCount: expectedCount,
      actualStart: actualBefore + (actualCount > 0 ? 1 : 0), actualCount: actualCount,
      lines: lines)
  }
}

extension EditOperation {
  fileprivate var isInsertion: Bool {
    if case .inserted = self { true } else { false }
  }

  fileprivate var isRemoval: Bool {
    if case .removed = self { true } else { false }
  }
}

extension DiffHunk.Line {
  fileprivate var isAdded: Bool {
    if case .added = self { true } else { false }
  }

  fileprivate var isRemoved: Bool {
    if case .removed = self { true } else { false }
  }
}
