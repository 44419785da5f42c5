import ScreenplaySeams

/// Records a live session's exchanges with a real server as fixtures.
///
/// A session replays its log from the start after every event (see `PlaySession`), so each
/// request the app sends is new only once: the recorder keeps every exchange as a fixture, and
/// a later replay's same request is answered from it (``LiveReplay``). A fixture is made the way
/// its file will read back, so the session shows what the saved log replays to:
/// - the request as fixtures state it: method, path, query, JSON body;
/// - the status, the headers worth keeping (``keptHeader(_:secrets:)``) and the decoded body;
///   or `timedOut` when the server did not answer in time;
/// - the latency measured, rounded to 10 ms, or the fixed one given;
/// - a name made from the request and its answer, such as `post-login-401`, taken by no file
///   of the screen's fixtures folder and no fixture recorded before.
///
/// Secret values stay in memory: the files a save writes hold stand-ins (``SavedRecording``).
package final class LiveRecorder: Sendable {
  private struct State {
    var recorded: [Fixture] = []
    var names: Set<String> = []
  }

  /// Where requests go.
  package let server: LiveServer
  /// The latency every recorded answer gets, or `nil` for the one measured.
  package let latency: Duration?
  /// The screen's fixtures folder, as messages show it, such as `Tests/Fixtures/SignIn`.
  package let folder: String
  private let existingNames: Set<String>
  private let secretNames: SecretNames
  private let state = Locked(State())

  /// A recorder sending to `server`, naming fixtures apart from those in `folder` already
  /// (`existingNames`, file names without `.json`).
  package init(
    server: LiveServer, latency: Duration?, folder: String, existingNames: Set<String>,
    secretNames: SecretNames
  ) {
    self.server = server
    self.latency = latency
    self.folder = folder
    self.existingNames = existingNames
    self.secretNames = secretNames
  }

  /// A new replay's view of the recordings: none used yet.
  package func replay() -> LiveReplay {
    LiveReplay(recorder: self)
  }

  /// Every fixture recorded, in the order recorded.
  var recorded: [Fixture] { state.withLock { $0.recorded } }

  /// Sends `request` to the server and keeps what it did as a new fixture.
  func record(_ request: UnmatchedRequest) -> Result<Fixture, LiveFailure> {
    record(exchanging: request).mapError { failure in
      var failure = failure
      failure.line = request.line
      return failure
    }
  }

  private func record(exchanging request: UnmatchedRequest) -> Result<Fixture, LiveFailure> {
    let summary = request.summary(hiding: secretNames)
    guard !request.bodyUnseen else {
      return .failure(
        LiveFailure(
          message: "\(summary) sent a body URLSession does not show a URLProtocol on Linux, so it "
            + "cannot be passed to the server",
          hint: "set the body as URLRequest.httpBody and send it with data(for:)"))
    }
    let received = request.received
    var asked = Fixture.Request(method: received.method, path: received.path)
    if !received.query.isEmpty { asked.query = received.query.sorted() }
    switch received.body {
    case .none: break
    case .json(let body): asked.body = body
    case .notJSON(let count):
      return .failure(
        LiveFailure(
          message: "\(summary) sent a body of \(count) bytes that is not JSON, which a fixture "
            + "cannot state",
          hint: "answer this request from a fixture of your own (--fixtures)"))
    }
    // Real time, on the replay's thread too: the exchange waits for the server, and its latency
    // is measured.
    let (outcome, elapsed) = VirtualClocks.real { server.exchange(request.sent) }
    let answer: Fixture.Outcome
    switch outcome {
    case .unreachable(let reason):
      return .failure(
        LiveFailure(
          message: "cannot reach the live server: \(received.method) \(server.base)"
            + "\(received.path): \(reason)",
          hint: "start the server at \(server.base), or give --live the base URL it answers "
            + "at; the event was not kept"))
    case .timedOut:
      answer = .error(.timedOut)
    case .response(var response):
      response.headers = response.headers.filter { Self.keptHeader($0.key, secrets: secretNames) }
      answer = .response(response)
    }
    let latency = self.latency ?? Self.rounded(elapsed)
    let fixture = Fixture(name: "", path: "", request: asked, outcome: answer, latency: latency)
    return settle(fixture, summary)
  }

  /// Names `fixture`, reads it back as its file would be read, and keeps it.
  private func settle(_ fixture: Fixture, _ summary: String) -> Result<Fixture, LiveFailure> {
    let name = state.withLock { state in
      let name = RecordedFixtureName.unique(
        RecordedFixtureName.base(fixture), taken: existingNames.union(state.names))
      state.names.insert(name)
      return name
    }
    let path = folder + "/" + name + ".json"
    guard let text = FixtureWriter.text([fixture]),
      let read = try? FixtureLoader.decode(Array(text.utf8), name: name, path: path).first
    else {
      return .failure(
        LiveFailure(
          message: "the answer to \(summary) is binary, which a fixture cannot state",
          hint: "answer this request from a fixture of your own (--fixtures)"))
    }
    state.withLock { $0.recorded.append(read) }
    return .success(read)
  }

  /// `elapsed` to the nearest 10 ms.
  static func rounded(_ elapsed: Duration) -> Duration {
    .milliseconds((TimeFormat.milliseconds(elapsed) + 5) / 10 * 10)
  }

  /// Whether a response header is written into a fixture: not one the transport sets
  /// (`Content-Length`, `Content-Encoding`, `Transfer-Encoding`, `Connection`, `Keep-Alive`,
  /// `Date`, `Server`), and never `Set-Cookie`, `Cookie`, `Authorization` or a secret name.
  static func keptHeader(_ name: String, secrets: SecretNames) -> Bool {
    let dropped = [
      "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive",
      "date", "server", "set-cookie", "cookie", "authorization",
    ]
    return !dropped.contains(name.lowercased()) && !secrets.isSecret(name)
  }
}

/// Why a live request could not be recorded: the session does not keep the event that sent it.
package struct LiveFailure: Error, Sendable, Hashable {
  /// The log line of the event whose step sent the request, when known.
  package var line: Int?
  /// What happened.
  package var message: String
  /// How to fix it.
  package var hint: String

  /// A failure of the request on `line`.
  package init(line: Int? = nil, message: String, hint: String) {
    self.line = line
    self.message = message
    self.hint = hint
  }
}
