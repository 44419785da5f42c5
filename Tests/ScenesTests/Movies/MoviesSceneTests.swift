import Scenes
import Screenplay
import ScreenplayTesting
import Screens
import Testing

/// The movies scene driven by `SceneTester`, TMDB answered on virtual time by
/// ``MoviesTestData/trending`` (600 ms) and ``MoviesTestData/dune`` (700 ms).
@MainActor
@Suite("Movies scene")
struct MoviesSceneTests {
  private func tester() -> SceneTester<MoviesScene> {
    SceneTester(MoviesScene.self, fixtures: [MoviesTestData.trending, MoviesTestData.dune])
  }

  /// The scene with the trending page loaded.
  private func loaded() -> SceneTester<MoviesScene> {
    let tester = tester()
    #expect(tester.requestCount == 1)
    tester.advance(by: MoviesTestData.trending.latency)
    let loaded: Bool
    if case .loaded = tester.scene.listViewModel.state { loaded = true } else { loaded = false }
    #expect(loaded)
    return tester
  }

  @Test("the list loads and shows one row per movie")
  func listRender() {
    let tester = tester()
    #expect(tester.requestCount == 1)
    #expect(tester.lines == ["Trending Movies", "  (spinner: loading)"])

    tester.advance(by: MoviesTestData.trending.latency)

    #expect(
      tester.lines == [
        "Trending Movies",
        "  #693134 Dune: Part Two · poster 1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg",
        "  #1115623 Sting · no poster",
      ])
    #expect(tester.problems.isEmpty)
  }

  @Test("a tap while the list loads pushes nothing and sends no request")
  func selectWhileLoading() {
    let tester = tester()

    tester.send(.selectMovie(id: 693134))

    #expect(tester.scene.path.isEmpty)
    #expect(tester.requestCount == 1)
    tester.advance(by: MoviesTestData.dune.latency)
    #expect(tester.scene.path.isEmpty)
    #expect(tester.harness.transport.unusedFixtures == [MoviesTestData.dune])
    #expect(tester.problems.isEmpty)
  }

  @Test("selecting a row pushes a detail for that movie, which loads and renders")
  func selectPushesDetail() {
    let tester = loaded()

    tester.send(.selectMovie(id: 693134))
    #expect(tester.requestCount == 2)
    tester.advance(by: MoviesTestData.dune.latency)

    #expect(tester.scene.path.map(\.movieID) == [693134])
    #expect(
      tester.lines == [
        "Trending Movies › movie #693134",
        "  [‹ Trending Movies]",
        "  Dune: Part Two",
        "  2024-02-27 · English · 2h 46m",
        "  poster: https://image.tmdb.org/t/p/original/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg",
        "  genres: |Science Fiction| |Adventure|",
        "  ⭐️ 8.153/10",
        "  Follow the mythic journey of Paul Atreides.",
      ])
    #expect(tester.problems.isEmpty)
  }

  @Test("going back while the detail loads releases it and cancels its request")
  func backCancelsDetailRequest() {
    let tester = loaded()
    tester.send(.selectMovie(id: 693134))
    #expect(tester.requestCount == 2)
    #expect(tester.harness.clock.sleeperCount == 1)
    weak let detail = tester.scene.path.last?.viewModel

    tester.send(.back)

    #expect(detail == nil)
    #expect(tester.scene.path.isEmpty)
    #expect(tester.harness.clock.sleeperCount == 0)
    #expect(tester.lines.first == "Trending Movies")
    #expect(tester.problems.isEmpty)
  }

  @Test("ids not in the list, and back with nothing pushed, are ignored")
  func ignoredEvents() {
    let tester = loaded()
    let before = tester.lines

    tester.send(.selectMovie(id: 550), .back)

    #expect(tester.scene.path.isEmpty)
    #expect(tester.lines == before)
    #expect(tester.requestCount == 1)
  }

  @Test("the vocabulary names the three events and writes them back as logged")
  func vocabulary() {
    #expect(MoviesScene.name == "Movies")
    #expect(MoviesEvent.vocabulary.map(\.name) == ["movie.select", "detail.back", "list.appear"])
    #expect(
      MoviesEvent.selectMovie(id: 693134).logged
        == LoggedEvent("movie.select", ["id": .int(693134)]))
    #expect(MoviesEvent.back.logged == LoggedEvent("detail.back"))
    #expect(MoviesEvent.appear.logged == LoggedEvent("list.appear"))
    let select = MoviesEvent.vocabulary[0].makeEvent(
      EventFields([LogField(name: "id", value: .int(42))]))
    #expect(select == .selectMovie(id: 42))
  }
}
