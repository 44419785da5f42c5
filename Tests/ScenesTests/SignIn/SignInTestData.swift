import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Synchronization

/// Johnny Appleseed, the original app's demo user, and helpers shared by the sign-in tests.
enum SignInTestData {
  /// The session JSON the server returns for Johnny, keys sorted.
  static let johnnyJSON =
    #"{"profile":{"avatar":"http://www.koober.com/avatar/johnnya","email":"johnny@gmail.com","#
    + #""mobileNumber":"510-736-8754","name":"Johnny Appleseed"},"#
    + #""remoteSession":{"token":"64652626"}}"#

  /// Johnny's session.
  static let johnny = UserSession(
    profile: UserProfile(
      name: "Johnny Appleseed", email: "johnny@gmail.com", mobileNumber: "510-736-8754",
      avatar: URL(string: "http://www.koober.com/avatar/johnnya")!),
    remoteSession: RemoteUserSession(token: "64652626"))

  /// Ids `00000000-0000-0000-0000-000000000001`, `…0002`, … in order.
  static func sequentialIDs() -> @Sendable () -> UUID {
    let counter = Counter()
    return {
      let next = counter.next()
      return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", next))!
    }
  }

  /// An environment from `harness` (its virtual clock, plain tasks, counting ids and fixed
  /// dates) over `transport` and `store`.
  @MainActor
  static func environment(
    _ harness: Harness, transport: any HTTPTransport, store: any KeyValueStore = InMemoryStore()
  ) -> AppEnvironment {
    harness.environment(transport: transport, store: store)
  }

  /// The body of a request as UTF-8 text.
  static func bodyText(_ request: HTTPRequest?) -> String? {
    request?.body.map { String(decoding: $0, as: UTF8.self) }
  }
}

/// A thread-safe counter for ``SignInTestData/sequentialIDs()``.
private final class Counter: Sendable {
  private let value = Mutex(0)

  func next() -> Int {
    value.withLock {
      $0 += 1
      return $0
    }
  }
}
