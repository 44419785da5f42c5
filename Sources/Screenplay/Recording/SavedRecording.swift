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
/// No file is made if a value in it would still hold a secret value of four characters or more
/// (``SecretLeak``): the refusal names that value's line and column, and what keeps it out.
package struct SavedRecording: Sendable {
  /// One fixture file to write.
  package struct File: Sendable, Hashable {
    /// The fixture's name, as the log's `fixtures:` line lists it.
    package var name: String
    /// Its path, as messages show it.
    package var path: String
    /// Its text.
    package var text: String
  }

  /// The log: stand-ins in its secret fields, the recordings named after its own fixtures.
  package var log: EventLog
  /// The recorded fixtures' files, in the order the log uses them.
  package var files: [File]

  /// The files for `log`, whose requests were answered by its own fixtures and then by
  /// `recordings`, in order; `secretFields` names each event's secret fields.
  package init(
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

  /// Fails at the first value the log or a file would still hold a secret in (see
  /// ``SecretLeak``).
  private static func checkNoSecret(_ standIns: SecretStandIns, log: EventLog, files: [File])
    throws(Diagnostic)
  {
    let finder = SecretLeak.Finder(standIns)
    if let leak = SecretLeak.first(
      inLog: EventLogWriter.write(log), path: log.path, holding: finder)
    {
      throw leak.diagnostic(path: log.path)
    }
    for file in files {
      if let leak = SecretLeak.first(inFixture: file.text, holding: finder) {
        throw leak.diagnostic(path: file.path)
      }
    }
  }
}
