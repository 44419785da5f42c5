// swift-format-ignore-file
//
// The movies article, "Implementing Movies List ViewModel" and "Implementing Movie Details": the
// TMDB client, as printed. The article prints `enum MoviesAPI` twice, once with `trending()` and
// once with `...` and `movieDetail(id:)`; they are joined into one enum here. The article skips
// "some implementation details"; they are filled in as the original app
// (V8tr/ModernMVVM @98a36fc) has them. Lines that differ from the article:
// - `import Foundation` and `import Combine` are added.
// - The `...` before `movieDetail(id:)` is filled with the four constants the article uses and
//   does not print: `imageBase` ("https://image.tmdb.org/t/p/original/", as the original),
//   `base` ("https://api.themoviedb.org/3", as the original), `apiKey` and `agent` (an `Agent`).
// - `apiKey` is "screenplay-demo-api-key": the article does not print the key and the original's
//   is a real TMDB key; this one is the key this repository's fixtures (Tests/Fixtures/Movies)
//   expect in `api_key`, so the request's query is the one the fixtures answer.
// - `private extension URLComponents` with `addingApiKey(_:)` and `request` is added: the article
//   calls both and does not print them. As in the original, `addingApiKey` sets the query items to
//   `api_key` alone, and `request` is a `URLRequest` of the URL, if there is one.

import Foundation
import Combine

enum MoviesAPI {
    static let imageBase = URL(string: "https://image.tmdb.org/t/p/original/")!
    
    private static let base = URL(string: "https://api.themoviedb.org/3")!
    private static let apiKey = "screenplay-demo-api-key"
    private static let agent = Agent()
    
    static func trending() -> AnyPublisher<PageDTO<MovieDTO>, Error> {
        let request = URLComponents(url: base.appendingPathComponent("trending/movie/week"), resolvingAgainstBaseURL: true)?
            .addingApiKey(apiKey)
            .request
        return agent.run(request!)
    }
    
    static func movieDetail(id: Int) -> AnyPublisher<MovieDetailDTO, Error> {
        let request = URLComponents(url: base.appendingPathComponent("movie/\(id)"), resolvingAgainstBaseURL: true)?
            .addingApiKey(apiKey)
            .request
        return agent.run(request!)
    }
}

private extension URLComponents {
    func addingApiKey(_ apiKey: String) -> URLComponents {
        var copy = self
        copy.queryItems = [URLQueryItem(name: "api_key", value: apiKey)]
        return copy
    }
    
    var request: URLRequest? {
        url.map { URLRequest.init(url: $0) }
    }
}
