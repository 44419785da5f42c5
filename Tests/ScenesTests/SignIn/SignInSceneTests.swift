import Scenes
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Sign-in scene")
struct SignInSceneTests {
  private let harness = Harness()

  /// How long a slow server takes to answer, as the success fixture does.
  private static let latency = Duration.milliseconds(1500)

  private func makeScene(_ transport: CannedTransport) -> SignInScene {
    harness.run {
      let scene = SignInScene(
        environment: SignInTestData.environment(harness, transport: transport))
      scene.start()
      return scene
    }
  }

  /// Johnny's session, `latency` after the request on the harness's clock.
  private func slowSuccess() -> CannedTransport {
    CannedTransport(
      status: 200, json: SignInTestData.johnnyJSON, latency: Self.latency, on: harness.clock)
  }

  private func typeCredentials(into scene: SignInScene, password: Secret = "password") {
    harness.run {
      scene.send(.typeEmail("johnny@gmail.com"))
      scene.send(.typePassword(password))
    }
  }

  @Test("the screen starts with empty fields and an enabled Sign In button")
  func initialRender() {
    let scene = makeScene(CannedTransport(failingWith: .offline))

    #expect(SignInScene.name == "SignIn")
    #expect(
      scene.renderedLines() == [
        "Sign In",
        "  Email: (placeholder \"Email\")",
        "  Password: (placeholder \"Password\")",
        "  [Sign In]",
      ])
  }

  @Test("while signing in, the fields and the blank button are disabled and the spinner runs")
  func signingInRender() {
    let scene = makeScene(slowSuccess())
    typeCredentials(into: scene)

    harness.run { scene.send(.tapSignIn) }

    #expect(
      scene.renderedLines() == [
        "Sign In",
        "  Email: \"johnny@gmail.com\" (disabled)",
        "  Password: ••• (disabled)",
        "  [] (disabled)",
        "  (spinner: signing in)",
      ])
    harness.advance(by: Self.latency)
    #expect(
      scene.renderedLines().last
        == "  navigation: signed in as Johnny Appleseed <johnny@gmail.com>")
    #expect(harness.problems.isEmpty)
  }

  @Test("signed in, the screen stays as it was and the navigation line names the user")
  func signedInRender() {
    let scene = makeScene(CannedTransport(status: 200, json: SignInTestData.johnnyJSON))
    typeCredentials(into: scene)

    harness.run { scene.send(.tapSignIn) }

    #expect(
      scene.renderedLines() == [
        "Sign In",
        "  Email: \"johnny@gmail.com\" (disabled)",
        "  Password: ••• (disabled)",
        "  [] (disabled)",
        "  (spinner: signing in)",
        "  navigation: signed in as Johnny Appleseed <johnny@gmail.com>",
      ])
    #expect(!scene.renderedLines().joined().contains("64652626"))
  }

  @Test("a failed sign-in presents the alert over an editable screen")
  func failureRender() {
    let scene = makeScene(CannedTransport(status: 401, json: "{}"))
    typeCredentials(into: scene, password: "pasword")

    harness.run { scene.send(.tapSignIn) }

    #expect(
      scene.renderedLines() == [
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
  func dismissAlert() {
    let scene = makeScene(CannedTransport(status: 401, json: "{}"))
    typeCredentials(into: scene, password: "pasword")
    harness.run { scene.send(.tapSignIn) }

    harness.run { scene.send(.dismissAlert) }

    #expect(scene.presentedErrorMessage == nil)
    #expect(scene.viewModel.email == "johnny@gmail.com")
    #expect(scene.viewModel.password == "pasword")
  }

  @Test("typing and tapping while signing in change nothing and send no second request")
  func disabledControlsIgnoreEvents() {
    let transport = slowSuccess()
    let scene = makeScene(transport)
    typeCredentials(into: scene)
    harness.run { scene.send(.tapSignIn) }
    let signingIn = scene.renderedLines()

    harness.run {
      scene.send(.typeEmail("johnny@gmail.co"))
      scene.send(.typePassword("passwor"))
      scene.send(.tapSignIn)
    }

    #expect(scene.renderedLines() == signingIn)
    harness.advance(by: Self.latency)
    #expect(transport.requests.count == 1)
  }

  @Test("nothing beneath a presented alert takes input")
  func alertIsModal() {
    let transport = CannedTransport(status: 401, json: "{}")
    let scene = makeScene(transport)
    typeCredentials(into: scene, password: "pasword")
    harness.run { scene.send(.tapSignIn) }
    let failed = scene.renderedLines()

    harness.run {
      scene.send(.typeEmail("jonny@gmail.com"))
      scene.send(.typePassword("password"))
      scene.send(.tapSignIn)
    }

    #expect(scene.renderedLines() == failed)
    #expect(transport.requests.count == 1)
  }

  @Test("OK with no alert on screen does nothing")
  func dismissWithoutAlert() {
    let scene = makeScene(CannedTransport(failingWith: .offline))
    let before = scene.renderedLines()

    harness.run { scene.send(.dismissAlert) }

    #expect(scene.renderedLines() == before)
  }
}
