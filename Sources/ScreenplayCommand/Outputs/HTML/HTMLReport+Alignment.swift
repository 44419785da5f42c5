import Screenplay

/// One row of the side-by-side table: a golden step and a replay step that are identical, or a
/// divergence (where an inserted step has no golden step and a removed one no replay step).
enum AlignedRow: Sendable, Hashable {
  /// The same step in both histories.
  case same(expected: Step, actual: Step)
  /// A step that differs.
  case divergent(Divergence)

  /// The golden's step, if the row has one.
  var expected: Step? {
    switch self {
    case .same(let expected, _): expected
    case .divergent(let divergence): divergence.expected
    }
  }

  /// The replay's step, if the row has one.
  var actual: Step? {
    switch self {
    case .same(_, let actual): actual
    case .divergent(let divergence): divergence.actual
    }
  }

  /// `true` for a divergence.
  var isDivergent: Bool {
    if case .divergent = self { true } else { false }
  }

  /// The rows of `comparison`, in history order: every step of both histories appears once.
  ///
  /// The comparison lists only divergences; the steps between them are identical and paired in
  /// order, so they are filled in by walking both histories up to each divergence.
  static func rows(_ comparison: HistoryComparison) -> [AlignedRow] {
    let expected = comparison.expected.steps
    let actual = comparison.actual.steps
    var rows: [AlignedRow] = []
    var (old, new) = (0, 0)
    func pairIdentical(before oldLimit: Int?, _ newLimit: Int?) {
      while old < min(oldLimit ?? .max, expected.count), new < min(newLimit ?? .max, actual.count) {
        rows.append(.same(expected: expected[old], actual: actual[new]))
        (old, new) = (old + 1, new + 1)
      }
    }
    for divergence in comparison.divergences {
      pairIdentical(before: divergence.expected?.index, divergence.actual?.index)
      rows.append(.divergent(divergence))
      if let step = divergence.expected { old = step.index + 1 }
      if let step = divergence.actual { new = step.index + 1 }
    }
    pairIdentical(before: nil, nil)
    return rows
  }
}

/// One visual line of a changed step's cell: kept lines face each other, and where one side has
/// more changed lines than the other, the other is padded so the rest still line up.
enum MarkedLine: Sendable, Hashable {
  /// In both renders.
  case same(String)
  /// Only in the golden's render; `facing` is the replay's changed line across from it, if any.
  case removed(String, facing: String? = nil)
  /// Only in the replay's render; `facing` is the golden's changed line across from it, if any.
  case added(String, facing: String? = nil)
  /// Space facing a changed line of the other side.
  case filler

  /// The two columns of a changed step: `expected` holds same, removed and filler lines, `actual`
  /// same, added and filler lines, and both have the same count.
  ///
  /// ```swift
  /// MarkedLine.columns(expected: ["Sign In", "[Sign In]"], actual: ["Sign In", "[]", "(spinner)"])
  /// // expected: [.same("Sign In"), .removed("[Sign In]", facing: "[]"), .filler]
  /// // actual:   [.same("Sign In"), .added("[]", facing: "[Sign In]"), .added("(spinner)")]
  /// ```
  static func columns(expected: [String], actual: [String]) -> (
    expected: [MarkedLine], actual: [MarkedLine]
  ) {
    let operations = EditScript.operations(countA: expected.count, countB: actual.count) {
      expected[$0] == actual[$1]
    }
    var columns: (expected: [MarkedLine], actual: [MarkedLine]) = ([], [])
    var pending: (removed: [String], added: [String]) = ([], [])
    func flush() {
      let height = max(pending.removed.count, pending.added.count)
      let (removed, added) = pending
      columns.expected += removed.indices.map { index in
        .removed(removed[index], facing: index < added.count ? added[index] : nil)
      }
      columns.expected += Array(repeating: .filler, count: height - pending.removed.count)
      columns.actual += added.indices.map { index in
        .added(added[index], facing: index < removed.count ? removed[index] : nil)
      }
      columns.actual += Array(repeating: .filler, count: height - pending.added.count)
      pending = ([], [])
    }
    for operation in operations {
      switch operation {
      case .removed(let old): pending.removed.append(expected[old])
      case .inserted(let new): pending.added.append(actual[new])
      case .same(let old, _):
        flush()
        columns.expected.append(.same(expected[old]))
        columns.actual.append(.same(expected[old]))
      }
    }
    flush()
    return columns
  }
}
