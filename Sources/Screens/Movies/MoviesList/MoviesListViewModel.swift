import Observation
import ScreenplaySeams

/// The trending movies list: a finite-state machine, ported from the article's Combine version.
///
/// The state machine (``State``, ``Event``, ``reduce(_:_:)``) is the article's, unchanged:
/// `idle` + `onAppear` → `loading`; `loading` + `onMoviesLoaded` → `loaded`; `loading` +
/// `onFailedToLoadMovies` → `error`; every other pair keeps the state. `loaded` and `error` are
/// final: there is no retry. `onSelectMovie` changes no state; the view sends it on a row tap
/// (the article's user input) and navigates to the detail itself (the original's
/// `NavigationLink`).
///
/// The ``System`` runs it: ``whenLoading(api:)`` requests the trending movies when the state is
/// `loading`, and ``send(event:)`` feeds user input in through ``userInput(input:)``. As in the
/// article, every event emits a state, even an unchanged one, and each emitted state cancels the
/// previous state's effect (`switchToLatest`). So a second `onAppear` while `loading` re-emits
/// `loading`: the request in flight is cancelled, its answer never lands, and a new request
/// starts. The article's prose ("when the system enters the loading state, we initiate a network
/// request") could be read as starting it once, but its code and the original app both restart
/// it; the port keeps that, since the screen ends up in the same state, only later.
@MainActor @Observable
public final class MoviesListViewModel {
  /// What the screen shows; the view renders it.
  public private(set) var state = State.idle

  private let system: System<State, Event>
  private let input: AsyncStream<Event>.Continuation

  /// Creates the list in `idle`; `api` loads the movies, `tasks` starts every effect.
  public init(api: MoviesAPI, tasks: any TaskSpawning) {
    let (events, input) = AsyncStream.makeStream(of: Event.self)
    self.input = input
    // 1.
    system = System(
      initial: State.idle,
      reduce: Self.reduce,
      tasks: tasks,
      feedbacks: [
        // 2.
        Self.whenLoading(api: api),
        Self.userInput(input: events),
      ]
    )
    system.assign { [weak self] in self?.state = $0 }
  }

  deinit {
    input.finish()
  }

  // 3.
  /// Passes user input and view lifecycle events into the state machine.
  public func send(event: Event) {
    input.yield(event)
  }
}
