import AppSupport
import Foundation
import Screens
import Synchronization

/// Words, environments and waiting helpers shared by the Collexion tests.
enum CollexionTestData {
  /// 2026-01-01T00:00:00Z, the harness's calendar origin.
  static let origin = Date(timeIntervalSince1970: 1_767_225_600)

  /// A word titled `title`, added `seconds` after ``origin``.
  static func word(
    _ title: String, _ partOfSpeech: PartOfSpeech = .noun, definition: String = "A definition.",
    at seconds: TimeInterval = 0, id: String? = nil
  ) -> Word {
    Word(
      id: id ?? "id-\(title)-\(seconds)", title: title, definition: definition,
      partOfSpeech: partOfSpeech, timestamp: origin.addingTimeInterval(seconds))
  }

  /// Ids `00000000-0000-0000-0000-000000000001`, `…0002`, … in order.
  static func sequentialIDs() -> @Sendable () -> UUID {
    let counter = Mutex(0)
    return {
      let next = counter.withLock {
        $0 += 1
        return $0
      }
      return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", next))!
    }
  }

  /// An environment over `spawner`, `clock` and `store`, with counting ids and the date
  /// `now` (``origin`` by default).
  static func environment(
    spawner: RecordingSpawner, clock: any Clock<Duration> = ContinuousClock(),
    store: any KeyValueStore = InMemoryStore(), now: @escaping @Sendable () -> Date = { origin }
  ) -> AppEnvironment {
    AppEnvironment(
      transport: NoTransport(), clock: clock, tasks: spawner, store: store,
      makeID: sequentialIDs(), now: now)
  }

  /// Yields until `condition` holds (at most 10,000 times); returns whether it does.
  @MainActor @discardableResult
  static func eventually(_ condition: () async -> Bool) async -> Bool {
    for _ in 0..<10_000 {
      if await condition() { return true }
      await Task.yield()
    }
    return await condition()
  }
}

/// The Collexion screens never use the network.
private struct NoTransport: HTTPTransport {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw TransportError.offline
  }
}

/// A failure with a fixed description, as the alert shows it.
struct CollexionTestError: LocalizedError, Equatable {
  var errorDescription: String? { "The words could not be saved." }
}
