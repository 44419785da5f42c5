import Foundation
import Screenplay
import Screens
import Testing

/// The Koober repository over `URLSession.shared` and `UserDefaults.standard`, both the
/// ``Harness``'s: its fixtures answer, and its defaults start empty and are emptied after.
@MainActor
@Suite("Koober user session repository")
struct SignInRepositoryTests {
  private let repository = KooberUserSessionRepository(
    dataStore: UserDefaultsUserSessionDataStore(), remoteAPI: KooberCloudAuthRemoteAPI())

  /// The stored session, read through the repository on `harness`.
  private func read(_ harness: Harness) throws -> UserSession? {
    try harness.finish { [repository] in try await repository.readUserSession() }
  }

  @Test("nobody is signed in until a session is stored")
  func readsNothingAtFirst() throws {
    let harness = Harness()

    #expect(try read(harness) == nil)
  }

  @Test("signing in stores the session's JSON as a dictionary under \"userSession\"")
  func signInStoresSession() throws {
    let harness = Harness(fixtures: [SignInTestData.signIn()])

    let userSession = try harness.finish { [repository] in
      try await repository.signIn(email: "johnny@gmail.com", password: "password")
    }

    #expect(userSession == SignInTestData.johnny)
    #expect(try read(harness) == userSession)
    #expect(UserDefaults.standard.dictionary(forKey: "userSession") != nil)
    #expect(SignInTestData.storedSessionJSON() == SignInTestData.johnnyJSON)
  }

  @Test("a session stored as a dictionary of the server's JSON is read back")
  func readsStoredDictionary() throws {
    let harness = Harness()
    UserDefaults.standard.set(SignInTestData.johnnyDictionary, forKey: "userSession")

    #expect(try read(harness) == SignInTestData.johnny)
  }

  @Test("a stored value that is not a session fails the read: a token alone, a string, a number")
  func unreadableSession() {
    let values: [Any] = [["token": "64652626"], "{", 3]
    for value in values {
      let harness = Harness()
      UserDefaults.standard.set(value, forKey: "userSession")

      #expect(throws: DecodingError.self) { try read(harness) }
    }
  }

  @Test("a failed sign-in stores nothing")
  func failedSignInStoresNothing() {
    let harness = Harness(fixtures: [
      SignInTestData.signIn(password: "pasword", status: 401, json: "{}")
    ])

    #expect(throws: AuthRemoteAPIError.httpError(statusCode: 401)) {
      try harness.finish { [repository] in
        try await repository.signIn(email: "johnny@gmail.com", password: "pasword")
      }
    }
    #expect(UserDefaults.standard.object(forKey: "userSession") == nil)
  }

  @Test("signing out forgets the stored session")
  func signOutForgetsSession() throws {
    let harness = Harness(fixtures: [SignInTestData.signIn()])
    let userSession = try harness.finish { [repository] in
      try await repository.signIn(email: "johnny@gmail.com", password: "password")
    }

    let signedOut = try harness.finish { [repository] in
      try await repository.signOut(userSession: userSession)
    }

    #expect(signedOut == userSession)
    #expect(try read(harness) == nil)
  }
}
