import Scenes
import Screenplay
import ScreenplaySeams
import Screens
import Testing

/// The scene's paths a replay cannot reach: uploads that wait or fail (the harness's store
/// answers at once and never fails).
@MainActor
@Suite("Collexion scene")
struct CollexionSceneTests {
  private let harness = Harness()
  private let spawner = RecordingSpawner()

  private func makeScene(_ service: CollexionTestService) -> CollexionScene {
    harness.run {
      CollexionScene(
        dependencies: CollexionDependencies(
          environment: CollexionTestData.environment(harness, spawner: spawner),
          collexionService: service))
    }
  }

  /// Opens the editor and fills it in with a word ready to add.
  private func openFilledEditor(_ scene: CollexionScene) {
    harness.run {
      scene.send(.tapAddWord)
      scene.send(.typeTitle("serendipity"))
      scene.send(.typeDefinition("A happy accident."))
      scene.send(.pickPartOfSpeech("noun"))
    }
  }

  /// Lets the oldest held upload save its word, and runs what that causes.
  private func release(_ service: CollexionTestService) {
    harness.runTask { await service.release() }
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

  @Test("the title takes the focus 500 ms after the sheet opens, on the harness's clock")
  func focusAfterDelay() {
    let scene = makeScene(CollexionTestService())
    defer { harness.cancelAll(spawner) }

    harness.run { scene.send(.tapAddWord) }

    #expect(scene.presentedEditor?.isFocused == false)
    harness.advance(by: .milliseconds(499))
    #expect(scene.presentedEditor?.isFocused == false)
    #expect(scene.renderedLines().contains("    Title: (placeholder \"word\")"))
    harness.advance(by: .milliseconds(1))
    #expect(scene.presentedEditor?.isFocused == true)
    #expect(scene.renderedLines().contains("    Title: (placeholder \"word\") (focused)"))
    #expect(harness.problems.isEmpty)
  }

  @Test("while the word uploads, the sheet shows a spinner and Add stays enabled")
  func uploadingRender() async throws {
    let service = CollexionTestService(answers: [.hold])
    let scene = makeScene(service)
    defer { harness.cancelAll(spawner) }
    openFilledEditor(scene)

    harness.run { scene.send(.tapAdd) }

    #expect(scene.renderedLines() == Self.editorLines + ["    (spinner: uploading)"])
    #expect((try harness.finish { await service.heldCount }) == 1)
    release(service)
    #expect(scene.presentedEditor == nil)
    #expect(scene.renderedLines().last == "  serendipity  n.  A happy accident.")
  }

  @Test("a failed upload shows the alert over the open sheet")
  func failedRender() {
    let scene = makeScene(CollexionTestService(answers: [.fail(CollexionTestError())]))
    defer { harness.cancelAll(spawner) }
    openFilledEditor(scene)

    harness.run { scene.send(.tapAdd) }

    #expect(
      scene.renderedLines()
        == Self.editorLines + [
          "    alert \"Failed to Upload\"",
          "      The words could not be saved.",
          "      [Dismiss]",
        ])
  }

  @Test("nothing beneath the alert takes input, and Dismiss hides it")
  func alertIsModal() async throws {
    let service = CollexionTestService(answers: [.fail(CollexionTestError())])
    let scene = makeScene(service)
    defer { harness.cancelAll(spawner) }
    openFilledEditor(scene)
    harness.run { scene.send(.tapAdd) }
    let failed = scene.renderedLines()

    harness.run {
      for event in [
        CollexionEvent.typeTitle("x"), .typeDefinition("y"), .pickPartOfSpeech("verb"), .tapAdd,
        .tapCancel, .swipeDownEditor, .tapAddWord,
      ] {
        scene.send(event)
      }
    }

    #expect(scene.renderedLines() == failed)
    harness.run { scene.send(.dismissAlert) }
    #expect(scene.renderedLines() == Self.editorLines)
    #expect((try harness.finish { await service.saved }).isEmpty)
  }

  @Test("after a failure, a second Add saves the word and closes the sheet")
  func retryAfterFailure() {
    let service = CollexionTestService(answers: [.fail(CollexionTestError()), .save])
    let scene = makeScene(service)
    defer { harness.cancelAll(spawner) }
    openFilledEditor(scene)
    harness.run { scene.send(.tapAdd) }
    harness.run { scene.send(.dismissAlert) }

    harness.run { scene.send(.tapAdd) }

    #expect(
      scene.renderedLines() == [
        "Your Collexion", "  [Add]", "  serendipity  n.  A happy accident.",
      ])
  }

  @Test("Cancel during an upload closes the sheet; the word appears when the upload ends")
  func cancelDuringUpload() async throws {
    let service = CollexionTestService(answers: [.hold])
    let scene = makeScene(service)
    defer { harness.cancelAll(spawner) }
    openFilledEditor(scene)
    harness.run { scene.send(.tapAdd) }
    #expect((try harness.finish { await service.heldCount }) == 1)

    harness.run { scene.send(.tapCancel) }

    #expect(scene.renderedLines() == ["Your Collexion", "  [Add]"])
    release(service)
    #expect(scene.homeViewModel.words.count == 1)
    #expect(scene.renderedLines().last == "  serendipity  n.  A happy accident.")
  }

  @Test("an upload that ends after the editor was reopened closes the new editor too")
  func lateUploadClosesTheNextEditor() async throws {
    let service = CollexionTestService(answers: [.hold])
    let scene = makeScene(service)
    defer { harness.cancelAll(spawner) }
    openFilledEditor(scene)
    harness.run { scene.send(.tapAdd) }
    #expect((try harness.finish { await service.heldCount }) == 1)
    harness.run { scene.send(.tapCancel) }
    harness.run { scene.send(.tapAddWord) }

    release(service)
    #expect(scene.homeViewModel.words.count == 1)
    #expect(!scene.homeViewModel.shouldShowEditor)

    #expect(scene.presentedEditor == nil)
  }

  @Test("a title cut at 45 characters right after a space loses the space too")
  func titleRevalidated() {
    let scene = makeScene(CollexionTestService())
    defer { harness.cancelAll(spawner) }
    harness.run { scene.send(.tapAddWord) }

    harness.run {
      scene.send(.typeTitle("Words that sound alike but differ in meaning and spelling"))
    }

    #expect(scene.presentedEditor?.title == "Words that sound alike but differ in meaning")
  }

  @Test("line breaks in a word show as \\n in its row")
  func rowEscapesLineBreaks() {
    let word = CollexionTestData.word(
      "two\nlines", .adverb, definition: "back\\slash\r\nand\rreturn")
    let scene = makeScene(CollexionTestService(initial: [word]))
    defer { harness.cancelAll(spawner) }

    #expect(scene.renderedLines().last == #"  two\nlines  adv.  back\\slash\r\nand\rreturn"#)
  }
}
