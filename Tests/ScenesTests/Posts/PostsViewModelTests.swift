import Foundation
import Screenplay
import Screens
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("Posts view model")
struct PostsViewModelTests {
  private let harness = Harness()

  private func makeViewModel(_ service: any NetworkServiceable) -> LandingScreenViewModel {
    LandingScreenViewModel(networkService: service, makeID: PostsTestData.sequentialIDs())
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
  func loadingAtOnce() {
    let viewModel = makeViewModel(
      PostsCountingService(MockNetworkService(), latency: .milliseconds(300), on: harness.clock))

    harness.run { viewModel.loadData() }

    #expect(viewModel.state == .loading)
    harness.advance(by: .milliseconds(300))
    #expect(loadedViewModel(viewModel)?.posts.count == 3)
  }

  @Test("loadData() while loading is ignored: one request")
  func loadWhileLoadingIgnored() {
    let service = PostsCountingService(
      MockNetworkService(), latency: .milliseconds(300), on: harness.clock)
    let viewModel = makeViewModel(service)

    harness.run { viewModel.loadData() }
    harness.run { viewModel.loadData() }
    harness.advance(by: .milliseconds(300))

    #expect(service.callCount == 1)
    #expect(loadedViewModel(viewModel)?.id == "00000000-0000-0000-0000-000000000001")
  }

  @Test("success maps each post to PostData with its id as text, in order")
  func successMapsPosts() throws {
    let viewModel = makeViewModel(MockNetworkService())

    harness.run { viewModel.loadData() }

    let loaded = try #require(loadedViewModel(viewModel))
    #expect(loaded.posts.map(\.id) == ["1", "2", "3"])
    #expect(loaded.posts[1].title == "qui est esse")
    #expect(loaded.posts[1].body == MockNetworkService.samplePosts[1].body)
    #expect(!viewModel.showErrorAlert)
  }

  @Test("an empty list is a success, not a failure")
  func emptySuccess() throws {
    let viewModel = makeViewModel(MockNetworkService(posts: []))

    harness.run { viewModel.loadData() }

    #expect(try #require(loadedViewModel(viewModel)).posts.isEmpty)
    #expect(!viewModel.showErrorAlert)
  }

  @Test("each success has a new id, so its state differs from the last even with the same posts")
  func eachSuccessIsNew() throws {
    let service = PostsCountingService(MockNetworkService())
    let viewModel = makeViewModel(service)
    harness.run { viewModel.loadData() }
    let first = try #require(loadedViewModel(viewModel))

    harness.run { viewModel.loadData() }

    let second = try #require(loadedViewModel(viewModel))
    #expect(second.id == "00000000-0000-0000-0000-000000000002")
    #expect(first != second)
    #expect(service.callCount == 2)
  }

  @Test("loaded view models are equal when their ids are, whatever their posts")
  func loadedEqualityByID() {
    typealias Loaded = LandingScreenViewModel.LoadedViewModel
    let row = LandingScreenViewModel.PostData(id: "1", title: "t", body: "b")

    #expect(Loaded(id: "a", posts: []) == Loaded(id: "a", posts: [row]))
    #expect(Loaded(id: "a", posts: [row]) != Loaded(id: "b", posts: [row]))
  }

  @Test("failure sets failed with the error's message and raises the alert")
  func failure() {
    let viewModel = makeViewModel(MockNetworkService(error: .transport(.notConnectedToInternet)))

    harness.run { viewModel.loadData() }

    #expect(
      viewModel.state
        == .failed(ErrorViewModel(message: "The Internet connection appears to be offline.")))
    #expect(viewModel.showErrorAlert)
  }

  @Test("postSelected(at:) selects the post at that index")
  func selectInRange() {
    let viewModel = makeViewModel(MockNetworkService())
    harness.run { viewModel.loadData() }

    viewModel.postSelected(at: 2)

    #expect(viewModel.selectedPost?.id == "3")
    #expect(viewModel.selectedPost?.title == MockNetworkService.samplePosts[2].title)
  }

  @Test("an index outside the list selects nothing (the original would crash)")
  func selectOutOfRange() {
    let viewModel = makeViewModel(MockNetworkService())
    viewModel.postSelected(at: 0)
    #expect(viewModel.selectedPost == nil)
    harness.run { viewModel.loadData() }

    for index in [3, -1, Int.max, Int.min] {
      viewModel.postSelected(at: index)
      #expect(viewModel.selectedPost == nil)
    }
  }
}
