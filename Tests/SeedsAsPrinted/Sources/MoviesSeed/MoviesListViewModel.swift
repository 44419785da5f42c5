// swift-format-ignore-file
//
// The movies article, "Implementing Movies List ViewModel": the list's view model, as printed.
// The article prints the class twice; the second, whole one (with `init`, `deinit` and
// `send(event:)`) is kept, since the first is its opening line and `state` with a `...`. Lines
// that differ from the article:
// - `import Foundation` and `import Combine` are added: the article prints no imports.
// - `whenLoading()`, printed at the top level, is put inside an `extension MoviesListViewModel {`
//   / `}` and indented by four spaces: `Self.whenLoading()` in `init` calls it as a static
//   member of the view model. Its one whitespace-only line is left empty.

import Foundation
import Combine

final class MoviesListViewModel: ObservableObject {
    @Published private(set) var state = State.idle
    private var bag = Set<AnyCancellable>()
    private let input = PassthroughSubject<Event, Never>()
    
    init() {
        // 1.
        Publishers.system(
            initial: state,
            reduce: Self.reduce,
            scheduler: RunLoop.main,
            feedbacks: [
                // 2.
                Self.whenLoading(),
                Self.userInput(input: input.eraseToAnyPublisher())
            ]
        )
        .assign(to: \.state, on: self)
        .store(in: &bag)
    }
    
    deinit {
        bag.removeAll()
    }
    
    // 3.
    func send(event: Event) {
        input.send(event)
    }
}

extension MoviesListViewModel {
    enum State {
        case idle
        case loading
        case loaded([ListItem])
        case error(Error)
    }

    enum Event {
        case onAppear
        case onSelectMovie(Int)
        case onMoviesLoaded([ListItem])
        case onFailedToLoadMovies(Error)
    }
}

extension MoviesListViewModel {
    static func reduce(_ state: State, _ event: Event) -> State {
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
}

extension MoviesListViewModel {
    static func userInput(input: AnyPublisher<Event, Never>) -> Feedback<State, Event> {
        Feedback { _ in input }
    }
}

extension MoviesListViewModel {
    static func whenLoading() -> Feedback<State, Event> {
      Feedback { (state: State) -> AnyPublisher<Event, Never> in
          // 1.
          guard case .loading = state else { return Empty().eraseToAnyPublisher() }

          // 2.
          return MoviesAPI.trending()
              .map { $0.results.map(ListItem.init) }
              // 3.
              .map(Event.onMoviesLoaded)
              // 4.
              .catch { Just(Event.onFailedToLoadMovies($0)) }
              .eraseToAnyPublisher()
      }
    }
}

extension MoviesListViewModel {
    struct ListItem: Identifiable {
        let id: Int
        let title: String
        let poster: URL?
        
        init(movie: MovieDTO) {
            id = movie.id
            title = movie.title
            poster = movie.poster
        }
    }
}
