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
  package var expected: History
  /// The replay's history.
  package var actual: History
  /// Header fields that differ, in header order.
  package var headerDifferences: [HeaderDifference]
  /// Steps that differ, in history order.
  package var divergences: [Divergence]

  /// Creates a comparison from its parts.
  package init(
    expected: History, actual: History, headerDifferences: [HeaderDifference],
    divergences: [Divergence]
  ) {
    self.expected = expected
    self.actual = actual
    self.headerDifferences = headerDifferences
    self.divergences = divergences
  }

  /// `true` when the headers and every step agree.
  package var isMatch: Bool { headerDifferences.isEmpty && divergences.isEmpty }

  /// The earliest divergent step, if any.
  package var firstDivergence: Divergence? { divergences.first }

  /// The history `divergence`'s ``Divergence/step`` belongs to: the golden's for a removed step,
  /// else the replay's.
  package func history(of divergence: Divergence) -> History {
    divergence.kind == .removed ? expected : actual
  }

  /// The user event that led to `divergence`: its own step when an event triggered it, or for
  /// an effect the event step it names as its cause; `nil` for the initial render and for
  /// effects of appearing.
  ///
  /// ```swift
  /// // step 2 · 0.800s · signIn.tap
  /// // step 3 · 1.500s · effect of step 2 · response 401 POST /login
  /// comparison.cause(of: divergenceAtStep3)?.trigger  // .event("signIn.tap")
  /// ```
  package func cause(of divergence: Divergence) -> Step? {
    switch divergence.step.trigger {
    case .initial, .effect(_, nil):
      return nil
    case .event:
      return divergence.step
    case .effect(_, let cause?):
      let steps = history(of: divergence).steps
      return steps.indices.contains(cause) ? steps[cause] : nil
    }
  }

  /// The line of the replayed log behind `divergence` (see ``Step/logLine``), so a report points
  /// at the log as it is now. A removed step is only in the golden, which keeps no lines: its
  /// line is that of the same event in the replay, or, when the log no longer has that event,
  /// of the replay's last event before its time. `nil` when the replay's steps carry no lines
  /// (both histories were read from files) or nothing came before.
  package func logLine(of divergence: Divergence) -> Int? {
    guard case .removed(let step) = divergence else { return divergence.step.logLine }
    let cause = self.cause(of: divergence)
    if let cause, let twin = actual.steps.first(where: { $0.isSameEvent(as: cause) }) {
      return twin.logLine
    }
    let time = cause?.time ?? step.time
    return actual.steps.last { $0.time <= time && $0.logLine != nil }?.logLine
  }
}

extension Step {
  /// Whether both steps are events with the same text at the same time.
  fileprivate func isSameEvent(as other: Step) -> Bool {
    guard case .event(let text) = trigger, case .event(let otherText) = other.trigger else {
      return false
    }
    return text == otherText && time == other.time
  }
}
