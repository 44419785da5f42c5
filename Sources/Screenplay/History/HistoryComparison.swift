/// The result of comparing a replay's history with its golden, from
/// ``HistoryDiff/compare(expected:actual:)``.
///
/// ```swift
/// let comparison = HistoryDiff.compare(expected: golden, actual: replayed)
/// if !comparison.isMatch, let first = comparison.firstDivergence {
///   print(first.kind, first.step.index)  // changed 3
/// }
/// ```
package struct HistoryComparison: Sendable, Hashable {
  /// The golden's history.
  public var expected: History
  /// The replay's history.
  public var actual: History
  /// Header fields that differ, in header order.
  public var headerDifferences: [HeaderDifference]
  /// Steps that differ, in history order.
  public var divergences: [Divergence]

  /// Creates a comparison from its parts.
  public init(
    expected: History, actual: History, headerDifferences: [HeaderDifference],
    divergences: [Divergence]
  ) {
    self.expected = expected
    self.actual = actual
    self.headerDifferences = headerDifferences
    self.divergences = divergences
  }

  /// `true` when the headers and every step agree.
  public var isMatch: Bool { headerDifferences.isEmpty && divergences.isEmpty }

  /// The earliest divergent step, if any.
  public var firstDivergence: Divergence? { divergences.first }

  /// The history `divergence`'s ``Divergence/step`` belongs to: the golden's for a removed step,
  /// else the replay's.
  public func history(of divergence: Divergence) -> History {
    divergence.kind == .removed ? expected : actual
  }

  /// The user event that led to `divergence`: its own step when an event triggered it, or for
  /// an effect the event step on the log line the effect is traced to; `nil` for the initial
  /// render and for effects of appearing.
  ///
  /// ```swift
  /// // step 2 · 0.800s · line 9 · signIn.tap
  /// // step 3 · 1.500s · effect of line 9 · response 401 POST /login
  /// comparison.cause(of: divergenceAtStep3)?.trigger  // .event("signIn.tap", line: 9)
  /// ```
  public func cause(of divergence: Divergence) -> Step? {
    switch divergence.step.trigger {
    case .initial, .effect(_, nil): nil
    case .event: divergence.step
    case .effect(_, let line?):
      history(of: divergence).steps.first { $0.trigger.isEvent(line: line) }
    }
  }
}
