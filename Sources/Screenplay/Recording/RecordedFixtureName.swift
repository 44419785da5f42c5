import ScreenplaySeams

/// The name a recorded fixture gets: the request's method and path words, then its answer,
/// such as `post-login-401`, `get-movies-popular-200` or `get-posts-timedout`; `-2`, `-3`, …
/// after it when the name is taken.
enum RecordedFixtureName {
  /// The longest the path's part of a name may be.
  private static let pathLimit = 48

  /// The name `fixture` would get if nothing held it.
  static func base(_ fixture: Fixture) -> String {
    var path = ""
    for word in fixture.request.path.lowercased().split(whereSeparator: { !isWordCharacter($0) }) {
      guard path.count + word.count < pathLimit else { break }
      path += "-" + word
    }
    let answer =
      switch fixture.outcome {
      case .response(let response): String(response.statusCode)
      case .error(let kind): kind.rawValue.lowercased()
      }
    return fixture.request.method.lowercased() + path + "-" + answer
  }

  /// `base`, or `base-2`, `base-3`, …: the first that `taken` does not hold.
  static func unique(_ base: String, taken: Set<String>) -> String {
    guard taken.contains(base) else { return base }
    var number = 2
    while taken.contains("\(base)-\(number)") { number += 1 }
    return "\(base)-\(number)"
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }
}
