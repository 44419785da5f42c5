import Scenes
import Screenplay
import ScreenplayTesting
import Screens
import Testing

/// The posts scene driven by `SceneTester`, `GET /posts` answered by the screen's fixture files
/// (`Tests/Fixtures/Posts/`) or by ``PostsTestData/twoPosts(latency:)`` on virtual time.
@MainActor
@Suite("Posts scene")
struct PostsSceneTests {
  private func tester(_ fixtures: String..., line: Int = #line) throws -> SceneTester<PostsScene> {
    try SceneTester(PostsScene.self, fixtureFiles: fixtures, line: line)
  }

  /// The scene with the two posts loaded.
  private func loaded() -> SceneTester<PostsScene> {
    SceneTester(PostsScene.self, fixtures: [PostsTestData.twoPosts()])
  }

  private let listLines = [
    "LandingScreen",
    "  List (2 posts)",
    "    0: sunt aut facere repellat provident occaecati excepturi optio reprehenderit"
      + " — quia et suscipit suscipit recusandae consequuntu…",
    "    1: qui est esse — est rerum tempore vitae sequi sint nihil reprehe…",
  ]

  @Test("appearing starts loading: the spinner shows")
  func loadingRender() throws {
    let tester = try tester("posts-empty")

    #expect(PostsScene.name == "Posts")
    #expect(tester.lines == ["LandingScreen", "  (spinner: loading)"])
    tester.advance(by: .milliseconds(400))
    #expect(tester.lines == ["LandingScreen", "  List (0 posts)"])
    #expect(tester.problems.isEmpty)
  }

  @Test("appearing again after the load does not load again")
  func startOnce() {
    let tester = loaded()

    tester.harness.run { tester.scene.start() }

    #expect(tester.requestCount == 1)
    #expect(tester.problems.isEmpty)
  }

  @Test("the list shows one line per post")
  func listRender() {
    let tester = loaded()

    #expect(tester.lines == listLines)
  }

  @Test("an empty list says so and shows no rows")
  func emptyRender() throws {
    let tester = try tester("posts-empty")

    tester.advance(by: .milliseconds(400))

    #expect(tester.lines == ["LandingScreen", "  List (0 posts)"])
  }

  @Test("a selected post's sheet shows its title only; dismissing it closes it")
  func sheet() {
    let tester = loaded()

    tester.send(.selectPost(index: 1))

    #expect(tester.lines == listLines + ["  sheet", "    qui est esse"])
    tester.send(.selectPost(index: 0))
    #expect(tester.scene.viewModel.selectedPost?.id == "2")
    tester.send(.dismissSheet)
    #expect(tester.lines == listLines)
  }

  @Test("a failure shows a blank screen under the Error alert; OK closes only the alert")
  func alert() throws {
    let tester = try tester("posts-server-error")
    tester.advance(by: .milliseconds(900))

    #expect(
      tester.lines == [
        "LandingScreen",
        "  (blank)",
        "  alert \"Error\"",
        "    The server responded with status code 500.",
        "    [OK]",
      ])
    tester.send(.selectPost(index: 0))
    tester.send(.dismissSheet)
    #expect(tester.scene.viewModel.showErrorAlert)
    tester.send(.dismissAlert)
    #expect(tester.lines == ["LandingScreen", "  (blank)"])
  }

  @Test("taps while loading reach nothing")
  func eventsWhileLoading() {
    let latency = Duration.milliseconds(300)
    let tester = SceneTester(PostsScene.self, fixtures: [PostsTestData.twoPosts(latency: latency)])

    tester.send(.selectPost(index: 0), .dismissAlert)
    tester.advance(by: latency)

    #expect(tester.scene.viewModel.selectedPost == nil)
    #expect(tester.lines == listLines)
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
