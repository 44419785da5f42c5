// swift-format-ignore-file
//
// The Posts article, section "3. A Publisher for Getting Post Models": the network service, as
// printed. The article prints `NetworkService` twice; the first, in section 1, is this class
// before `getPosts()` was added, so the whole class of section 3 is the one kept. No line differs
// from the article: on Linux `URLSession` is in FoundationNetworking, which this repository's
// `Combine` brings along (as Foundation brings it on Apple platforms).
//
// `import Combine` is Apple's Combine on Apple platforms and this repository's `Combine` target
// (the `ScreenplayCombine` product) on Linux; `dataTaskPublisher(for:)` comes from either.

import Foundation
import Combine

protocol NetworkServiceable {
    func getPosts() -> AnyPublisher<[Post], Never>
}


class NetworkService: NetworkServiceable {

    let urlSession: URLSession
    let baseURLString: String

    init(urlSession: URLSession = .shared, baseURLString: String) {
        self.urlSession = urlSession
        self.baseURLString = baseURLString
    }

    func getPosts() -> AnyPublisher<[Post], Never> {

        let urlString = baseURLString + "posts"

        guard let url = URL(string: urlString) else {
            return Just<[Post]>([]).eraseToAnyPublisher()
        }

        return urlSession.dataTaskPublisher(for: url)
            .map { $0.data }
            .decode(type: [Post].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .eraseToAnyPublisher()
    }
}
