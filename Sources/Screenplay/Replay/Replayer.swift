/// Replays a decoded log through a ``Session``: each entry's time first, then its event, up to
/// the main-queue turn that makes the result final (see ``FinishingReplay``).
@MainActor
enum Replayer {
  /// Replays `entries` of `log` through a new session of `S`.
  static func replay<S: Scene>(
    _ scene: S.Type, log: EventLog, entries: [DecodedEntry<S.Event>], fixtures: FixtureSet,
    limits: ReplayLimits
  ) async -> FinishingReplay {
    let session = Session<S>(
      log: log, fixtures: fixtures.http, store: fixtures.store, limits: limits)
    await session.start()
    for decoded in entries {
      await session.advance(to: decoded.entry.time)
      let text = EventLogWriter.eventText(decoded.entry, maskingSecrets: true)
      await session.send(decoded.event, as: text, line: decoded.entry.line)
    }
    return session.end()
  }
}
