import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Koober sign-up view model")
struct KooberSignUpViewModelTests {
  private let harness = Harness()
  private let mainViewModel = MainViewModel()

  private func makeViewModel(_ repository: any UserSessionRepository) -> SignUpViewModel {
    SignUpViewModel(
      userSessionRepository: repository, signedInResponder: mainViewModel,
      makeID: SequentialIDs().next)
  }

  private func fillInJohnny(_ viewModel: SignUpViewModel) {
    viewModel.name = "Johnny Appleseed"
    viewModel.nickname = "Johnny"
    viewModel.email = "johnny@gmail.com"
    viewModel.mobileNumber = "510-736-8754"
    viewModel.password = "password"
  }

  @Test("it starts empty")
  func initialState() {
    let viewModel = makeViewModel(KooberTestRepository())

    #expect(viewModel.name == "")
    #expect(viewModel.nickname == "")
    #expect(viewModel.email == "")
    #expect(viewModel.mobileNumber == "")
    #expect(viewModel.password.isEmpty)
  }

  @Test("the form stays editable while the request is out: a second tap sends the form as then")
  func formStaysEditableWhileSigningUp() {
    let repository = KooberTestRepository(
      signUp: SignInTestData.johnny, latency: .milliseconds(1500), on: harness.clock)
    let viewModel = makeViewModel(repository)
    fillInJohnny(viewModel)

    harness.run { viewModel.signUp() }
    viewModel.nickname = "J"
    harness.run { viewModel.signUp() }

    #expect(repository.accounts.map(\.nickname) == ["Johnny", "J"])
    #expect(mainViewModel.view == .launching)
    harness.advance(by: .milliseconds(1500))
    #expect(mainViewModel.view == .signedIn(userSession: SignInTestData.johnny))
    #expect(harness.problems.isEmpty)
  }

  @Test("the account is the form as typed when tapped, name as fullName, even empty fields")
  func sendsFormAsTyped() {
    let repository = KooberTestRepository()
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.signUp() }
    fillInJohnny(viewModel)
    harness.run { viewModel.signUp() }

    #expect(
      repository.accounts == [
        NewAccount(fullName: "", nickname: "", email: "", mobileNumber: "", password: ""),
        NewAccount(
          fullName: "Johnny Appleseed", nickname: "Johnny", email: "johnny@gmail.com",
          mobileNumber: "510-736-8754", password: "password"),
      ])
  }

  @Test("success hands the session to the responder")
  func successResponds() {
    let viewModel = makeViewModel(KooberTestRepository(signUp: SignInTestData.johnny))

    harness.run { viewModel.signUp() }

    #expect(mainViewModel.view == .signedIn(userSession: SignInTestData.johnny))
  }

  @Test("failure sends \"Sign Up Failed\"")
  func failureSendsMessage() async {
    let viewModel = makeViewModel(KooberTestRepository(signUp: nil))
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.signUp() }

    let message = await messages.next()
    #expect(message?.id == KooberTestData.firstID)
    #expect(message?.title == "Sign Up Failed")
    #expect(message?.message == "Could not sign up.\nPlease try again.")
    #expect(mainViewModel.view == .launching)
  }

  @Test("through the Koober repository: POST /signup with the form as sorted JSON, then stored")
  func requestThroughRealRepository() throws {
    let signUp = Fixture(
      name: "sign-up", path: "Tests/ScenesTests/Koober/KooberSignUpViewModelTests.swift",
      request: Fixture.Request(
        method: "POST", path: "/signup",
        body: [
          "email": "johnny@gmail.com", "fullName": "Johnny Appleseed",
          "mobileNumber": "510-736-8754", "nickname": "Johnny", "password": "password",
        ]),
      outcome: .response(
        HTTPResponse(
          statusCode: 201, headers: ["Content-Type": "application/json"],
          body: Data(SignInTestData.johnnyJSON.utf8))))
    let harness = Harness(fixtures: [signUp])
    let store = InMemoryStore()
    let repository = KooberUserSessionRepository(
      dataStore: KeyValueUserSessionDataStore(store: store), remoteAPI: KooberCloudAuthRemoteAPI())
    let viewModel = makeViewModel(repository)
    fillInJohnny(viewModel)

    harness.run { viewModel.signUp() }

    #expect(harness.transport.requestCount == 1)
    #expect(harness.transport.unmatchedRequests.isEmpty)
    #expect(harness.transport.unusedFixtures.isEmpty)
    #expect(SignInTestData.storedSessionJSON(in: store) == SignInTestData.johnnyJSON)
    #expect(mainViewModel.view == .signedIn(userSession: SignInTestData.johnny))
  }
}
