// swift-format-ignore-file
//
// The movies article, "Implementing Movie Details": the detail's view model. The article prints
// the class in three pieces, each with a `...` for the others: its `state`; `input`,
// `send(event:)` and `userInput(input:)`; and `bag` with `init(movieID:)`. They are joined into
// one class here. Lines that differ from the article:
// - `import Foundation` and `import Combine` are added: the article prints no imports.
// - The class is the third piece (`state`, `bag`, `init(movieID:)`) followed by the second
//   piece's members (`input`, `send(event:)`, `userInput(input:)`); the first piece's
//   `@Published private(set) var state: State` is the third piece's first line, so it is not
//   repeated.
// - `struct MovieDetail`'s `...` is filled with the original app's fields and initializer, as
//   the original app (V8tr/ModernMVVM @98a36fc) describes them: rating is `vote_average`,
//   duration is `runtime` minutes through a `DateComponentsFormatter` (abbreviated, hours and
//   minutes) or "N/A", genres are the names, `releasedAt` is `release_date` or "N/A", language is
//   the first spoken language or "N/A". (Linux's Foundation has no `DateComponentsFormatter`;
//   `DateComponentsFormatter.swift` gives this module one.)
// - `reduce(_:_:)` is added in its own `extension MovieDetailViewModel`: the article says only
//   that the detail's state machine "is identical" to the list's; this is the list's `reduce` with
//   the detail's cases, as the reference describes it (`idle(id)` + `onAppear` → `loading(id)`,
//   `loading` + `onLoaded` → `loaded`, `loading` + `onFailedToLoad` → `error`, the rest unchanged).
// - `whenLoading()`, printed at the top level, is put inside an `extension MovieDetailViewModel {`
//   / `}` and indented by four spaces, as `Self.whenLoading()` in `init` calls it.

import Foundation
import Combine

final class MovieDetailViewModel: ObservableObject {
    @Published private(set) var state: State
    private var bag = Set<AnyCancellable>()
        
    init(movieID: Int) {
        state = .idle(movieID)
        
        Publishers.system(
            initial: state,
            reduce: Self.reduce,
            scheduler: RunLoop.main,
            feedbacks: [
                Self.whenLoading(),
                Self.userInput(input: input.eraseToAnyPublisher())
            ]
        )
        .assign(to: \.state, on: self)
        .store(in: &bag)
    }

    private let input = PassthroughSubject<Event, Never>()

    func send(event: Event) {
        input.send(event)
    }
    
    static func userInput(input: AnyPublisher<Event, Never>) -> Feedback<State, Event> {
        Feedback(run: { _ in
            return input
        })
    }
}

extension MovieDetailViewModel {
    enum State {
        case idle(Int)
        case loading(Int)
        case loaded(MovieDetail)
        case error(Error)
    }
    
    enum Event {
        case onAppear
        case onLoaded(MovieDetail)
        case onFailedToLoad(Error)
    }

    struct MovieDetail {
        let id: Int
        let title: String
        let overview: String?
        let poster: URL?
        let rating: Double?
        let duration: String
        let genres: [String]
        let releasedAt: String
        let language: String

        init(movie: MovieDetailDTO) {
            id = movie.id
            title = movie.title
            overview = movie.overview
            poster = movie.poster
            rating = movie.vote_average

            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = .abbreviated
            formatter.allowedUnits = [.minute, .hour]
            duration = movie.runtime.flatMap { formatter.string(from: TimeInterval($0 * 60)) } ?? "N/A"

            genres = movie.genres.map(\.name)

            releasedAt = movie.release_date ?? "N/A"

            language = movie.spoken_languages.first?.name ?? "N/A"
        }
    }
}

extension MovieDetailViewModel {
    static func reduce(_ state: State, _ event: Event) -> State {
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
}

extension MovieDetailViewModel {
    static func whenLoading() -> Feedback<State, Event> {
        Feedback { (state: State) -> AnyPublisher<Event, Never> in
            guard case .loading(let id) = state else { return Empty().eraseToAnyPublisher() }
            return MoviesAPI.movieDetail(id: id)
                .map(MovieDetail.init)
                .map(Event.onLoaded)
                .catch { Just(Event.onFailedToLoad($0)) }
                .eraseToAnyPublisher()
        }
    }
}
