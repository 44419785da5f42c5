import AppSupport
import Scenes
import Screenplay
import Screens
import Testing

/// The scene's paths a replay cannot reach: uploads that wait or fail (the harness's store
/// answers at once and never fails).
@MainActor
@Suite("Collexion scene")
struct CollexionSceneTests {
  private let spawner = RecordingSpawner()

  private func makeScene(_ service: CollexionTestService) -> CollexionScene {
    let environment = CollexionTestData.environment(spawner: spawner)
    return CollexionScene(
      dependencies: CollexionDependencies(environment: environment, collexionService: service))
  }

  /// Opens the editor and fills it in with a word ready to add.
  private func openFilledEditor(_ scene: CollexionScene) {
    scene.send(.tapAddWord)
    scene.send(.typeTitle("serendipity"))
    scene.send(.typeDefinition("A happy accident."))
    scene.send(.pickPartOfSpeech("noun"))
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

  @Test("while the word uploads, the sheet shows a spinner and Add stays enabled")
  func uploadingRender() async {
    let service = CollexionTestService(answers: [.hold])
    let scene = makeScene(service)
    defer { spawner.cancelAll() }
    openFilledEditor(scene)

    scene.send(.tapAdd)

    #expect(scene.renderedLines() == Self.editorLines + ["    (spinner: uploading)"])
    await CollexionTestData.eventually { await service.heldCount == 1 }
    await service.release()
    await CollexionTestData.eventually { scene.presentedEditor == nil }
    #expect(scene.renderedLines().last == "  serendipity  n.  A happy accident.")
  }

  @Test("a failed upload shows the alert over the open sheet")
  func failedRender() async {
    let scene = makeScene(CollexionTestService(answers: [.fail(CollexionTestError())]))
    defer { spawner.cancelAll() }
    openFilledEditor(scene)

    scene.send(.tapAdd)
    await spawner.finishLatest()

    #expect(
      scene.renderedLines()
        == Self.editorLines + [
          "    alert \"Failed to Upload\"",
          "      The words could not be saved.",
          "      [Dismiss]",
        ])
  }

  @Test("nothing beneath the alert takes input, and Dismiss hides it")
  func alertIsModal() async {
    let service = CollexionTestService(answers: [.fail(CollexionTestError())])
    let scene = makeScene(service)
    defer { spawner.cancelAll() }
    openFilledEditor(scene)
    scene.send(.tapAdd)
    await spawner.finishLatest()
    let failed = scene.renderedLines()

    for event in [
      CollexionEvent.typeTitle("x"), .typeDefinition("y"), .pickPartOfSpeech("verb"), .tapAdd,
      .tapCancel, .swipeDownEditor, .tapAddWord,
    ] {
      scene.send(event)
    }

    #expect(scene.renderedLines() == failed)
    scene.send(.dismissAlert)
    #expect(scene.renderedLines() == Self.editorLines)
    #expect(await service.saved.isEmpty)
  }

  @Test("after a failure, a second Add saves the word and closes the sheet")
  func retryAfterFailure() async {
    let service = CollexionTestService(answers: [.fail(CollexionTestError()), .save])
    let scene = makeScene(service)
    defer { spawner.cancelAll() }
    openFilledEditor(scene)
    scene.send(.tapAdd)
    await spawner.finishLatest()
    scene.send(.dismissAlert)

    scene.send(.tapAdd)
    await spawner.finishLatest()
    await CollexionTestData.eventually { scene.homeViewModel.words.count == 1 }

    #expect(
      scene.renderedLines() == [
        "Your Collexion", "  [Add]", "  serendipity  n.  A happy accident.",
      ])
  }

  @Test("Cancel during an upload closes the sheet; the word appears when the upload ends")
  func cancelDuringUpload() async {
    let service = CollexionTestService(answers: [.hold])
    let scene = makeScene(service)
    defer { spawner.cancelAll() }
    openFilledEditor(scene)
    scene.send(.tapAdd)
    await CollexionTestData.eventually { await service.heldCount == 1 }

    scene.send(.tapCancel)

    #expect(scene.renderedLines() == ["Your Collexion", "  [Add]"])
    await service.release()
    await CollexionTestData.eventually { scene.homeViewModel.words.count == 1 }
    #expect(scene.renderedLines().last == "  serendipity  n.  A happy accident.")
  }

  @Test("an upload that ends after the editor was reopened closes the new editor too")
  func lateUploadClosesTheNextEditor() async {
    let service = CollexionTestService(answers: [.hold])
    let scene = makeScene(service)
    defer { spawner.cancelAll() }
    openFilledEditor(scene)
    scene.send(.tapAdd)
    await CollexionTestData.eventually { await service.heldCount == 1 }
    scene.send(.tapCancel)
    scene.send(.tapAddWord)

    await service.release()
    await CollexionTestData.eventually { scene.homeViewModel.words.count == 1 }
    await CollexionTestData.eventually { !scene.homeViewModel.shouldShowEditor }

    #expect(scene.presentedEditor == nil)
  }

  @Test("a title cut at 45 characters right after a space loses the space too")
  func titleRevalidated() {
    let scene = makeScene(CollexionTestService())
    defer { spawner.cancelAll() }
    scene.send(.tapAddWord)

    scene.send(.typeTitle("Words that sound alike but differ in meaning and spelling"))

    #expect(scene.presentedEditor?.title == "Words that sound alike but differ in meaning")
  }

  @Test("line breaks in a word show as \\n in its row")
  func rowEscapesLineBreaks() async {
    let word = CollexionTestData.word(
      "two\nlines", .adverb, definition: "back\\slash\r\nand\rreturn")
    let scene = makeScene(CollexionTestService(initial: [word]))
    defer { spawner.cancelAll() }

    await CollexionTestData.eventually { !scene.homeViewModel.words.isEmpty }

    #expect(scene.renderedLines().last == #"  two\nlines  adv.  back\\slash\r\nand\rreturn"#)
  }
}
