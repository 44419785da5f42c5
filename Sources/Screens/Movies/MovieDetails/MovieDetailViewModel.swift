import Observation
import ScreenplaySeams

/// A movie's details: the same finite-state machine as the list, for one movie id.
///
/// `idle(id)` + `onAppear` → `loading(id)`; `loading` + `onLoaded` → `loaded`; `loading` +
/// `onFailedToLoad` → `error`; every other pair keeps the state, and `loaded` and `error` are
/// final. ``whenLoading(api:)`` requests `GET /3/movie/{id}` whenever the state is `loading`; as
/// on the list, a repeated `onAppear` while loading re-emits `loading`, which cancels the request
/// in flight and starts another. Releasing the view model (the user going back) cancels
/// everything it started.
@MainActor @Observable
public final class MovieDetailViewModel {
  /// What the screen shows; the view renders it.
  public private(set) var state: State

  private let system: System<State, Event>
  private let input: AsyncStream<Event>.Continuation

  /// Creates the detail of the movie `movieID`, in `idle`; `api` loads it, `tasks` starts every
  /// effect.
  public init(movieID: Int, api: MoviesAPI, tasks: any TaskSpawning) {
    state = .idle(movieID)
    let (events, input) = AsyncStream.makeStream(of: Event.self)
    self.input = input
    system = System(
      initial: State.idle(movieID),
      reduce: Self.reduce,
      tasks: tasks,
      feedbacks: [
        Self.whenLoading(api: api),
        Self.userInput(input: events),
      ]
    )
    system.assign { [weak self] in self?.state = $0 }
  }

  deinit {
    input.finish()
  }

  /// Passes user input and view lifecycle events into the state machine.
  public func send(event: Event) {
    input.yield(event)
  }
}
