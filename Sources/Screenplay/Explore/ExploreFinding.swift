/// What a sequence broke: a scene's invariant, or one of the harness's rules.
package struct ExploreFinding: Sendable, Hashable {
  /// The rule's name: an invariant's, or the harness's (``noUnmatchedRequest``,
  /// ``noReplayProblem``). Shrinking keeps a sequence only if it breaks the same rule.
  package var rule: String
  /// What happened, for the report (the request, the message).
  package var detail: String
  /// How many events had been sent when it broke (0: on appearing, or at the end).
  package var afterEvents: Int
  /// The requests of the run that no listed fixture matched and that it answered `offline` at
  /// once, in the order they were sent: the log it saves states them as fixtures, so that its
  /// replay answers them alike.
  package var offlineAnswers: [Fixture.Request] = []

  /// A finding.
  package init(rule: String, detail: String = "", afterEvents: Int) {
    self.rule = rule
    self.detail = detail
    self.afterEvents = afterEvents
  }

  /// The harness's rule that every request the app sends goes to an endpoint (method and path)
  /// a fixture of the screen's pool describes.
  package static let noUnmatchedRequest = "every request goes to an endpoint the fixtures describe"
  /// The rule, for a scene that declares transitions, that every transition a run takes is
  /// declared; its detail names the transition, and shrinking keeps it.
  package static let declaredTransitions = "every transition taken is declared"
  /// The harness's rule that a replay reports no problem: nothing escapes the harness (work
  /// after the last step, runaway timers or tasks).
  package static let noReplayProblem = "nothing escapes the harness"
}

/// How one try of a sequence ended.
enum TrialOutcome: Sendable, Hashable {
  /// Every rule held.
  case passed
  /// A rule broke.
  case broke(ExploreFinding)
  /// The sequence cannot be replayed as written (an event the screen refuses): while
  /// shrinking, a candidate that is no longer a valid log.
  case invalid
}
