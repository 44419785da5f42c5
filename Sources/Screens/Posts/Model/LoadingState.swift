/// The stages a screen goes through while it loads its content, as in the article.
///
/// `Equatable`, so a view model can avoid firing a duplicate request with
/// `guard state != .loading`. `LoadedViewModel` is whatever the screen shows once loaded.
public enum LoadingState<LoadedViewModel: Equatable>: Equatable {
  /// Nothing has happened yet; the view starts loading when it appears.
  case idle
  /// The request is on its way.
  case loading
  /// The load failed; the view shows an alert with the message.
  case failed(ErrorViewModel)
  /// The content arrived.
  case success(LoadedViewModel)
}

extension LoadingState: Sendable where LoadedViewModel: Sendable {}
