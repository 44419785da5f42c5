import Foundation
import Screens
import Synchronization

/// Words and ids shared by the Collexion tests.
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
}

/// A failure with a fixed description, as the alert shows it.
struct CollexionTestError: LocalizedError, Equatable {
  var errorDescription: String? { "The words could not be saved." }
}
