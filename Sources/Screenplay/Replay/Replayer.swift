/// Replays a log's events through a ``Session``: each entry's time first, then its event, up to
/// the main-queue turn that makes the result final (see ``FinishingReplay``).
@MainActor
enum Replayer {
  /// Replays the entries `next` hands out, in order, through a new session of `S`; steps go to
  /// `stepSink` when there is one (a streamed log), else into the result's history.
  ///
  /// `watch` sees the session before it starts (to set its observer).
  ///
  /// If `next` throws (a streamed log malformed halfway), the session is abandoned and the
  /// error is rethrown.
  static func replay<S: Scene>(
    _ scene: S.Type, log: EventLog, fixtures: FixtureSet, limits: ReplayLimits,
    stepSink: ((Step) -> Void)? = nil, watch: (Session<S>) -> Void = { _ in },
    next: () throws(Diagnostic) -> DecodedEntry<S.Event>?
  ) async throws(Diagnostic) -> FinishingReplay {
    let session = Session<S>(
      log: log, fixtures: fixtures.http, store: fixtures.store,
      secretNames: fixtures.secretNames, limits: limits)
    session.stepSink = stepSink
    watch(session)
    await session.start()
    while true {
      let decoded: DecodedEntry<S.Event>?
      do {
        decoded = try next()
      } catch {
        session.abandon()
        throw error
      }
      guard let decoded else { break }
      await session.advance(to: decoded.entry.time)
      let text = EventLogWriter.eventText(decoded.entry, maskingSecrets: true)
      await session.send(
        decoded.event, as: text, line: decoded.entry.line, column: decoded.entry.column)
    }
    return session.end()
  }
}
