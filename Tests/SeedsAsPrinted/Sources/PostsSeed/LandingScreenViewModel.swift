// swift-format-ignore-file
//
// The Posts article, section "5. Building a View Model" and, merged into it, the view model
// changes of "Handling Tap Events": the view model, as printed. Lines that differ from the
// article:
// - `import SwiftUI` is wrapped in `#if canImport(SwiftUI)` / `#endif`: Linux has no SwiftUI.
//   The view model uses one thing of it, `@State`; `SwiftUIState.swift` gives Linux a `State`
//   that behaves as SwiftUI's does outside a view.
// - `@Published var selectedPost: PostData?` (from "Handling Tap Events", where it is indented
//   with a tab) is placed after `showErrorAlert`, indented with spaces like the class.
// - `func postSelected(at:)` (from "Handling Tap Events") is placed after `loadData()`, with the
//   blank line before it. That snippet's `private var postsData: [PostData] = []` is the line the
//   class already has, so it is not repeated; its `.....`, `...` and `..` stand for the rest of
//   the class above.

import Foundation
import Combine
#if canImport(SwiftUI)
import SwiftUI
#endif

class LandingScreenViewModel: ObservableObject {

    struct PostData: Identifiable {
        let id: String
        let title: String
        let body: String
    }

    struct LoadedViewModel: Equatable {

        static func == (lhs: LandingScreenViewModel.LoadedViewModel, rhs: LandingScreenViewModel.LoadedViewModel) -> Bool {
            lhs.id == rhs.id
        }

        let id: String
        let posts: [PostData]
    }

    @Published private(set) var state: LoadingState<LoadedViewModel> = .idle

    private var postsPublisher: AnyCancellable?

    @State var showErrorAlert = false

    @Published var selectedPost: PostData?

    private let networkService: NetworkServiceable

    private var postsData: [PostData] = []

    init(networkService: NetworkServiceable) {
        self.networkService = networkService
    }

    func loadData() {

        guard state != .loading else {
            return
        }

        state = .loading

        postsPublisher = networkService.getPosts().receive(on: DispatchQueue.main).sink { [weak self] completion in
            if case .failure(let error) = completion {
                self?.showErrorAlert = true
                self?.state = .failed(ErrorViewModel(message: error.localizedDescription))
            }
        } receiveValue: { [weak self] posts in

            let postsData = posts.map { PostData(id: String($0.id), title: $0.title, body: $0.body) }

            self?.postsData = postsData

            self?.state = .success(.init(id: UUID().uuidString, posts: postsData))
        }
    }

    func postSelected(at index: Int) {
        self.selectedPost = self.postsData[index]
    }
}
