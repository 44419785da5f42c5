import Foundation
import Scenes
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Movies scene")
struct MoviesSceneTests {
  private let harness = Harness()

  private func makeScene(_ transport: MoviesTestTransport) -> MoviesScene {
    harness.run {
      let scene = MoviesScene(
        environment: MoviesTestData.environment(harness, transport: transport))
      scene.start()
      return scene
    }
  }

  /// Answers the held request for `path` with `json`, and runs what the answer causes.
  private func respond(_ transport: MoviesTestTransport, to path: String, json: String) {
    harness.run { transport.respond(to: path, json: json) }
  }

  private func loadedScene(_ transport: MoviesTestTransport) -> MoviesScene {
    let scene = makeScene(transport)
    #expect(transport.heldPaths == [MoviesTestData.trendingPath])
    respond(transport, to: MoviesTestData.trendingPath, json: MoviesTestData.pageJSON)
    let loaded: Bool
    if case .loaded = scene.listViewModel.state { loaded = true } else { loaded = false }
    #expect(loaded)
    return scene
  }

  @Test("the list loads and shows one row per movie")
  func listRender() {
    let transport = MoviesTestTransport()
    let scene = makeScene(transport)
    #expect(!transport.heldPaths.isEmpty)
    #expect(scene.renderedLines() == ["Trending Movies", "  (spinner: loading)"])

    respond(transport, to: MoviesTestData.trendingPath, json: MoviesTestData.pageJSON)

    #expect(
      scene.renderedLines() == [
        "Trending Movies",
        "  #693134 Dune: Part Two · poster 1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg",
        "  #1115623 Sting · no poster",
      ])
  }

  @Test("a tap while the list loads pushes nothing and sends no request")
  func selectWhileLoading() {
    let transport = MoviesTestTransport()
    let scene = makeScene(transport)

    harness.run { scene.send(.selectMovie(id: 693134)) }
    #expect(!transport.heldPaths.isEmpty)

    #expect(scene.path.isEmpty)
    #expect(transport.requests.map(\.url.path) == [MoviesTestData.trendingPath])
  }

  @Test("selecting a row pushes a detail for that movie, which loads and renders")
  func selectPushesDetail() {
    let transport = MoviesTestTransport()
    let scene = loadedScene(transport)

    harness.run { scene.send(.selectMovie(id: 693134)) }
    #expect(transport.heldPaths == [MoviesTestData.dunePath])
    respond(transport, to: MoviesTestData.dunePath, json: MoviesTestData.duneJSON)

    #expect(scene.path.map(\.movieID) == [693134])
    #expect(
      scene.renderedLines() == [
        "Trending Movies › movie #693134",
        "  [‹ Trending Movies]",
        "  Dune: Part Two",
        "  2024-02-27 · English · 2h 46m",
        "  poster: https://image.tmdb.org/t/p/original/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg",
        "  genres: |Science Fiction| |Adventure|",
        "  ⭐️ 8.153/10",
        "  Follow the mythic journey of Paul Atreides.",
      ])
  }

  @Test("going back while the detail loads releases it and cancels its request")
  func backCancelsDetailRequest() {
    let transport = MoviesTestTransport()
    let scene = loadedScene(transport)
    harness.run { scene.send(.selectMovie(id: 693134)) }
    #expect(transport.heldPaths == [MoviesTestData.dunePath])
    weak let detail = scene.path.last?.viewModel

    harness.run { scene.send(.back) }

    #expect(detail == nil)
    #expect(scene.path.isEmpty)
    #expect(transport.cancelledPaths == [MoviesTestData.dunePath])
    #expect(scene.renderedLines().first == "Trending Movies")
  }

  @Test("ids not in the list, and back with nothing pushed, are ignored")
  func ignoredEvents() {
    let transport = MoviesTestTransport()
    let scene = loadedScene(transport)
    let before = scene.renderedLines()

    harness.run {
      scene.send(.selectMovie(id: 550))
      scene.send(.back)
    }

    #expect(scene.path.isEmpty)
    #expect(scene.renderedLines() == before)
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
