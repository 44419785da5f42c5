import AppSupport
import Scenes
import Screenplay
import Screens
import Testing

@MainActor
@Suite("Sign-in scene")
struct SignInSceneTests {
  private let spawner = RecordingSpawner()

  private func makeScene(_ transport: CannedTransport) -> SignInScene {
    let scene = SignInScene(
      environment: SignInTestData.environment(transport: transport, spawner: spawner))
    scene.start()
    return scene
  }

  /// Lets the scene's error-message observer present what the view model sent.
  private func waitForAlert(on scene: SignInScene) async {
    for _ in 0..<1_000 where scene.presentedErrorMessage == nil {
      await Task.yield()
    }
  }

  private func typeCredentials(into scene: SignInScene, password: Secret = "password") {
    scene.send(.typeEmail("johnny@gmail.com"))
    scene.send(.typePassword(password))
  }

  @Test("the screen starts with empty fields and an enabled Sign In button")
  func initialRender() {
    let scene = makeScene(CannedTransport(failingWith: .offline))
    defer { spawner.cancelAll() }

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
  func signingInRender() async {
    let scene = makeScene(CannedTransport(status: 200, json: SignInTestData.johnnyJSON))
    defer { spawner.cancelAll() }
    typeCredentials(into: scene)

    scene.send(.tapSignIn)

    #expect(
      scene.renderedLines() == [
        "Sign In",
        "  Email: \"johnny@gmail.com\" (disabled)",
        "  Password: ••• (disabled)",
        "  [] (disabled)",
        "  (spinner: signing in)",
      ])
    await spawner.finishLatest()
  }

  @Test("signed in, the screen stays as it was and the navigation line names the user")
  func signedInRender() async {
    let scene = makeScene(CannedTransport(status: 200, json: SignInTestData.johnnyJSON))
    defer { spawner.cancelAll() }
    typeCredentials(into: scene)

    scene.send(.tapSignIn)
    await spawner.finishLatest()

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
  func failureRender() async {
    let scene = makeScene(CannedTransport(status: 401, json: "{}"))
    defer { spawner.cancelAll() }
    typeCredentials(into: scene, password: "pasword")

    scene.send(.tapSignIn)
    await spawner.finishLatest()
    await waitForAlert(on: scene)

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
  func dismissAlert() async {
    let scene = makeScene(CannedTransport(status: 401, json: "{}"))
    defer { spawner.cancelAll() }
    typeCredentials(into: scene, password: "pasword")
    scene.send(.tapSignIn)
    await spawner.finishLatest()
    await waitForAlert(on: scene)

    scene.send(.dismissAlert)

    #expect(scene.presentedErrorMessage == nil)
    #expect(scene.viewModel.email == "johnny@gmail.com")
    #expect(scene.viewModel.password == "pasword")
  }

  @Test("typing and tapping while signing in change nothing and send no second request")
  func disabledControlsIgnoreEvents() async {
    let transport = CannedTransport(status: 200, json: SignInTestData.johnnyJSON)
    let scene = makeScene(transport)
    defer { spawner.cancelAll() }
    typeCredentials(into: scene)
    scene.send(.tapSignIn)
    let signingIn = scene.renderedLines()

    scene.send(.typeEmail("johnny@gmail.co"))
    scene.send(.typePassword("passwor"))
    scene.send(.tapSignIn)

    #expect(scene.renderedLines() == signingIn)
    await spawner.finishLatest()
    #expect(transport.requests.count == 1)
  }

  @Test("nothing beneath a presented alert takes input")
  func alertIsModal() async {
    let transport = CannedTransport(status: 401, json: "{}")
    let scene = makeScene(transport)
    defer { spawner.cancelAll() }
    typeCredentials(into: scene, password: "pasword")
    scene.send(.tapSignIn)
    await spawner.finishLatest()
    await waitForAlert(on: scene)
    let failed = scene.renderedLines()

    scene.send(.typeEmail("jonny@gmail.com"))
    scene.send(.typePassword("password"))
    scene.send(.tapSignIn)

    #expect(scene.renderedLines() == failed)
    #expect(transport.requests.count == 1)
  }

  @Test("OK with no alert on screen does nothing")
  func dismissWithoutAlert() {
    let scene = makeScene(CannedTransport(failingWith: .offline))
    defer { spawner.cancelAll() }
    let before = scene.renderedLines()

    scene.send(.dismissAlert)

    #expect(scene.renderedLines() == before)
  }
}
