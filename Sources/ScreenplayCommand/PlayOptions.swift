import Foundation

/// The options of `play`: `play <screen> [--fixtures a,b] [--save <path>]`.
struct PlayOptions: Equatable {
  /// The screen to play, as `events` names it (any case).
  var screen: String
  /// The fixtures answering the screen's requests, as a log's `fixtures:` header lists them;
  /// none by default, so the first request no fixture answers is reported at once.
  var fixtures: [String] = []
  /// Where `save` writes the log when it names no file; `nil` for
  /// `Tests/EventLogs/<Screen>/played.log`.
  var savePath: String?

  init(screen: String, fixtures: [String] = [], savePath: String? = nil) {
    self.screen = screen
    self.fixtures = fixtures
    self.savePath = savePath
  }

  init(parsing parser: inout ArgumentParser) throws(UsageError) {
    let fixtures = try parser.value("--fixtures") ?? ""
    self.fixtures = fixtures.split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    savePath = try parser.value("--save")
    screen = try parser.requiredArgument(
      "'play' takes the screen to play, such as SignIn (see 'events' for the screens)")
  }
}
