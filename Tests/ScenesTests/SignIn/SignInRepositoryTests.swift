import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

/// The Koober repository over `URLSession.shared` and a key-value store: the ``Harness``'s
/// fixtures answer the server's requests, and the store is the harness's, which a store fixture
/// seeds and can make fail.
@MainActor
@Suite("Koober user session repository")
struct SignInRepositoryTests {
  /// The repository over `harness`'s store.
  private func repository(_ harness: Harness) -> KooberUserSessionRepository {
    KooberUserSessionRepository(
      dataStore: KeyValueUserSessionDataStore(store: harness.environment().store),
      remoteAPI: KooberCloudAuthRemoteAPI())
  }

  /// The stored session, read through the repository on `harness`.
  private func read(_ harness: Harness) throws -> UserSession? {
    let repository = repository(harness)
    return try harness.finish { try await repository.readUserSession() }
  }

  /// A harness whose store starts with `value` under `userSession`, answering `fixtures`.
  private func harness(
    storing value: String? = nil, writes: [StoreFixture.Write] = [], fixtures: [Fixture] = []
  ) -> Harness {
    var values: [String: Data] = [:]
    if let value { values[KeyValueUserSessionDataStore.defaultKey] = Data(value.utf8) }
    return Harness(
      fixtures: fixtures,
      store: StoreFixture(name: "store", path: "store.json", values: values, writes: writes))
  }

  @Test("nobody is signed in until a session is stored")
  func readsNothingAtFirst() throws {
    #expect(try read(harness()) == nil)
  }

  @Test("signing in stores the session's JSON under \"userSession\"")
  func signInStoresSession() throws {
    let harness = harness(fixtures: [SignInTestData.signIn()])
    let repository = repository(harness)

    let userSession = try harness.finish {
      try await repository.signIn(email: "johnny@gmail.com", password: "password")
    }

    #expect(userSession == SignInTestData.johnny)
    #expect(try read(harness) == userSession)
    #expect(
      SignInTestData.storedSessionJSON(in: harness.environment().store)
        == SignInTestData.johnnyJSON)
  }

  @Test("a session that cannot be stored fails the sign-in, as the book's promise chain does")
  func unsavedSessionFailsSignIn() throws {
    let harness = harness(writes: [.outOfSpace], fixtures: [SignInTestData.signIn()])
    let repository = repository(harness)

    #expect(throws: KeyValueStoreError.outOfSpace(key: "userSession")) {
      try harness.finish {
        try await repository.signIn(email: "johnny@gmail.com", password: "password")
      }
    }
    #expect(try read(harness) == nil)
  }

  @Test("a session stored as the server's JSON is read back")
  func readsStoredJSON() throws {
    #expect(try read(harness(storing: SignInTestData.johnnyJSON)) == SignInTestData.johnny)
  }

  @Test("a stored value that is not a session fails the read: a token alone, a string, a number")
  func unreadableSession() {
    for value in [#"{"token": "64652626"}"#, #""{""#, "3"] {
      #expect(throws: DecodingError.self) { try read(harness(storing: value)) }
    }
  }

  @Test("a failed sign-in stores nothing")
  func failedSignInStoresNothing() {
    let harness = harness(fixtures: [
      SignInTestData.signIn(password: "pasword", status: 401, json: "{}")
    ])
    let repository = repository(harness)

    #expect(throws: AuthRemoteAPIError.httpError(statusCode: 401)) {
      try harness.finish {
        try await repository.signIn(email: "johnny@gmail.com", password: "pasword")
      }
    }
    #expect(SignInTestData.storedSessionJSON(in: harness.environment().store) == nil)
  }

  @Test("signing out forgets the stored session")
  func signOutForgetsSession() throws {
    let harness = harness(fixtures: [SignInTestData.signIn()])
    let repository = repository(harness)
    let userSession = try harness.finish {
      try await repository.signIn(email: "johnny@gmail.com", password: "password")
    }

    let signedOut = try harness.finish { try await repository.signOut(userSession: userSession) }

    #expect(signedOut == userSession)
    #expect(try read(harness) == nil)
  }
}
