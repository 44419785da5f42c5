import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Movies list state machine")
struct MoviesListStateMachineTests {
  typealias ViewModel = MoviesListViewModel
  private let dune = ViewModel.ListItem(
    movie: try! MoviesTestData.decode(
      MovieDTO.self, #"{"id":693134,"title":"Dune: Part Two","poster_path":"/d.jpg"}"#))

  private func reduce(_ state: ViewModel.State, _ event: ViewModel.Event) -> String {
    MoviesStateNames.name(ViewModel.reduce(state, event))
  }

  private var events: [ViewModel.Event] {
    [
      .onAppear, .onSelectMovie(693134), .onMoviesLoaded([dune]),
      .onFailedToLoadMovies(TransportError.offline),
    ]
  }

  @Test("idle starts loading on appear and ignores everything else")
  func idle() {
    #expect(reduce(.idle, .onAppear) == "loading")
    #expect(reduce(.idle, .onSelectMovie(693134)) == "idle")
    #expect(reduce(.idle, .onMoviesLoaded([dune])) == "idle")
    #expect(reduce(.idle, .onFailedToLoadMovies(TransportError.offline)) == "idle")
  }

  @Test("loading ends in loaded or error; appear and select keep it loading")
  func loading() {
    #expect(reduce(.loading, .onMoviesLoaded([dune])) == "loaded([693134])")
    #expect(
      reduce(.loading, .onFailedToLoadMovies(TransportError.offline))
        == "error(The Internet connection appears to be offline.)")
    #expect(reduce(.loading, .onAppear) == "loading")
    #expect(reduce(.loading, .onSelectMovie(693134)) == "loading")
  }

  @Test("loaded is final: every event keeps the same movies")
  func loadedIsFinal() {
    for event in events {
      #expect(reduce(.loaded([dune]), event) == "loaded([693134])")
    }
  }

  @Test("error is final: no event retries")
  func errorIsFinal() {
    for event in events {
      #expect(
        reduce(.error(TransportError.timedOut), event) == "error(The request timed out.)")
    }
  }

  @Test("a row keeps the movie's id and title and resolves its poster against the image base")
  func listItem() throws {
    let sting = ViewModel.ListItem(
      movie: try MoviesTestData.decode(
        MovieDTO.self, #"{"id":1115623,"title":"Sting","poster_path":null}"#))

    #expect(dune.id == 693134)
    #expect(dune.title == "Dune: Part Two")
    #expect(dune.poster?.absoluteString == "https://image.tmdb.org/t/p/original/d.jpg")
    #expect(sting.poster == nil)
  }
}
