import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Collexion editor view model")
struct CollexionEditWordViewModelTests {
  private let harness = Harness()
  private let spawner = RecordingSpawner()
  private let sheet = SheetState()

  private func makeEditor(_ service: CollexionTestService) -> EditWordViewModel {
    let sheet = sheet
    return EditWordViewModel(
      deps: .init(
        isPresented: Binding(get: { sheet.isPresented }, set: { sheet.isPresented = $0 }),
        collexionService: service, tasks: spawner, clock: harness.clock,
        makeID: SequentialIDs().next,
        now: { CollexionTestData.origin.addingTimeInterval(3.6) }))
  }

  private func fill(_ editor: EditWordViewModel) {
    editor.title = "serendipity"
    editor.definition = "A happy accident."
    editor.partOfSpeech = .noun
  }

  /// Lets the oldest held upload save its word, and runs what that causes.
  private func release(_ service: CollexionTestService) {
    harness.runTask { await service.release() }
  }

  @Test("it starts empty, with Add disabled, unfocused, idle and without an alert")
  func initialState() {
    let editor = makeEditor(CollexionTestService())

    #expect(editor.title == "")
    #expect(editor.definition == "")
    #expect(editor.partOfSpeech == nil)
    #expect(editor.isAddButtonDisabled)
    #expect(!editor.isFocused)
    #expect(!editor.isUploading)
    #expect(editor.uploadError == nil)
    #expect(!editor.isPresentingAlert)
  }

  @Test(
    "Add is enabled only with a title, a definition and a part of speech",
    arguments: [
      ("", "", nil, true), ("a", "", nil, true), ("a", "b", nil, true), ("", "b", .verb, true),
      ("a", "", .verb, true), ("a", "b", .verb, false), ("a", " ", .adverb, false),
    ] as [(String, String, PartOfSpeech?, Bool)])
  func addButtonRule(title: String, definition: String, partOfSpeech: PartOfSpeech?, disabled: Bool)
  {
    let editor = makeEditor(CollexionTestService())

    editor.title = title
    editor.definition = definition
    editor.partOfSpeech = partOfSpeech

    #expect(editor.isAddButtonDisabled == disabled)
  }

  @Test("the title takes the focus 500 ms after the editor appears, on the injected clock")
  func focusAfterDelay() {
    let editor = makeEditor(CollexionTestService())

    harness.run { editor.onAppear() }
    #expect(harness.clock.sleeperCount == 1)

    harness.advance(by: .milliseconds(499))
    #expect(harness.clock.nextDeadline == .init(offset: .milliseconds(500)))
    #expect(!editor.isFocused)
    harness.advance(by: .milliseconds(1))
    #expect(harness.clock.sleeperCount == 0)
    #expect(editor.isFocused)
    #expect(harness.problems.isEmpty)
  }

  @Test("Add uploads a word with the next id and the current date, then closes the sheet")
  func addSucceeds() async throws {
    let service = CollexionTestService(answers: [.hold])
    let editor = makeEditor(service)
    fill(editor)

    harness.run { editor.addAction() }

    #expect(editor.isUploading)
    release(service)
    #expect(
      (try harness.finish { await service.saved }) == [
        Word(
          id: "00000000-0000-0000-0000-000000000001", title: "serendipity",
          definition: "A happy accident.", partOfSpeech: .noun,
          timestamp: CollexionTestData.origin.addingTimeInterval(3.6))
      ])
    #expect(!editor.isUploading)
    #expect(editor.uploadError == nil)
    #expect(!sheet.isPresented)
  }

  @Test("Add without a part of speech does nothing")
  func addWithoutPartOfSpeech() {
    let service = CollexionTestService()
    let editor = makeEditor(service)
    editor.title = "serendipity"
    editor.definition = "A happy accident."

    harness.run { editor.addAction() }

    #expect(spawner.tasks.isEmpty)
    #expect(!editor.isUploading)
    #expect(sheet.isPresented)
  }

  @Test("a failed upload presents the alert with the error and keeps the sheet open")
  func addFails() {
    let editor = makeEditor(CollexionTestService(answers: [.fail(CollexionTestError())]))
    fill(editor)

    harness.run { editor.addAction() }

    #expect(!editor.isUploading)
    #expect(editor.uploadError as? CollexionTestError == CollexionTestError())
    #expect(editor.isPresentingAlert)
    #expect(sheet.isPresented)
  }

  @Test("Dismiss hides the alert but keeps the error; a successful retry clears it")
  func dismissThenRetry() async throws {
    let service = CollexionTestService(answers: [.fail(CollexionTestError()), .save])
    let editor = makeEditor(service)
    fill(editor)
    harness.run { editor.addAction() }

    harness.run { editor.dismissAlertAction() }

    #expect(!editor.isPresentingAlert)
    #expect(editor.uploadError != nil)
    #expect(sheet.isPresented)

    harness.run { editor.addAction() }

    #expect(editor.uploadError == nil)
    #expect(!sheet.isPresented)
    #expect(
      (try harness.finish { await service.saved }).map(\.id) == [
        "00000000-0000-0000-0000-000000000002"
      ])
  }

  @Test("Cancel closes the sheet at once and lets a running upload finish")
  func cancelDuringUpload() async throws {
    let service = CollexionTestService(answers: [.hold])
    let editor = makeEditor(service)
    fill(editor)
    harness.run { editor.addAction() }
    #expect((try harness.finish { await service.heldCount }) == 1)

    harness.run { editor.cancelAction() }

    #expect(!sheet.isPresented)
    #expect(editor.isUploading)
    release(service)
    #expect((try harness.finish { await service.saved }).map(\.title) == ["serendipity"])
    #expect(!editor.isUploading)
  }

  @Test("Add stays enabled while uploading, so a second tap uploads the word again")
  func secondTapWhileUploading() async throws {
    let service = CollexionTestService(answers: [.hold, .hold])
    let editor = makeEditor(service)
    fill(editor)
    harness.run { editor.addAction() }
    #expect((try harness.finish { await service.heldCount }) == 1)

    #expect(!editor.isAddButtonDisabled)
    harness.run { editor.addAction() }
    #expect((try harness.finish { await service.heldCount }) == 2)
    release(service)
    release(service)

    #expect(
      (try harness.finish { await service.saved }).map(\.id) == [
        "00000000-0000-0000-0000-000000000001", "00000000-0000-0000-0000-000000000002",
      ])
  }
}

/// The presenting screen's side of the editor's `isPresented` binding.
@MainActor
final class SheetState {
  var isPresented = true
}
