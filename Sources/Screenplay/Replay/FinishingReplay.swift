/// A replay that has run every event and timer, and waits for one turn of the process's main
/// queue before its result is final.
///
/// That turn lets whatever the app queued on `DispatchQueue.main` (or on a thread that came back
/// in time) run; if it changes the screen, the change escaped the history and ``confirm()``
/// reports it. One turn serves any number of replays, so a run of many logs replays a batch,
/// takes one turn, then confirms each:
///
/// ```swift
/// var finishing: [FinishingReplay] = []
/// for log in logs { finishing.append(try await scene.replayToEnd(log, fixtures: set, limits: limits)) }
/// await FinishingReplay.mainQueueTurn()
/// let results = finishing.map { $0.confirm() }
/// ```
@MainActor
struct FinishingReplay {
  private let confirmation: @MainActor () -> ReplayResult

  init(confirm: @escaping @MainActor () -> ReplayResult) {
    confirmation = confirm
  }

  /// Lets the main queue run everything queued on it so far, once.
  static func mainQueueTurn() async {
    await Task.yield()
  }

  /// The replay's result, with a problem if the screen changed during the main-queue turn.
  /// Call it once, after ``mainQueueTurn()``.
  func confirm() -> ReplayResult {
    confirmation()
  }

  /// The result after a turn of its own: for a single replay.
  func result() async -> ReplayResult {
    await Self.mainQueueTurn()
    return confirm()
  }

  /// The result after a turn of its own, its ``ReplayResult/appOutput`` what the app printed
  /// during the replay (`output`) and then while it was confirmed. Nothing is captured during
  /// the turn, when the main actor may run other work (see ``AppOutputCapture``).
  func result(echoingAppOutput echo: Bool, after output: AppOutput) async -> ReplayResult {
    await Self.mainQueueTurn()
    let capture = AppOutputCapture(echo: echo)
    var result = confirm()
    result.appOutput = output
    result.appOutput.append(capture.take())
    capture.stop()
    return result
  }
}
