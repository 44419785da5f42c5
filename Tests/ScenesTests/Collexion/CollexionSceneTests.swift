import Foundation
import Scenes
import Screenplay
import ScreenplaySeams
import ScreenplayTesting
import Screens
import Testing

/// The Collexion scene driven by `SceneTester`: over the harness's store (seeded and failing as
/// the screen's store fixtures say), or over a word service that holds an upload until the test
/// releases it, the one path a replay cannot reach (the store answers at once).
@MainActor
@Suite("Collexion scene")
struct CollexionSceneTests {
  private func tester(_ fixtures: String..., line: Int = #line) throws -> SceneTester<
    CollexionScene
  > {
    try SceneTester(CollexionScene.self, fixtureFiles: fixtures, line: line)
  }

  /// The scene over `service` instead of the store.
  private func tester(_ service: CollexionTestService) -> SceneTester<CollexionScene> {
    SceneTester { harness in
      CollexionScene(
        dependencies: CollexionDependencies(
          environment: harness.environment(), collexionService: service))
    }
  }

  /// Opens the editor and fills it in with a word ready to add.
  private func openFilledEditor(_ tester: SceneTester<CollexionScene>) {
    tester.send(
      .tapAddWord, .typeTitle("serendipity"), .typeDefinition("A happy accident."),
      .pickPartOfSpeech("noun"))
  }

  /// How many uploads `service` holds.
  private func heldCount(_ service: CollexionTestService, _ tester: SceneTester<CollexionScene>)
    throws -> Int
  {
    try tester.harness.finish { await service.heldCount }
  }

  /// Lets the oldest held upload save its word, and runs what that causes.
  private func release(_ service: CollexionTestService, _ tester: SceneTester<CollexionScene>) {
    tester.harness.runTask { await service.release() }
  }

  /// The words list as the store holds it, if any was saved.
  private func storedWords(_ tester: SceneTester<CollexionScene>) -> [Word]? {
    guard let data = tester.harness.environment().store.data(forKey: CollexionService.defaultsKey)
    else { return nil }
    return try? JSONDecoder().decode([Word].self, from: data)
  }

  private static let editorLines = [
    "Your Collexion",
    "  [Add]",
    "  sheet \"New Word\"",
    "    [Cancel]",
    "    [Add]",
    "    Title: \"serendipity\"",
    "    Definition: \"A happy accident.\"",
    "    Part of Speech: noun",
  ]

  private static let failedLines =
    editorLines + [
      "    alert \"Failed to Upload\"",
      "      The file couldn’t be saved because there isn’t enough space.",
      "      [Dismiss]",
    ]

  @Test("the title takes the focus 500 ms after the sheet opens, on the harness's clock")
  func focusAfterDelay() throws {
    let tester = try tester()

    tester.send(.tapAddWord)

    #expect(tester.scene.presentedEditor?.isFocused == false)
    tester.advance(by: .milliseconds(499))
    #expect(tester.scene.presentedEditor?.isFocused == false)
    #expect(tester.lines.contains("    Title: (placeholder \"word\")"))
    tester.advance(by: .milliseconds(1))
    #expect(tester.scene.presentedEditor?.isFocused == true)
    #expect(tester.lines.contains("    Title: (placeholder \"word\") (focused)"))
    #expect(tester.problems.isEmpty)
  }

  @Test("while the word uploads, the sheet shows a spinner and Add stays enabled")
  func uploadingRender() throws {
    let service = CollexionTestService(answers: [.hold])
    let tester = tester(service)
    openFilledEditor(tester)

    tester.send(.tapAdd)

    #expect(tester.lines == Self.editorLines + ["    (spinner: uploading)"])
    #expect(try heldCount(service, tester) == 1)
    release(service, tester)
    #expect(tester.scene.presentedEditor == nil)
    #expect(tester.lines.last == "  serendipity  n.  A happy accident.")
  }

  @Test("a failed upload shows the alert over the open sheet")
  func failedRender() throws {
    let tester = try tester("disk-full")
    openFilledEditor(tester)

    tester.send(.tapAdd)

    #expect(tester.lines == Self.failedLines)
    #expect(tester.problems.isEmpty)
  }

  @Test("nothing beneath the alert takes input, and Dismiss hides it")
  func alertIsModal() throws {
    let tester = try tester("disk-full-once")
    openFilledEditor(tester)
    tester.send(.tapAdd)
    #expect(tester.lines == Self.failedLines)

    tester.send(
      .typeTitle("x"), .typeDefinition("y"), .pickPartOfSpeech("verb"), .tapAdd, .tapCancel,
      .swipeDownEditor, .tapAddWord)

    #expect(tester.lines == Self.failedLines)
    tester.send(.dismissAlert)
    #expect(tester.lines == Self.editorLines)
    #expect(storedWords(tester) == nil)
  }

  @Test("after a failure, a second Add saves the word and closes the sheet")
  func retryAfterFailure() throws {
    let tester = try tester("disk-full-once")
    openFilledEditor(tester)
    tester.send(.tapAdd)
    tester.send(.dismissAlert)

    tester.send(.tapAdd)

    #expect(
      tester.lines == [
        "Your Collexion", "  [Add]", "  serendipity  n.  A happy accident.",
      ])
    #expect(storedWords(tester)?.map(\.title) == ["serendipity"])
  }

  @Test("Cancel during an upload closes the sheet; the word appears when the upload ends")
  func cancelDuringUpload() throws {
    let service = CollexionTestService(answers: [.hold])
    let tester = tester(service)
    openFilledEditor(tester)
    tester.send(.tapAdd)
    #expect(try heldCount(service, tester) == 1)

    tester.send(.tapCancel)

    #expect(tester.lines == ["Your Collexion", "  [Add]"])
    release(service, tester)
    #expect(tester.scene.homeViewModel.words.count == 1)
    #expect(tester.lines.last == "  serendipity  n.  A happy accident.")
  }

  @Test("an upload that ends after the editor was reopened closes the new editor too")
  func lateUploadClosesTheNextEditor() throws {
    let service = CollexionTestService(answers: [.hold])
    let tester = tester(service)
    openFilledEditor(tester)
    tester.send(.tapAdd)
    #expect(try heldCount(service, tester) == 1)
    tester.send(.tapCancel)
    tester.send(.tapAddWord)

    release(service, tester)
    #expect(tester.scene.homeViewModel.words.count == 1)
    #expect(!tester.scene.homeViewModel.shouldShowEditor)

    #expect(tester.scene.presentedEditor == nil)
  }

  @Test("a title cut at 45 characters right after a space loses the space too")
  func titleRevalidated() throws {
    let tester = try tester()
    tester.send(.tapAddWord)

    tester.send(.typeTitle("Words that sound alike but differ in meaning and spelling"))

    #expect(tester.scene.presentedEditor?.title == "Words that sound alike but differ in meaning")
  }

  @Test("line breaks in a word show as \\n in its row")
  func rowEscapesLineBreaks() throws {
    let word = CollexionTestData.word(
      "two\nlines", .adverb, definition: "back\\slash\r\nand\rreturn")
    let words = try CollexionService.makeEncoder().encode([word])
    let store = StoreFixture(
      name: "two-lines", path: "Tests/ScenesTests/Collexion/CollexionSceneTests.swift",
      values: [CollexionService.defaultsKey: words])

    let tester = SceneTester(CollexionScene.self, store: store)

    #expect(tester.lines.last == #"  two\nlines  adv.  back\\slash\r\nand\rreturn"#)
  }
}
