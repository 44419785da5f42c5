import Foundation
import Screenplay

/// The options of `play`: `play <screen> [--from <log>] [--fixtures a,b] [--save <path>]
/// [--live <base URL> [--latency <time>] [--timeout <time>]]`.
struct PlayOptions: Equatable {
  /// The screen to play, as `events` names it (any case).
  var screen: String
  /// The fixtures answering the screen's requests, as a log's `fixtures:` header lists them;
  /// none by default, so the first request no fixture answers is reported at once.
  var fixtures: [String] = []
  /// Where `save` writes the log when it names no file; `nil` for
  /// `Tests/EventLogs/<Screen>/played.log`.
  var savePath: String?
  /// A log whose events start the session (its fixtures and defaults too), and where `save`
  /// writes unless `--save` says otherwise.
  var from: String?
  /// The server that answers the requests no fixture matches, `scheme://host:port`; `nil`
  /// plays against fixtures alone.
  var live: String?
  /// The latency each live answer is recorded with; `nil` for the one measured, to 10 ms.
  var latency: Duration?
  /// How long a live request waits for its answer before it is recorded as timed out.
  var timeout: Duration = .seconds(60)

  init(screen: String, fixtures: [String] = [], savePath: String? = nil, live: String? = nil) {
    self.screen = screen
    self.fixtures = fixtures
    self.savePath = savePath
    self.live = live
  }

  init(parsing parser: inout ArgumentParser) throws(UsageError) {
    let fixtures = try parser.value("--fixtures") ?? ""
    self.fixtures = fixtures.split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    savePath = try parser.value("--save")
    from = try parser.value("--from")
    live = try parser.value("--live")
    latency = try Self.duration(parser.value("--latency"), option: "--latency")
    let timeout = try Self.duration(parser.value("--timeout"), option: "--timeout")
    self.timeout = timeout ?? self.timeout
    if live == nil, let given = latency != nil ? "--latency" : timeout != nil ? "--timeout" : nil {
      throw UsageError(
        message: "\(given) is for a live session: give --live <base URL> too", command: "play")
    }
    screen = try parser.requiredArgument(
      "'play' takes the screen to play, such as SignIn (see 'events' for the screens)")
  }

  /// The time `text` gives, as a log writes times (`250ms`, `1.5s`).
  private static func duration(_ text: String?, option: String) throws(UsageError) -> Duration? {
    guard let text else { return nil }
    do {
      return try TypedEvent.duration(text, path: option, line: 1)
    } catch {
      throw UsageError(
        message: "\(option) takes a time such as 250ms or 1.5s, not '\(text)'", command: "play")
    }
  }
}
