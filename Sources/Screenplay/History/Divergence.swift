/// One step where a replay's history differs from its golden.
///
/// ```swift
/// let comparison = HistoryDiff.compare(expected: golden, actual: replayed)
/// for divergence in comparison.divergences {
///   print(divergence.kind, divergence.step.index)  // inserted 3
/// }
/// ```
package enum Divergence: Sendable, Hashable {
  /// The step happened in both, with the same trigger, but its time, render or `changed` differ.
  case changed(expected: Step, actual: Step)
  /// The replay has a step the golden does not: say, a new `loading` render.
  case inserted(Step)
  /// The golden has a step the replay no longer produces.
  case removed(Step)

  /// What kind of difference this is.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// See ``Divergence/changed(expected:actual:)``.
    case changed
    /// See ``Divergence/inserted(_:)``.
    case inserted
    /// See ``Divergence/removed(_:)``.
    case removed
  }

  /// What kind of difference this is.
  package var kind: Kind {
    switch self {
    case .changed: .changed
    case .inserted: .inserted
    case .removed: .removed
    }
  }

  /// The golden's step, or `nil` for an inserted step.
  package var expected: Step? {
    switch self {
    case .changed(let expected, _): expected
    case .inserted: nil
    case .removed(let step): step
    }
  }

  /// The replay's step, or `nil` for a removed step.
  package var actual: Step? {
    switch self {
    case .changed(_, let actual): actual
    case .inserted(let step): step
    case .removed: nil
    }
  }

  /// The step to name in a report: the replay's, or the golden's for a removed step. Its
  /// ``Step/index`` counts in that history.
  package var step: Step {
    switch self {
    case .changed(_, let actual): actual
    case .inserted(let step): step
    case .removed(let step): step
    }
  }
}
