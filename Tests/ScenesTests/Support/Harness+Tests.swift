import Screenplay

extension Harness {
  /// Runs `operation` as a task, with every job it causes, and returns its result: for test
  /// code that awaits the app (an actor's method that wakes a task of the app) but must run on
  /// the harness, so the work it causes runs before this returns.
  ///
  /// Throws what `operation` throws, or ``Unfinished`` if it could not finish without virtual
  /// time moving or the test doing something.
  func finish<T: Sendable>(
    _ operation: @escaping @MainActor @Sendable () async throws -> T
  ) throws -> T {
    let box = ResultBox<T>()
    runTask {
      do {
        box.result = .success(try await operation())
      } catch {
        box.result = .failure(error)
      }
    }
    guard let result = box.result else { throw Unfinished() }
    return try result.get()
  }

  /// Cancels every task `spawner` started and runs what the cancellations cause (a loop over a
  /// stream ends), so nothing a test started outlives it.
  func cancelAll(_ spawner: RecordingSpawner) {
    run { spawner.cancelAll() }
  }

  /// The task of ``finish(_:)`` was still waiting when the harness went quiet.
  struct Unfinished: Error, CustomStringConvertible {
    var description: String { "the task waits for something only time or the test can do" }
  }
}

@MainActor
private final class ResultBox<T: Sendable> {
  var result: Result<T, any Error>?
}
