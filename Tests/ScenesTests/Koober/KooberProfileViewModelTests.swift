import Foundation
import Screenplay
import Screens
import Testing

import class ScreenplaySeams.InMemoryStore

@MainActor
@Suite("Koober profile view model")
struct KooberProfileViewModelTests {
  private let harness = Harness()
  private let recorder = KooberCallRecorder()
  private let signedIn = SignedInViewModel(userSession: SignInTestData.johnny)

  private func makeViewModel(_ repository: any UserSessionRepository) -> ProfileViewModel {
    ProfileViewModel(
      userSession: SignInTestData.johnny, notSignedInResponder: recorder,
      doneWithProfileResponder: signedIn, userSessionRepository: repository,
      makeID: SequentialIDs().next)
  }

  @Test("the profile button shows the profile; Done takes it down through the responder")
  func doneClosesTheProfile() {
    let viewModel = makeViewModel(KooberTestRepository())
    #expect(!signedIn.showingProfileScreen)

    signedIn.presentProfileScreen()
    #expect(signedIn.showingProfileScreen)
    viewModel.dismiss()

    #expect(!signedIn.showingProfileScreen)
    #expect(viewModel.userProfile.mobileNumber == "510-736-8754")
    #expect(recorder.calls.isEmpty)
  }

  @Test("Sign Out deletes the stored session, then goes back to onboarding")
  func signOutDeletesTheSession() {
    let store = InMemoryStore(["userSession": Data(SignInTestData.johnnyJSON.utf8)])
    let repository = KooberUserSessionRepository(
      dataStore: KeyValueUserSessionDataStore(store: store), remoteAPI: KooberCloudAuthRemoteAPI())
    let viewModel = makeViewModel(repository)

    harness.run { viewModel.signOut() }

    #expect(SignInTestData.storedSessionJSON(in: store) == nil)
    #expect(recorder.calls == ["notSignedIn"])
    #expect(harness.problems.isEmpty)
  }

  @Test("a sign-out that fails sends the book's \"Sign Out Error\", typo included")
  func failedSignOut() async {
    let viewModel = makeViewModel(FailingSignOutRepository())
    var messages = viewModel.errorMessages.makeAsyncIterator()

    harness.run { viewModel.signOut() }

    let message = await messages.next()
    #expect(message?.title == "Sign Out Error")
    #expect(
      message?.message
        == "We ran into an unexpteded error and we couldn't sign you out.\nPlease try again.")
    #expect(recorder.calls.isEmpty)
  }
}

/// A repository whose sign-out fails.
private final class FailingSignOutRepository: UserSessionRepository {
  struct Failure: Error {}

  func readUserSession() async throws -> UserSession? { nil }
  func signUp(newAccount: NewAccount) async throws -> UserSession { throw Failure() }
  func signIn(email: String, password: Secret) async throws -> UserSession { throw Failure() }
  func signOut(userSession: UserSession) async throws -> UserSession { throw Failure() }
}
