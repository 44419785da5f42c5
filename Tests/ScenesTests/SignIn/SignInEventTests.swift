import Scenes
import Screenplay
import ScreenplaySeams
import Testing

@Suite("Sign-in events")
struct SignInEventTests {
  @Test("the vocabulary is email.type, password.type, signIn.tap and alert.dismiss")
  func vocabulary() {
    let specs = SignInEvent.vocabulary

    #expect(specs.map(\.name) == ["email.type", "password.type", "signIn.tap", "alert.dismiss"])
    #expect(specs[0].fields == [FieldSpec(name: "text", kind: .string)])
    #expect(specs[1].fields == [FieldSpec(name: "text", kind: .secret)])
    #expect(specs[2].fields.isEmpty)
    #expect(specs[3].fields.isEmpty)
    #expect(specs.allSatisfy { !$0.summary.isEmpty })
  }

  @Test(
    "every event is written as its spec reads it back",
    arguments: [
      SignInEvent.typeEmail("johnny@gmail.com"), .typeEmail(""), .typePassword("pass \"word\""),
      .tapSignIn, .dismissAlert,
    ])
  func roundTrip(event: SignInEvent) throws {
    let logged = event.logged
    let spec = try #require(SignInEvent.vocabulary.first { $0.name == logged.name })

    #expect(logged.fields.map(\.name) == spec.fields.map(\.name))
    #expect(spec.makeEvent(EventFields(logged.fields)) == event)
  }

  @Test("a typed password is logged as a secret and never shows in the event")
  func passwordIsSecret() {
    let event = SignInEvent.typePassword("hunter2")

    #expect(event.logged.fields.first?.value == .secret("hunter2"))
    #expect(!String(describing: event).contains("hunter2"))
  }
}
