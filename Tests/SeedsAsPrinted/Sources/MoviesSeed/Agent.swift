// swift-format-ignore-file
//
// Not printed in the movies article, which calls `agent.run(request!)` and skips "some
// implementation details" (it links a separate article on a networking layer): the agent as
// the original app (V8tr/ModernMVVM @98a36fc) describes the original app's. It loads the
// request with `URLSession.shared`'s data task publisher, ignores the HTTP status, prints the
// body (force-unwrapping its UTF-8 text), decodes it with a plain `JSONDecoder` and delivers on
// the main queue.

import Foundation
import Combine

struct Agent {
    func run<T: Decodable>(_ request: URLRequest) -> AnyPublisher<T, Error> {
        return URLSession.shared
            .dataTaskPublisher(for: request)
            .map { $0.data }
            .handleEvents(receiveOutput: { print(NSString(data: $0, encoding: String.Encoding.utf8.rawValue)!) })
            .decode(type: T.self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}
