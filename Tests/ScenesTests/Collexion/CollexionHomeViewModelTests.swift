import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Collexion home view model")
struct CollexionHomeViewModelTests {
  private let harness = Harness()
  private let spawner = RecordingSpawner()

  private func makeViewModel(_ service: CollexionTestService) -> HomeViewModel {
    harness.run { HomeViewModel(deps: .init(collexionService: service, tasks: spawner)) }
  }

  @Test("it starts with no words and the editor hidden")
  func initialState() {
    let viewModel = makeViewModel(CollexionTestService())
    defer { harness.cancelAll(spawner) }

    #expect(viewModel.words.isEmpty)
    #expect(!viewModel.shouldShowEditor)
  }

  @Test("the add action shows the editor")
  func addWordAction() {
    let viewModel = makeViewModel(CollexionTestService())
    defer { harness.cancelAll(spawner) }

    harness.run { viewModel.addWordAction() }

    #expect(viewModel.shouldShowEditor)
  }

  @Test("words are sorted by title with <: capitals first, accented letters last")
  func sortsByTitle() {
    let service = CollexionTestService(initial: [
      CollexionTestData.word("zest"), CollexionTestData.word("éclair"),
      CollexionTestData.word("apple"), CollexionTestData.word("Zealous"),
      CollexionTestData.word("Apple"), CollexionTestData.word("abide"),
    ])
    let viewModel = makeViewModel(service)
    defer { harness.cancelAll(spawner) }

    #expect(
      viewModel.words.map(\.title) == ["Apple", "Zealous", "abide", "apple", "zest", "éclair"])
  }

  @Test("equal titles keep the earlier timestamp first, whatever the stored order")
  func tiesByTimestamp() {
    let later = CollexionTestData.word("bear", .verb, at: 9)
    let earlier = CollexionTestData.word("bear", .noun, at: 2)
    let viewModel = makeViewModel(CollexionTestService(initial: [later, earlier]))
    defer { harness.cancelAll(spawner) }

    #expect(viewModel.words == [earlier, later])
  }

  @Test("each new list from the service replaces the words, sorted")
  func followsTheStream() throws {
    let service = CollexionTestService(initial: [CollexionTestData.word("zest")])
    let viewModel = makeViewModel(service)
    defer { harness.cancelAll(spawner) }
    #expect(viewModel.words.count == 1)

    try harness.finish { try await service.add(word: CollexionTestData.word("bear", at: 1)) }

    #expect(viewModel.words.map(\.title) == ["bear", "zest"])
  }
}
