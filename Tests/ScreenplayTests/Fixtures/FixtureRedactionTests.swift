import Testing

@testable import Screenplay

/// Secret names are found ignoring case, and their values never printed.
@Suite struct FixtureRedactionTests {
  @Test func namesContainingASensitiveWordAreSecretWhateverTheirCase() {
    let secret = [
      "password", "newPassword", "client_secret", "access_token", "API_KEY", "apikey",
      "Authorization", "X-Session-Id",
    ]
    for name in secret { #expect(Redaction.isSensitive(name), "\(name)") }
    for name in ["email", "page", "api", "key", "author"] {
      #expect(!Redaction.isSensitive(name), "\(name)")
    }
  }

  @Test func redactingJSONHidesSecretMembersAtAnyDepth() {
    let value: JSONValue = [
      "user": ["password": ["old": "a", "new": "b"], "name": "Ann"], "tokens": [1, 2],
    ]
    #expect(
      Redaction.redact(value).canonicalText
        == #"{"tokens":"•••","user":{"name":"Ann","password":"•••"}}"#)
  }

  @Test func valuesBelowASecretPathAreHiddenAndLongValuesCut() {
    let path = JSONPath.root.appending("session").appending(0)
    #expect(Redaction.shown("visible", at: path, limit: 60) == "•••")
    #expect(
      Redaction.shown(.string(String(repeating: "x", count: 20)), at: .root, limit: 10)
        == #""xxxxxxxx…"#)
  }

  @Test func headerLinesAreSortedAndHideSecrets() {
    let lines = Redaction.headerLines(["X-Trace": "1", "Authorization": "Bearer abc"])
    #expect(lines == ["Authorization: •••", "X-Trace: 1"])
  }

  @Test func historyLabelsNameStatusRequestAndFixtureButNoSecret() throws {
    let fixture = try FixtureTestSupport.fixture(
      #"{"request": {"method": "POST", "path": "/login", "body": {"password": "hunter2"}}, "response": {"status": 200}}"#,
      name: "sign-in-success")
    #expect(fixture.label == "response 200 POST /login (sign-in-success)")
  }
}
