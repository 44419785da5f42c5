import Screenplay

extension KooberFlow {
  /// The screen on top, the signed-in container's child in its place, with ` · alert` while an
  /// error alert is up: `Welcome`, `SignIn · alert`, `PickMeUp`, `DropoffLocationPicker`.
  public var coverageState: String? {
    let navigation = navigation
    guard let top = navigation.top else { return nil }
    var name = top.name
    if top.screen is SignedInContainer, let child = top.embedded.first { name = child.name }
    return top.showsAlertWithin ? name + " · alert" : name
  }

  /// What holds after every step of every log, and of every run `screenplay explore Koober`
  /// tries.
  public nonisolated static var invariants: [Invariant<KooberFlow>] {
    [
      Invariant("an alert blocks every other input") { flow in
        let screens = flow.navigation.interactive.compactMap { $0 as? any AlertingScreen }
        return !screens.contains(where: \.showsAlert) || !screens.contains(where: \.takesInput)
      },
      Invariant("at most one ride option is selected") { flow in
        flow.navigation.all.allSatisfy { ($0 as? RideOptionPickerScreen)?.selectedCount ?? 0 <= 1 }
      },
      Invariant("Confirm shows only when a ride option is selected") { flow in
        flow.navigation.all.allSatisfy { screen in
          guard let pickMeUp = screen as? PickMeUpScreen, pickMeUp.showsConfirm else { return true }
          return pickMeUp.selectedRideOptions == 1
        }
      },
    ]
  }

  /// The flow's transitions, by the screen they start from; `screenplay coverage Koober` lists
  /// the logs covering each, and `screenplay explore Koober` reports any other it takes.
  public nonisolated static var transitions: [Transition] {
    launch + onboarding + signedIn + pickMeUp + profile
  }

  private nonisolated static let alert = " · alert"

  /// `from` after each of `events`, unchanged.
  private nonisolated static func staying(_ state: String, _ events: [String]) -> [Transition] {
    events.map { Transition(state, $0, state) }
  }

  private nonisolated static var launch: [Transition] {
    [
      Transition("Launch" + alert, "Launch.alert.dismiss", "Welcome"),
      Transition("Welcome", "Welcome.signIn.tap", "SignIn"),
      Transition("Welcome", "Welcome.signUp.tap", "SignUp"),
    ]
  }

  /// Sign-in and sign-up: typing, the request, its failure's alert, which covers Back.
  private nonisolated static var onboarding: [Transition] {
    let signIn = ["SignIn.email.type", "SignIn.password.type", "SignIn.signIn.tap"]
    let signUp = [
      "SignUp.name.type", "SignUp.nickname.type", "SignUp.email.type",
      "SignUp.mobileNumber.type", "SignUp.password.type", "SignUp.signUp.tap",
    ]
    // An alert is modal: nothing beneath it acts, and Back, which it covers, neither.
    return staying("SignIn", signIn + ["SignIn.alert.dismiss"])
      + staying("SignIn" + alert, signIn + ["back"])
      + staying("SignUp", signUp + ["SignUp.alert.dismiss"])
      + staying("SignUp" + alert, signUp + ["back"]) + [
        Transition("SignIn", "back", "Welcome"),
        // A failure at once (offline, no latency) shows in the tap's own step.
        Transition("SignIn", "SignIn.signIn.tap", "SignIn" + alert),
        Transition("SignUp", "SignUp.signUp.tap", "SignUp" + alert),
        Transition("SignIn", Transition.effect, "SignIn" + alert),
        Transition("SignIn", Transition.effect, "GettingUsersLocation"),
        Transition("SignIn" + alert, "SignIn.alert.dismiss", "SignIn"),
        Transition("SignUp", "back", "Welcome"),
        Transition("SignUp", Transition.effect, "SignUp" + alert),
        Transition("SignUp", Transition.effect, "GettingUsersLocation"),
        Transition("SignUp" + alert, "SignUp.alert.dismiss", "SignUp"),
        // A sign-in answered after Back reaches the app from welcome.
        Transition("Welcome", Transition.effect, "GettingUsersLocation"),
      ]
  }

