import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Koober launch view model")
struct KooberLaunchViewModelTests {
  private let harness = Harness()
  private let recorder = KooberCallRecorder()

  private func makeViewModel(
    _ repository: any UserSessionRepository, into mainViewModel: MainViewModel? = nil
  ) -> LaunchViewModel {
    LaunchViewModel(
      userSessionRepository: repository,
      notSignedInResponder: mainViewModel ?? recorder,
      signedInResponder: mainViewModel ?? recorder,
      makeID: SequentialIDs().next)
  }

  @Test("nothing is read before the view asks")
  func nothingBeforeLoading() {
    let repository = KooberTestRepository()
    _ = makeViewModel(repository)

    #expect(repository.reads == 0)
    #expect(recorder.calls.isEmpty)
  }

  @Test("no stored session: the root goes from launching to onboarding")
  func noSessionGoesToOnboarding() {
    let mainViewModel = MainViewModel()
    let viewModel = makeViewModel(KooberTestRepository(read: .nothingStored), into: mainViewModel)
    #expect(mainViewModel.view == .launching)

    harness.run { viewModel.loadUserSession() }

    #expect(mainViewModel.view == .onboarding)
  }

  @Test("a stored session: the root goes from launching to signed in with it")
  func storedSessionGoesToSignedIn() {
    let mainViewModel = MainViewModel()
    let viewModel = makeViewModel(
      KooberTestRepository(read: .session(SignInTestData.johnny)), into: mainViewModel)

    harness.run { viewModel.loadUserSession() }

    #expect(mainViewModel.view == .signedIn(userSession: SignInTestData.johnny))
  }

  @Test("each outcome calls exactly one responder, once")
  func exactlyOneResponder() {
    let repository = KooberTestRepository(read: .session(SignInTestData.johnny))
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.loadUserSession() }

    #expect(repository.reads == 1)
    #expect(recorder.calls == ["signedIn(Johnny Appleseed)"])
  }

  @Test("a failed read sends \"Sign In Error\" and stays launching")
  func failureSendsMessage() async {
    let mainViewModel = MainViewModel()
    let viewModel = makeViewModel(KooberTestRepository(read: .failure), into: mainViewModel)
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.loadUserSession() }

    let message = await messages.next()
    #expect(message?.id == KooberTestData.firstID)
    #expect(message?.title == "Sign In Error")
    #expect(
      message?.message
        == "Sorry, we couldn't determine if you are already signed in. Please sign in or sign up.")
    #expect(mainViewModel.view == .launching)
  }

  @Test("after a failed read, only the alert's dismissal goes to onboarding, once")
  func dismissalGoesToOnboarding() {
    let viewModel = makeViewModel(KooberTestRepository(read: .failure))

    harness.run { viewModel.loadUserSession() }
    viewModel.errorPresentationChanged(to: .presenting)
    #expect(recorder.calls.isEmpty)
    viewModel.errorPresentationChanged(to: .dismissed)
    #expect(recorder.calls == ["notSignedIn"])
    viewModel.errorPresentationChanged(to: .dismissed)
    #expect(recorder.calls == ["notSignedIn"])
  }

  @Test("the root reaches onboarding through the dismissed alert")
  func rootReachesOnboardingAfterDismissal() {
    let mainViewModel = MainViewModel()
    let viewModel = makeViewModel(KooberTestRepository(read: .failure), into: mainViewModel)

    harness.run { viewModel.loadUserSession() }
    viewModel.errorPresentationChanged(to: .presenting)
    #expect(mainViewModel.view == .launching)
    viewModel.errorPresentationChanged(to: .dismissed)

    #expect(mainViewModel.view == .onboarding)
  }

  @Test("a dismissal reported before any error message changes nothing")
  func dismissalWithoutMessageIgnored() {
    let viewModel = makeViewModel(KooberTestRepository(read: .failure))

    viewModel.errorPresentationChanged(to: .dismissed)
    #expect(recorder.calls.isEmpty)
    harness.run { viewModel.loadUserSession() }
    #expect(recorder.calls.isEmpty)
    viewModel.errorPresentationChanged(to: .dismissed)
    #expect(recorder.calls == ["notSignedIn"])
  }

  @Test("a stored session that is not a session is a failed read, through the real data store")
  func corruptStoredSessionIsAnError() async {
    let store = InMemoryStore([KeyValueUserSessionDataStore.defaultKey: Data("{".utf8)])
    let repository = KooberUserSessionRepository(
      dataStore: KeyValueUserSessionDataStore(store: store), remoteAPI: KooberCloudAuthRemoteAPI())
    let viewModel = makeViewModel(repository)
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.loadUserSession() }

    #expect(await messages.next()?.title == "Sign In Error")
    #expect(recorder.calls.isEmpty)
  }

  @Test("a session stored as the server sent it signs in at launch, through the real data store")
  func storedSessionThroughRealStore() {
    let store = InMemoryStore(
      [KeyValueUserSessionDataStore.defaultKey: Data(SignInTestData.johnnyJSON.utf8)])
    let repository = KooberUserSessionRepository(
      dataStore: KeyValueUserSessionDataStore(store: store), remoteAPI: KooberCloudAuthRemoteAPI())

    harness.run { makeViewModel(repository).loadUserSession() }

    #expect(recorder.calls == ["signedIn(Johnny Appleseed)"])
  }
}
