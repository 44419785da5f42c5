import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Movies detail state machine")
struct MoviesDetailStateMachineTests {
  typealias ViewModel = MovieDetailViewModel
  private let dune = ViewModel.MovieDetail(
    movie: try! MoviesTestData.decode(MovieDetailDTO.self, MoviesTestData.duneJSON))

  private func reduce(_ state: ViewModel.State, _ event: ViewModel.Event) -> String {
    MoviesStateNames.name(ViewModel.reduce(state, event))
  }

  private var events: [ViewModel.Event] {
    [.onAppear, .onLoaded(dune), .onFailedToLoad(TransportError.offline)]
  }

  @Test("idle starts loading its movie on appear and ignores the rest")
  func idle() {
    #expect(reduce(.idle(7), .onAppear) == "loading(7)")
    #expect(reduce(.idle(7), .onLoaded(dune)) == "idle(7)")
    #expect(reduce(.idle(7), .onFailedToLoad(TransportError.offline)) == "idle(7)")
  }

  @Test("loading ends in loaded or error; appear keeps it loading")
  func loading() {
    #expect(reduce(.loading(693134), .onLoaded(dune)) == "loaded(693134)")
    #expect(
      reduce(.loading(693134), .onFailedToLoad(TransportError.cannotConnect))
        == "error(Could not connect to the server.)")
    #expect(reduce(.loading(693134), .onAppear) == "loading(693134)")
  }

  @Test("loaded and error are final")
  func finalStates() {
    for event in events {
      #expect(reduce(.loaded(dune), event) == "loaded(693134)")
      #expect(
        reduce(.error(TransportError.offline), event)
          == "error(The Internet connection appears to be offline.)")
    }
  }
}
