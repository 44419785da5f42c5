import Scenes
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Posts scene")
struct PostsSceneTests {
  private let harness = Harness()
  private let spawner = RecordingSpawner()

  /// How long the server takes to answer in the tests that look at the screen while it loads.
  private static let latency = Duration.milliseconds(300)

  private func makeScene(_ transport: CannedTransport) -> PostsScene {
    harness.run {
      let scene = PostsScene(
        environment: PostsTestData.environment(harness, transport: transport, spawner: spawner))
      scene.start()
      return scene
    }
  }

  private func loadedScene() -> PostsScene {
    makeScene(CannedTransport(status: 200, body: PostsTestData.twoPostsJSON))
  }

  private let listLines = [
    "LandingScreen",
    "  List (2 posts)",
    "    0: sunt aut facere repellat provident occaecati excepturi optio reprehenderit"
      + " — quia et suscipit suscipit recusandae consequuntu…",
    "    1: qui est esse — est rerum tempore vitae sequi sint nihil reprehe…",
  ]

  @Test("appearing starts loading: the spinner shows")
  func loadingRender() {
    let scene = makeScene(
      CannedTransport(status: 200, body: "[]", latency: Self.latency, on: harness.clock))

    #expect(PostsScene.name == "Posts")
    #expect(scene.renderedLines() == ["LandingScreen", "  (spinner: loading)"])
    harness.advance(by: Self.latency)
    #expect(scene.renderedLines() == ["LandingScreen", "  List (0 posts)"])
    #expect(harness.problems.isEmpty)
  }

  @Test("appearing again after the load does not load again")
  func startOnce() {
    let scene = loadedScene()

    harness.run { scene.start() }

    #expect(spawner.count == 1)
  }

  @Test("the list shows one line per post")
  func listRender() {
    let scene = loadedScene()

    #expect(scene.renderedLines() == listLines)
  }

  @Test("an empty list says so and shows no rows")
  func emptyRender() {
    let scene = makeScene(CannedTransport(status: 200, body: "[]"))

    #expect(scene.renderedLines() == ["LandingScreen", "  List (0 posts)"])
  }

  @Test("a selected post's sheet shows its title only; dismissing it closes it")
  func sheet() {
    let scene = loadedScene()

    harness.run { scene.send(.selectPost(index: 1)) }

    #expect(scene.renderedLines() == listLines + ["  sheet", "    qui est esse"])
    harness.run { scene.send(.selectPost(index: 0)) }
    #expect(scene.viewModel.selectedPost?.id == "2")
    harness.run { scene.send(.dismissSheet) }
    #expect(scene.renderedLines() == listLines)
  }

  @Test("a failure shows a blank screen under the Error alert; OK closes only the alert")
  func alert() {
    let scene = makeScene(CannedTransport(status: 500, body: "Internal Server Error"))

    #expect(
      scene.renderedLines() == [
        "LandingScreen",
        "  (blank)",
        "  alert \"Error\"",
        "    The server responded with status code 500.",
        "    [OK]",
      ])
    harness.run { scene.send(.selectPost(index: 0)) }
    harness.run { scene.send(.dismissSheet) }
    #expect(scene.viewModel.showErrorAlert)
    harness.run { scene.send(.dismissAlert) }
    #expect(scene.renderedLines() == ["LandingScreen", "  (blank)"])
  }

  @Test("taps while loading reach nothing")
  func eventsWhileLoading() {
    let scene = makeScene(
      CannedTransport(
        status: 200, body: PostsTestData.twoPostsJSON, latency: Self.latency, on: harness.clock))

    harness.run {
      scene.send(.selectPost(index: 0))
      scene.send(.dismissAlert)
    }
    harness.advance(by: Self.latency)

    #expect(scene.viewModel.selectedPost == nil)
    #expect(scene.renderedLines() == listLines)
  }

  @Test("events read and write as the logs spell them")
  func vocabulary() {
    #expect(PostsEvent.vocabulary.map(\.name) == ["post.select", "sheet.dismiss", "alert.dismiss"])
    #expect(
      PostsEvent.selectPost(index: 41).logged == LoggedEvent("post.select", ["index": .int(41)]))
    #expect(PostsEvent.dismissSheet.logged == LoggedEvent("sheet.dismiss"))
    let fields = EventFields([LogField(name: "index", value: .int(-1))])
    #expect(PostsEvent.vocabulary[0].makeEvent(fields) == .selectPost(index: -1))
  }
}