  /// Locating the user, and waiting for the pickup.
  private nonisolated static var signedIn: [Transition] {
    [
      Transition("GettingUsersLocation", Transition.effect, "PickMeUp"),
      Transition(
        "GettingUsersLocation", "GettingUsersLocation.alert.dismiss", "GettingUsersLocation"),
      Transition("GettingUsersLocation", Transition.effect, "GettingUsersLocation" + alert),
      Transition(
        "GettingUsersLocation" + alert, "GettingUsersLocation.alert.dismiss",
        "GettingUsersLocation"),
      Transition("WaitingForPickup", "WaitingForPickup.startNewRide.tap", "GettingUsersLocation"),
    ]
  }

  /// Pick-me-up with its drop-off picker, ride options, confirm control and sending screen.
  private nonisolated static var pickMeUp: [Transition] {
    let picker = "DropoffLocationPicker"
    let underPickerAlert = [
      "DropoffLocationPicker.search.type", "DropoffLocationPicker.result.tap",
      "DropoffLocationPicker.cancel.tap",
    ]
    // The ride-option picker's alert covers all of pick-me-up, the profile button too.
    let underRideOptionAlert = [
      "PickMeUp.whereTo.tap", "PickMeUp.confirm.tap", "RideOptionPicker.option.tap",
      "SignedIn.profile.tap",
    ]
    return staying(picker + alert, underPickerAlert)
      + staying("PickMeUp" + alert, underRideOptionAlert)
      // OK with no alert up, and Where to? once it is hidden, do nothing. Pick-me-up's own
      // alert.dismiss is refused: it shows no alert of its own.
      + staying("PickMeUp", ["RideOptionPicker.alert.dismiss", "PickMeUp.whereTo.tap"])
      + [
        Transition("PickMeUp", "PickMeUp.whereTo.tap", picker),
        Transition("PickMeUp", "RideOptionPicker.option.tap", "PickMeUp"),
        // A tap where no Confirm is on screen does nothing.
        Transition("PickMeUp", "PickMeUp.confirm.tap", "PickMeUp"),
        Transition("PickMeUp", "PickMeUp.confirm.tap", "SendingRideRequest"),
        Transition("PickMeUp", "PickMeUp.confirm.tap", "SendingRideRequest" + alert),
        Transition("PickMeUp", "PickMeUp.whereTo.tap", picker + alert),
        Transition("PickMeUp", Transition.effect, "PickMeUp" + alert),
        Transition("PickMeUp" + alert, "RideOptionPicker.alert.dismiss", "PickMeUp"),
        Transition(picker, "DropoffLocationPicker.search.type", picker),
        Transition(picker, "DropoffLocationPicker.search.type", picker + alert),
        Transition(picker, "DropoffLocationPicker.alert.dismiss", picker),
        Transition(picker, "DropoffLocationPicker.result.tap", "PickMeUp"),
        Transition(picker, "DropoffLocationPicker.cancel.tap", "PickMeUp"),
        Transition(picker, Transition.effect, picker + alert),
        Transition(picker + alert, "DropoffLocationPicker.alert.dismiss", picker),
        // OK on the sending screen before its alert is up does nothing.
        Transition("SendingRideRequest", "SendingRideRequest.alert.dismiss", "SendingRideRequest"),
        Transition("SendingRideRequest", Transition.effect, "WaitingForPickup"),
        Transition("SendingRideRequest", Transition.effect, "SendingRideRequest" + alert),
        Transition("SendingRideRequest" + alert, "SendingRideRequest.alert.dismiss", "PickMeUp"),
      ]
  }

  /// The profile, over whichever signed-in screen is up.
  private nonisolated static var profile: [Transition] {
    [
      Transition("PickMeUp", "SignedIn.profile.tap", "Profile"),
      Transition("GettingUsersLocation", "SignedIn.profile.tap", "Profile"),
      Transition("Profile", "Profile.done.tap", "PickMeUp"),
      Transition("Profile", "Profile.done.tap", "GettingUsersLocation"),
      Transition("Profile", "Profile.alert.dismiss", "Profile"),
      Transition("Profile", "Profile.signOut.tap", "Welcome"),
    ]
  }
}
