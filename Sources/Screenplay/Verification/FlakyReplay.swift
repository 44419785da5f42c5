/// In a run that replays each log several times, a log whose replays disagreed: the first
/// replay's result, and the first later replay that came out otherwise.
struct FlakyReplay: Sendable {
  /// The first replay's result, which the golden would have been compared with.
  let first: ReplayResult
  /// Which replay differed: 2 or more.
  let replay: Int
  /// How that replay ended: a history unlike the first's (or other problems), or an error
  /// where the first had none.
  let later: Result<ReplayResult, Diagnostic>
}
