extension MoviesListViewModel {
  /// Every state-to-state transition of the list; pure.
  public nonisolated static func reduce(_ state: State, _ event: Event) -> State {
    switch state {
    case .idle:
      switch event {
      case .onAppear:
        return .loading
      default:
        return state
      }
    case .loading:
      switch event {
      case .onFailedToLoadMovies(let error):
        return .error(error)
      case .onMoviesLoaded(let movies):
        return .loaded(movies)
      default:
        return state
      }
    case .loaded:
      return state
    case .error:
      return state
    }
  }

  /// Requests the trending movies whenever the state is `loading`.
  public nonisolated static func whenLoading(api: MoviesAPI) -> Feedback<State, Event> {
    Feedback { (state: State) -> Effect<Event> in
      // 1.
      guard case .loading = state else { return .none }

      // 2.
      return .task {
        do {
          let page = try await api.trending()
          // 3.
          return .onMoviesLoaded(page.results.map(ListItem.init))
        } catch {
          // 4.
          return .onFailedToLoadMovies(error)
        }
      }
    }
  }

  /// User input, as sent through ``send(event:)``.
  public nonisolated static func userInput(input: AsyncStream<Event>) -> Feedback<State, Event> {
    Feedback(events: input)
  }
}
