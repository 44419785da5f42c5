import Foundation
import ScreenplaySeams

/// What a live session's `save` writes: its log, and the recorded fixtures the log used, with
/// every secret value the session saw replaced by its stand-in (``SecretStandIns``).
///
/// - A secret field the app was sent (a typed password) holds a stand-in of the same length in
///   the log, and the same stand-in wherever the requests carried the value.
/// - A string under a secret name in a response body (a token) becomes `token-1`, `token-2`, …,
///   and so does the same value wherever a later request sent it back.
/// - Any other value under a secret name in a request is masked, `•••`, which matches any value.
///
/// No file is made if it would still hold a secret value of four characters or more anywhere.
package struct SavedRecording: Sendable {
  /// One fixture file to write.
  package struct File: Sendable, Hashable {
    /// The fixture's name, as the log's `fixtures:` line lists it.
    public var name: String
    /// Its path, as messages show it.
    public var path: String
    /// Its text.
    public var text: String
  }

  /// The log: stand-ins in its secret fields, the recordings named after its own fixtures.
  public var log: EventLog
  /// The recorded fixtures' files, in the order the log uses them.
  public var files: [File]

  /// The files for `log`, whose requests were answered by its own fixtures and then by
  /// `recordings`, in order; `secretFields` names each event's secret fields.
  public init(
    log: EventLog, recordings: [Fixture], secretFields: [String: Set<String>],
    secrets: SecretNames
  ) throws(Diagnostic) {
    var standIns = SecretStandIns(secrets: secrets)
    for entry in log.entries {
      for field in entry.fields where secretFields[entry.event]?.contains(field.name) == true {
        if case .string(let text) = field.value { standIns.addTyped(text) }
      }
    }
    for recording in recordings {
      guard case .response(let response) = recording.outcome,
        let body = try? JSONParser.parseValue(Array(response.body))
      else { continue }
      standIns.addTokens(in: body)
    }
    var log = log
    log.entries = log.entries.map { entry in
      var entry = entry
      for index in entry.fields.indices
      where secretFields[entry.event]?.contains(entry.fields[index].name) == true {
        if case .string(let text) = entry.fields[index].value {
          entry.fields[index].value = .string(standIns.replacing(text))
        }
      }
      return entry
    }
    log.fixtures += recordings.map(\.name)
    var files: [File] = []
    for recording in recordings {
      let scrubbed = Self.scrubbed(recording, standIns)
      guard let text = FixtureWriter.text([scrubbed]) else { continue }
      files.append(File(name: recording.name, path: recording.path, text: text))
    }
    try Self.checkNoSecret(standIns, log: log, files: files)
    self.log = log
    self.files = files
  }

  private static func scrubbed(_ fixture: Fixture, _ standIns: SecretStandIns) -> Fixture {
    var fixture = fixture
    fixture.request.path = standIns.path(fixture.request.path)
    fixture.request.query = fixture.request.query?.map(standIns.queryItem).sorted()
    fixture.request.body = fixture.request.body.map { standIns.requestBody($0) }
    guard case .response(var response) = fixture.outcome else { return fixture }
    response.headers = response.headers.mapValues(standIns.replacing)
    if let body = try? JSONParser.parseValue(Array(response.body)) {
      response.body = standIns.responseBody(body).canonicalData
    } else if let text = String(validating: response.body, as: UTF8.self) {
      response.body = Data(standIns.responseText(text).utf8)
    }
    fixture.outcome = .response(response)
    return fixture
  }

  /// Fails at the first place the log or a file would still hold a value that has a stand-in
  /// (one of four characters or more: a shorter one is found in too many words to tell).
  private static func checkNoSecret(_ standIns: SecretStandIns, log: EventLog, files: [File])
    throws(Diagnostic)
  {
    let texts = [(log.path, EventLogWriter.write(log))] + files.map { ($0.path, $0.text) }
    for (path, written) in texts {
      // Stand-ins blanked first, keeping every position: a password such as `secret` is part of
      // its own stand-in.
      var text = written
      for standIn in standIns.standIns.values {
        text = text.replacingOccurrences(
          of: standIn, with: String(repeating: "\u{0}", count: standIn.count))
      }
      let found = standIns.values.filter { $0.count >= 4 }.compactMap { text.range(of: $0) }
      guard let first = found.min(by: { $0.lowerBound < $1.lowerBound }) else { continue }
      let before = text[..<first.lowerBound]
      let line = before.count(where: { $0 == "\n" }) + 1
      let lineStart = before.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
      let column = text[lineStart..<first.lowerBound].count + 1
      throw Diagnostic(
        path: path, line: line, column: column,
        message: "this would hold a secret value the session saw, so nothing was saved",
        hint: "add the name of the member that holds it to \(SecretNames.fileName) in the "
          + "project's fixtures folder, then save again")
    }
  }
}
