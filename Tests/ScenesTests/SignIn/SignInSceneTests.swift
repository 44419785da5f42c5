import Scenes
import Screenplay
import ScreenplaySeams
import ScreenplayTesting
import Screens
import Testing

/// The sign-in scene driven by `SceneTester`, its requests answered by the screen's own fixture
/// files (`Tests/Fixtures/SignIn/`) on virtual time.
@MainActor
@Suite("Sign-in scene")
struct SignInSceneTests {
  /// How long the success fixture's server takes to answer.
  private static let latency = Duration.milliseconds(1500)

  private func tester(_ fixtures: String..., line: Int = #line) throws -> SceneTester<SignInScene> {
    try SceneTester(SignInScene.self, fixtureFiles: fixtures, line: line)
  }

  private func typeCredentials(
    into tester: SceneTester<SignInScene>, password: ScreenplaySeams.Secret = "password"
  ) {
    tester.send(.typeEmail("johnny@gmail.com"), .typePassword(password))
  }

  @Test("the screen starts with empty fields and an enabled Sign In button")
  func initialRender() throws {
    let tester = try tester()

    #expect(SignInScene.name == "SignIn")
    #expect(
      tester.lines == [
        "Sign In",
        "  Email: (placeholder \"Email\")",
        "  Password: (placeholder \"Password\")",
        "  [Sign In]",
      ])
  }

  @Test("while signing in, the fields and the blank button are disabled and the spinner runs")
  func signingInRender() throws {
    let tester = try tester("sign-in-success")
    typeCredentials(into: tester)

    tester.send(.tapSignIn)

    #expect(
      tester.lines == [
        "Sign In",
        "  Email: \"johnny@gmail.com\" (disabled)",
        "  Password: ••• (disabled)",
        "  [] (disabled)",
        "  (spinner: signing in)",
      ])
    tester.advance(by: Self.latency)
    #expect(
      tester.lines.last == "  navigation: signed in as Johnny Appleseed <johnny@gmail.com>")
    #expect(tester.problems.isEmpty)
  }

  @Test("signed in, the screen stays as it was and the navigation line names the user")
  func signedInRender() throws {
    let tester = try tester("sign-in-success")
    typeCredentials(into: tester)

    tester.send(.tapSignIn)
    tester.advance(by: Self.latency)

    #expect(
      tester.lines == [
        "Sign In",
        "  Email: \"johnny@gmail.com\" (disabled)",
        "  Password: ••• (disabled)",
        "  [] (disabled)",
        "  (spinner: signing in)",
        "  navigation: signed in as Johnny Appleseed <johnny@gmail.com>",
      ])
    #expect(!tester.lines.joined().contains("64652626"))
  }

  @Test("a failed sign-in presents the alert over an editable screen")
  func failureRender() throws {
    let tester = try tester("sign-in-wrong-password")
    typeCredentials(into: tester, password: "pasword")

    tester.send(.tapSignIn)
    tester.advance(by: .milliseconds(420))

    #expect(
      tester.lines == [
        "Sign In",
        "  Email: \"johnny@gmail.com\"",
        "  Password: •••",
        "  [Sign In]",
        "  alert \"Sign In Failed\"",
        "    Could not sign in.",
        "    Please try again.",
        "    [OK]",
      ])
  }

  @Test("OK dismisses the alert and the fields keep their text")
  func dismissAlert() throws {
    let tester = try tester("sign-in-wrong-password")
    typeCredentials(into: tester, password: "pasword")
    tester.send(.tapSignIn)
    tester.advance(by: .milliseconds(420))

    tester.send(.dismissAlert)

    #expect(tester.scene.presentedErrorMessage == nil)
    #expect(tester.scene.viewModel.email == "johnny@gmail.com")
    #expect(tester.scene.viewModel.password == "pasword")
  }

  @Test("typing and tapping while signing in change nothing and send no second request")
  func disabledControlsIgnoreEvents() throws {
    let tester = try tester("sign-in-success")
    typeCredentials(into: tester)
    tester.send(.tapSignIn)
    let signingIn = tester.lines

    tester.send(.typeEmail("johnny@gmail.co"), .typePassword("passwor"), .tapSignIn)

    #expect(tester.lines == signingIn)
    tester.advance(by: Self.latency)
    #expect(tester.requestCount == 1)
    #expect(tester.problems.isEmpty)
  }

  @Test("nothing beneath a presented alert takes input")
  func alertIsModal() throws {
    let tester = try tester("sign-in-wrong-password")
    typeCredentials(into: tester, password: "pasword")
    tester.send(.tapSignIn)
    tester.advance(by: .milliseconds(420))
    let failed = tester.lines

    tester.send(.typeEmail("jonny@gmail.com"), .typePassword("password"), .tapSignIn)

    #expect(tester.lines == failed)
    #expect(tester.requestCount == 1)
  }

  @Test("OK with no alert on screen does nothing")
  func dismissWithoutAlert() throws {
    let tester = try tester()
    let before = tester.lines

    tester.send(.dismissAlert)

    #expect(tester.lines == before)
  }

  @Test("a request no fixture answers is a problem the tester reports")
  func unansweredRequest() throws {
    let tester = try tester()
    typeCredentials(into: tester)

    tester.send(.tapSignIn)

    #expect(tester.requestCount == 1)
    #expect(tester.problems.count == 1)
    #expect(tester.problems.first?.hasPrefix("no fixture matches request #1: POST ") == true)
  }

  @Test("an answer that would come after the latest virtual time is a problem, reported once")
  func answerAfterTheEndOfTime() throws {
    let tester = try tester("sign-in-success")
    tester.advance(by: VirtualTime.latest - .seconds(1))
    typeCredentials(into: tester)

    tester.send(.tapSignIn)

    #expect(tester.requestCount == 1)
    #expect(
      tester.problems == [
        "fixture 'sign-in-success' would answer at 9223372036854776.307s, after the latest"
          + " virtual time (9223372036854775.807s)\nfix: give this line an earlier time, or lower"
          + " \"latencyMs\" in Tests/Fixtures/SignIn/sign-in-success.json"
      ])
  }

  @Test("the problems keep the order they happened in: an unanswered request, then a late answer")
  func problemsInOrder() throws {
    let tester = try tester("sign-in-success")
    tester.advance(by: VirtualTime.latest - .seconds(1))
    typeCredentials(into: tester, password: "pasword")
    tester.send(.tapSignIn)
    tester.send(.dismissAlert, .typePassword("password"), .tapSignIn)

    #expect(tester.requestCount == 2)
    #expect(tester.problems.count == 2)
    #expect(tester.problems.first?.hasPrefix("no fixture matches request #1: POST ") == true)
    #expect(tester.problems.last?.hasPrefix("fixture 'sign-in-success' would answer at ") == true)
  }

  @Test("a fixture file that does not exist is a diagnostic naming it")
  func missingFixtureFile() {
    let call = #line + 1
    let error = #expect(throws: Diagnostic.self) { try tester("sign-in-nope") }
    #expect(error?.path.hasSuffix("Tests/ScenesTests/SignIn/SignInSceneTests.swift") == true)
    #expect(error?.line == call)
    #expect(
      error?.message
        == "no fixture named 'sign-in-nope': Tests/Fixtures/SignIn/sign-in-nope.json does not exist"
    )
    #expect(
      error?.hint
        == "create Tests/Fixtures/SignIn/sign-in-nope.json, or use one of: sign-in-disk-full, sign-in-empty-fields, sign-in-malformed-json, sign-in-offline, sign-in-server-error, sign-in-success, sign-in-timeout, sign-in-trailing-space, sign-in-wrong-password"
    )
  }
}
