import Foundation
import Scenes
import Screenplay
import ScreenplayTestSupport
import Testing

/// A flow log's event must be for a screen on top; otherwise it fails at its line, naming what is
/// on top and what it takes.
@MainActor
@Suite("Koober flow: events for screens not on top")
struct KooberFlowRefusalTests {
  private func problems(_ events: String) async throws -> [String] {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Koober\n\n" + events, path: "Tests/EventLogs/Koober/x.log")
    let scene = try #require(Catalog.scenes.first { $0.name == "Koober" })
    return try await scene.replay(log, fixtures: []).problems.map(\.description)
  }

  @Test("typing into sign-in while welcome is on top")
  func signInBeforeItIsPushed() async throws {
    #expect(
      try await problems("0.000s SignIn.email.type text=\"johnny@gmail.com\"\n") == [
        """
        Tests/EventLogs/Koober/x.log:4:8: error: 'SignIn.email.type' is for SignIn, which is not on screen: on top is Welcome
          hint: send it once SignIn is on top; events on top now: Welcome.signUp.tap, Welcome.signIn.tap
        """
      ])
  }

  @Test("welcome beneath the pushed sign-in screen")
  func welcomeBeneathSignIn() async throws {
    #expect(
      try await problems("0.000s Welcome.signIn.tap\n0.500s Welcome.signUp.tap\n") == [
        """
        Tests/EventLogs/Koober/x.log:5:8: error: 'Welcome.signUp.tap' is for Welcome, which is beneath SignIn
          hint: send it once Welcome is on top; events on top now: back, SignIn.email.type, SignIn.password.type, SignIn.signIn.tap, SignIn.alert.dismiss
        """
      ])
  }

  @Test("Back on welcome, which hides the navigation bar")
  func backOnWelcome() async throws {
    #expect(
      try await problems("0.000s back\n") == [
        """
        Tests/EventLogs/Koober/x.log:4:8: error: 'back' taps the system's Back button, and there is none on screen: on top is Welcome
          hint: remove this line, or first show a screen pushed onto a navigation stack
        """
      ])
  }

  @Test("a signed-in screen during onboarding, where none exists")
  func pickMeUpDuringOnboarding() async throws {
    #expect(
      try await problems("0.000s PickMeUp.whereTo.tap\n") == [
        """
        Tests/EventLogs/Koober/x.log:4:8: error: 'PickMeUp.whereTo.tap' is for PickMeUp, which is not on screen: on top is Welcome
          hint: send it once PickMeUp is on top; events on top now: Welcome.signUp.tap, Welcome.signIn.tap
        """
      ])
  }

  /// The problems of replaying a log with `fixtures` and `events`, from a file outside the
  /// project (so it needs no golden), its fixtures from `Tests/Fixtures/Koober/`.
  private func problems(fixtures: String, _ events: String) async throws -> (String, [String]) {
    let folder = try ScratchFolder("koober-refusal")
    let path = folder.path("refusal.log")
    try folder.write(
      "screenplay-log 1\nscreen: Koober\nfixtures: \(fixtures)\n\n\(events)", to: "refusal.log")
    let project = try #require(Project.locate())
    let verifier = Verifier(project: project, scenes: Catalog.scenes, mode: .never)
    return (path, try await verifier.replay(fileAt: path).problems.map(\.description))
  }

  @Test("a ride option while \"Ride Request Error\" is up over the sending screen")
  func rideOptionBeneathTheSendingScreen() async throws {
    let (path, problems) = try await problems(
      fixtures:
        "stored-session, locations-suggested, ride-options, ride-request-wallabee-opera-error",
      """
      2.500s  PickMeUp.whereTo.tap
      3.000s  DropoffLocationPicker.result.tap  name="Sydney Opera House"
      4.000s  RideOptionPicker.option.tap       title="Wallabee"
      4.500s  PickMeUp.confirm.tap
      5.500s  RideOptionPicker.option.tap       title="Wallaroo"

      """)
    #expect(
      problems == [
        """
        \(path):9:9: error: 'RideOptionPicker.option.tap' is for RideOptionPicker, which is beneath SendingRideRequest
          hint: send it once RideOptionPicker is on top; events on top now: SendingRideRequest.alert.dismiss
        """
      ])
  }

  @Test("OK on pick-me-up, which shows no alert of its own")
  func pickMeUpAlertDismiss() async throws {
    let (path, problems) = try await problems(
      fixtures: "stored-session",
      """
      2.500s  PickMeUp.alert.dismiss

      """)
    #expect(
      problems == [
        """
        \(path):5:9: error: pick-me-up shows no alert of its own: "Ride Request Error" shows over the sending screen
          hint: tap its OK with SendingRideRequest.alert.dismiss
        """
      ])
  }

  @Test("OK on pick-me-up while \"Ride Request Error\" is up over the sending screen")
  func pickMeUpAlertDismissBeneathTheSendingScreen() async throws {
    let (path, problems) = try await problems(
      fixtures:
        "stored-session, locations-suggested, ride-options, ride-request-wallabee-opera-error",
      """
      2.500s  PickMeUp.whereTo.tap
      3.000s  DropoffLocationPicker.result.tap  name="Sydney Opera House"
      4.000s  RideOptionPicker.option.tap       title="Wallabee"
      4.500s  PickMeUp.confirm.tap
      5.500s  PickMeUp.alert.dismiss

      """)
    #expect(
      problems == [
        """
        \(path):9:9: error: 'PickMeUp.alert.dismiss' is for PickMeUp, which is beneath SendingRideRequest
          hint: send it once PickMeUp is on top; events on top now: SendingRideRequest.alert.dismiss
        """
      ])
  }

  @Test("a fourth ride option, which the control leaves off")
  func fourthRideOption() async throws {
    let (path, problems) = try await problems(
      fixtures: "stored-session, locations-suggested, ride-options-four",
      """
      2.500s  PickMeUp.whereTo.tap
      3.000s  DropoffLocationPicker.result.tap  name="Sydney Opera House"
      4.000s  RideOptionPicker.option.tap       title="Quokka"

      """)
    #expect(
      problems == [
        """
        \(path):7:9: error: no ride option titled "Quokka" is on screen
          hint: the options are "Wallabee", "Wallaroo", "Kangaroo"
        """
      ])
  }
}
