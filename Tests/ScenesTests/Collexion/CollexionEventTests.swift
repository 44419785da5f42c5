import Scenes
import Screenplay
import Testing

@Suite("Collexion events")
struct CollexionEventTests {
  @Test("the vocabulary names the home and editor controls and the alert")
  func vocabulary() {
    let specs = CollexionEvent.vocabulary

    #expect(
      specs.map(\.name) == [
        "home.add", "editor.title", "editor.definition", "editor.partOfSpeech", "editor.add",
        "editor.cancel", "editor.swipeDown", "alert.dismiss",
      ])
    #expect(specs[1].fields == [FieldSpec(name: "text", kind: .string)])
    #expect(specs[2].fields == [FieldSpec(name: "text", kind: .string)])
    #expect(specs[3].fields == [FieldSpec(name: "value", kind: .string)])
    #expect(specs.filter { $0.fields.isEmpty }.count == 5)
    #expect(specs.allSatisfy { !$0.summary.isEmpty })
  }

  @Test(
    "every event is written as its spec reads it back",
    arguments: [
      CollexionEvent.tapAddWord, .typeTitle("apple"), .typeTitle(""),
      .typeDefinition("A \"round\" fruit.\nTasty."), .pickPartOfSpeech("noun"),
      .pickPartOfSpeech("pronoun"), .tapAdd, .tapCancel, .swipeDownEditor, .dismissAlert,
    ])
  func roundTrip(event: CollexionEvent) throws {
    let logged = event.logged
    let spec = try #require(CollexionEvent.vocabulary.first { $0.name == logged.name })

    #expect(logged.fields.map(\.name) == spec.fields.map(\.name))
    #expect(spec.makeEvent(EventFields(logged.fields)) == event)
  }
}
