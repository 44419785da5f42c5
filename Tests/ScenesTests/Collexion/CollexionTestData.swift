import Foundation
import Screens

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
}

/// A failure with a fixed description, as the alert shows it.
struct CollexionTestError: LocalizedError, Equatable {
  var errorDescription: String? { "The words could not be saved." }
}
