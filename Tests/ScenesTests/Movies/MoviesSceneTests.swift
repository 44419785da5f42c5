import AppSupport
import Foundation
import Scenes
import Screenplay
import Screens
import Testing

@MainActor
@Suite("Movies scene")
struct MoviesSceneTests {
  private let spawner = RecordingSpawner()

  private func makeScene(_ transport: MoviesTestTransport) -> MoviesScene {
    let scene = MoviesScene(
      environment: MoviesTestData.environment(transport: transport, spawner: spawner))
    scene.start()
    return scene
  }

  private func loadedScene(_ transport: MoviesTestTransport) async -> MoviesScene {
    let scene = makeScene(transport)
    await MoviesTestData.eventually { transport.heldPaths == [MoviesTestData.trendingPath] }
    transport.respond(to: MoviesTestData.trendingPath, json: MoviesTestData.pageJSON)
    let loaded = await MoviesTestData.eventually {
      if case .loaded = scene.listViewModel.state { return true }
      return false
    }
    #expect(loaded)
    return scene
  }

  @Test("the list loads and shows one row per movie")
  func listRender() async {
    let transport = MoviesTestTransport()
    defer { spawner.cancelAll() }
    let scene = makeScene(transport)
    await MoviesTestData.eventually { !transport.heldPaths.isEmpty }
    #expect(scene.renderedLines() == ["Trending Movies", "  (spinner: loading)"])

    transport.respond(to: MoviesTestData.trendingPath, json: MoviesTestData.pageJSON)
    await MoviesTestData.eventually { scene.renderedLines().count == 3 }

    #expect(
      scene.renderedLines() == [
        "Trending Movies",
        "  #693134 Dune: Part Two · poster 1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg",
        "  #1115623 Sting · no poster",
      ])
  }

  @Test("a tap while the list loads pushes nothing and sends no request")
  func selectWhileLoading() async {
    let transport = MoviesTestTransport()
    defer { spawner.cancelAll() }
    let scene = makeScene(transport)

    scene.send(.selectMovie(id: 693134))
    await MoviesTestData.eventually { !transport.heldPaths.isEmpty }

    #expect(scene.path.isEmpty)
    #expect(transport.requests.map(\.url.path) == [MoviesTestData.trendingPath])
  }

  @Test("selecting a row pushes a detail for that movie, which loads and renders")
  func selectPushesDetail() async {
    let transport = MoviesTestTransport()
    defer { spawner.cancelAll() }
    let scene = await loadedScene(transport)

    scene.send(.selectMovie(id: 693134))
    await MoviesTestData.eventually { transport.heldPaths == [MoviesTestData.dunePath] }
    transport.respond(to: MoviesTestData.dunePath, json: MoviesTestData.duneJSON)
    await MoviesTestData.eventually { scene.renderedLines().count > 3 }

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
  func backCancelsDetailRequest() async {
    let transport = MoviesTestTransport()
    defer { spawner.cancelAll() }
    let scene = await loadedScene(transport)
    scene.send(.selectMovie(id: 693134))
    await MoviesTestData.eventually { transport.heldPaths == [MoviesTestData.dunePath] }
    weak let detail = scene.path.last?.viewModel

    scene.send(.back)
    await MoviesTestData.eventually { !transport.cancelledPaths.isEmpty }

    #expect(detail == nil)
    #expect(scene.path.isEmpty)
    #expect(transport.cancelledPaths == [MoviesTestData.dunePath])
    #expect(scene.renderedLines().first == "Trending Movies")
  }

  @Test("ids not in the list, and back with nothing pushed, are ignored")
  func ignoredEvents() async {
    let transport = MoviesTestTransport()
    defer { spawner.cancelAll() }
    let scene = await loadedScene(transport)
    let before = scene.renderedLines()

    scene.send(.selectMovie(id: 550))
    scene.send(.back)

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
