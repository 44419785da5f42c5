import AppSupport
import Foundation
import Screens
import Testing

@MainActor
@Suite("Posts view model")
struct PostsViewModelTests {
  private let spawner = RecordingSpawner()

  private func makeViewModel(_ service: any NetworkServiceable) -> LandingScreenViewModel {
    LandingScreenViewModel(
      networkService: service, tasks: spawner, makeID: PostsTestData.sequentialIDs())
  }

  private func loadedViewModel(_ viewModel: LandingScreenViewModel)
    -> LandingScreenViewModel.LoadedViewModel?
  {
    guard case .success(let loaded) = viewModel.state else { return nil }
    return loaded
  }

  @Test("it starts idle, with no alert and no sheet")
  func initialState() {
    let viewModel = makeViewModel(MockNetworkService())

    #expect(viewModel.state == .idle)
    #expect(!viewModel.showErrorAlert)
    #expect(viewModel.selectedPost == nil)
  }

  @Test("loadData() sets loading at once, before the service answers")
  func loadingAtOnce() async {
    let viewModel = makeViewModel(MockNetworkService())

    viewModel.loadData()

    #expect(viewModel.state == .loading)
    await spawner.finishAll()
  }

  @Test("loadData() while loading is ignored: one task, one request")
  func loadWhileLoadingIgnored() async {
    let service = PostsCountingService(MockNetworkService())
    let viewModel = makeViewModel(service)

    viewModel.loadData()
    viewModel.loadData()
    await spawner.finishAll()

    #expect(spawner.count == 1)
    #expect(service.callCount == 1)
    #expect(loadedViewModel(viewModel)?.id == "00000000-0000-0000-0000-000000000001")
  }

  @Test("success maps each post to PostData with its id as text, in order")
  func successMapsPosts() async throws {
    let viewModel = makeViewModel(MockNetworkService())

    viewModel.loadData()
    await spawner.finishAll()

    let loaded = try #require(loadedViewModel(viewModel))
    #expect(loaded.posts.map(\.id) == ["1", "2", "3"])
    #expect(loaded.posts[1].title == "qui est esse")
    #expect(loaded.posts[1].body == MockNetworkService.samplePosts[1].body)
    #expect(!viewModel.showErrorAlert)
  }

  @Test("an empty list is a success, not a failure")
  func emptySuccess() async throws {
    let viewModel = makeViewModel(MockNetworkService(posts: []))

    viewModel.loadData()
    await spawner.finishAll()

    #expect(try #require(loadedViewModel(viewModel)).posts.isEmpty)
    #expect(!viewModel.showErrorAlert)
  }

  @Test("each success has a new id, so its state differs from the last even with the same posts")
  func eachSuccessIsNew() async throws {
    let viewModel = makeViewModel(MockNetworkService())
    viewModel.loadData()
    await spawner.finishAll()
    let first = try #require(loadedViewModel(viewModel))

    viewModel.loadData()
    await spawner.finishAll()

    let second = try #require(loadedViewModel(viewModel))
    #expect(second.id == "00000000-0000-0000-0000-000000000002")
    #expect(first != second)
    #expect(spawner.count == 2)
  }

  @Test("loaded view models are equal when their ids are, whatever their posts")
  func loadedEqualityByID() {
    typealias Loaded = LandingScreenViewModel.LoadedViewModel
    let row = LandingScreenViewModel.PostData(id: "1", title: "t", body: "b")

    #expect(Loaded(id: "a", posts: []) == Loaded(id: "a", posts: [row]))
    #expect(Loaded(id: "a", posts: [row]) != Loaded(id: "b", posts: [row]))
  }

  @Test("failure sets failed with the error's message and raises the alert")
  func failure() async {
    let viewModel = makeViewModel(MockNetworkService(error: .transport(.offline)))

    viewModel.loadData()
    await spawner.finishAll()

    #expect(
      viewModel.state
        == .failed(ErrorViewModel(message: "The Internet connection appears to be offline.")))
    #expect(viewModel.showErrorAlert)
  }

  @Test("postSelected(at:) selects the post at that index")
  func selectInRange() async {
    let viewModel = makeViewModel(MockNetworkService())
    viewModel.loadData()
    await spawner.finishAll()

    viewModel.postSelected(at: 2)

    #expect(viewModel.selectedPost?.id == "3")
    #expect(viewModel.selectedPost?.title == MockNetworkService.samplePosts[2].title)
  }

  @Test("an index outside the list selects nothing (the original would crash)")
  func selectOutOfRange() async {
    let viewModel = makeViewModel(MockNetworkService())
    viewModel.postSelected(at: 0)
    #expect(viewModel.selectedPost == nil)
    viewModel.loadData()
    await spawner.finishAll()

    for index in [3, -1, Int.max, Int.min] {
      viewModel.postSelected(at: index)
      #expect(viewModel.selectedPost == nil)
    }
  }
}
