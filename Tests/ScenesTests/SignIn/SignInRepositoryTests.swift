import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Koober user session repository")
struct SignInRepositoryTests {
  private static func repository(
    _ transport: CannedTransport, store: InMemoryStore
  ) -> KooberUserSessionRepository {
    KooberUserSessionRepository(
      dataStore: KeyValueUserSessionDataStore(store: store),
      remoteAPI: KooberCloudAuthRemoteAPI(transport: transport))
  }

  @Test("nobody is signed in until a session is stored")
  func readsNothingAtFirst() async throws {
    let store = InMemoryStore()
    let repository = Self.repository(CannedTransport(failingWith: .offline), store: store)

    #expect(try await repository.readUserSession() == nil)
  }

  @Test("signing in stores the session as JSON under \"userSession\"")
  func signInStoresSession() async throws {
    let store = InMemoryStore()
    let transport = CannedTransport(status: 200, json: SignInTestData.johnnyJSON)
    let repository = Self.repository(transport, store: store)

    let userSession = try await repository.signIn(email: "johnny@gmail.com", password: "password")

    #expect(userSession == SignInTestData.johnny)
    #expect(try await repository.readUserSession() == SignInTestData.johnny)
    let stored = try #require(store.data(forKey: "userSession"))
    #expect(String(decoding: stored, as: UTF8.self) == SignInTestData.johnnyJSON)
  }

  @Test("a failed sign-in stores nothing")
  func failedSignInStoresNothing() async throws {
    let store = InMemoryStore()
    let repository = Self.repository(CannedTransport(status: 401, json: "{}"), store: store)

    await #expect(throws: AuthRemoteAPIError.httpError(statusCode: 401)) {
      try await repository.signIn(email: "johnny@gmail.com", password: "pasword")
    }
    #expect(store.data(forKey: "userSession") == nil)
  }

  @Test("signing out forgets the stored session")
  func signOutForgetsSession() async throws {
    let store = InMemoryStore()
    let transport = CannedTransport(status: 200, json: SignInTestData.johnnyJSON)
    let repository = Self.repository(transport, store: store)
    let userSession = try await repository.signIn(email: "johnny@gmail.com", password: "password")

    let signedOut = try await repository.signOut(userSession: userSession)

    #expect(signedOut == userSession)
    #expect(try await repository.readUserSession() == nil)
  }
}
