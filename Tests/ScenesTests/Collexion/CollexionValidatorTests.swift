import Scenes
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Collexion validators")
struct CollexionValidatorTests {
  private let harness = Harness()
  private let editor: EditWordViewModel

  init() {
    let environment = harness.environment()
    editor = EditWordViewModel(
      deps: .init(
        isPresented: Binding(get: { true }, set: { _ in }),
        collexionService: CollexionTestService(),
        tasks: environment.tasks, clock: environment.clock,
        makeID: SequentialIDs().next, now: { CollexionTestData.origin }))
  }

  @Test(
    "the title validator trims whitespace and newlines at both ends",
    arguments: [
      ("  ephemeral\n", "ephemeral"), ("lucid ", "lucid"), ("\t\r\nx \n", "x"), ("   ", ""),
      ("ice cream ", "ice cream"),
    ])
  func titleTrims(candidate: String, expected: String) {
    #expect(editor.titleValidator(candidate) == expected)
  }

  @Test("the title validator keeps a clean title", arguments: ["", "apple", "ice cream", "é🍎"])
  func titleKeeps(candidate: String) {
    #expect(editor.titleValidator(candidate) == nil)
  }

  @Test("the title validator keeps 45 characters, counting what a reader sees as one")
  func titleCaps() {
    let word45 = "pneumonoultramicroscopicsilicovolcanoconiosis"
    let emoji46 = String(repeating: "🍎", count: 46)

    #expect(word45.count == 45)
    #expect(editor.titleValidator(word45) == nil)
    #expect(editor.titleValidator(word45 + "s") == word45)
    #expect(editor.titleValidator("  " + word45 + "es  ") == word45)
    #expect(editor.titleValidator(emoji46) == String(repeating: "🍎", count: 45))
  }

  @Test("a title cut after a space keeps the space until validated again")
  func titleCutAtSpace() {
    let pasted = "Words that sound alike but differ in meaning and spelling"

    #expect(editor.titleValidator(pasted) == "Words that sound alike but differ in meaning ")
    #expect(
      CollexionScene.validated(pasted, by: editor.titleValidator)
        == "Words that sound alike but differ in meaning")
  }

  @Test("the definition validator keeps 250 characters and all whitespace")
  func definitionCaps() {
    let text300 = String(repeating: "abcde ", count: 50)

    #expect(editor.definitionValidator(text300) == String(text300.prefix(250)))
    #expect(editor.definitionValidator(String(text300.prefix(250))) == nil)
    #expect(editor.definitionValidator("  spaced out  \n") == nil)
    #expect(editor.definitionValidator("") == nil)
  }

  @Test("validating applies replacements until the validator asks for none")
  func validatedFixedPoint() {
    var calls: [String] = []
    let validator: (String) -> String? = { text in
      calls.append(text)
      return text.count > 2 ? String(text.dropLast()) : nil
    }

    #expect(CollexionScene.validated("abcde", by: validator) == "ab")
    #expect(calls == ["abcde", "abcd", "abc", "ab"])
  }
}
