// swift-format-ignore-file
//
// The Posts article, section "4. Building a LoadingState": the error view model and the loading
// state, as printed. No line differs from the article.

struct ErrorViewModel: Equatable {
    let message: String
}

enum LoadingState<LoadedViewModel: Equatable>: Equatable {
    case idle
    case loading
    case failed(ErrorViewModel)
    case success(LoadedViewModel)
}
