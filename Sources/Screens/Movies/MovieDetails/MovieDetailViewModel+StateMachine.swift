extension MovieDetailViewModel {
  /// Every state-to-state transition of the detail; pure.
  public nonisolated static func reduce(_ state: State, _ event: Event) -> State {
    switch state {
    case .idle(let id):
      switch event {
      case .onAppear:
        return .loading(id)
      default:
        return state
      }
    case .loading:
      switch event {
      case .onFailedToLoad(let error):
        return .error(error)
      case .onLoaded(let movie):
        return .loaded(movie)
      default:
        return state
      }
    case .loaded:
      return state
    case .error:
      return state
    }
  }

  /// Requests the movie's details whenever the state is `loading`.
  public nonisolated static func whenLoading(api: MoviesAPI) -> Feedback<State, Event> {
    Feedback { (state: State) -> Effect<Event> in
      guard case .loading(let id) = state else { return .none }
      return .task {
        do {
          return .onLoaded(MovieDetail(movie: try await api.movieDetail(id: id)))
        } catch {
          return .onFailedToLoad(error)
        }
      }
    }
  }

  /// User input, as sent through ``send(event:)``.
  public nonisolated static func userInput(input: AsyncStream<Event>) -> Feedback<State, Event> {
    Feedback(events: input)
  }
}
