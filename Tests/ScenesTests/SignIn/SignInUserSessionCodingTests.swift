import Foundation
import Screens
import Testing

@Suite("User session JSON")
struct SignInUserSessionCodingTests {
  @Test("the session decodes from the server's JSON")
  func decodes() throws {
    let userSession = try JSONDecoder().decode(
      UserSession.self, from: Data(SignInTestData.johnnyJSON.utf8))

    #expect(userSession.profile.name == "Johnny Appleseed")
    #expect(userSession.profile.email == "johnny@gmail.com")
    #expect(userSession.profile.mobileNumber == "510-736-8754")
    #expect(userSession.profile.avatar.absoluteString == "http://www.koober.com/avatar/johnnya")
    #expect(userSession.remoteSession == RemoteUserSession(token: "64652626"))
  }

  @Test("the session encodes to {profile, remoteSession: {token}}")
  func encodes() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

    let json = String(decoding: try encoder.encode(SignInTestData.johnny), as: UTF8.self)

    #expect(json == SignInTestData.johnnyJSON)
  }

  @Test("a session without its token does not decode")
  func missingTokenFails() {
    let json =
      #"{"profile":{"avatar":"http://www.koober.com/avatar/johnnya","#
      + #""email":"johnny@gmail.com","mobileNumber":"510-736-8754","name":"Johnny Appleseed"},"#
      + #""token":"64652626"}"#

    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UserSession.self, from: Data(json.utf8))
    }
  }

  @Test("error messages are equal only when their ids are")
  func errorMessageEquality() {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let other = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!

    #expect(
      ErrorMessage(id: id, title: "A", message: "a")
        == ErrorMessage(id: id, title: "B", message: "b"))
    #expect(
      ErrorMessage(id: id, title: "A", message: "a")
        != ErrorMessage(id: other, title: "A", message: "a"))
  }
}
