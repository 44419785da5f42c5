import Screenplay
import Screens

extension ForecastScene {
  /// `loading`, `failed`, or, with a forecast, `fresh` while the countdown runs and `stale` after.
  public var coverageState: String? {
    switch viewModel.state {
    case .idle: "idle"
    case .loading: "loading"
    case .failed: "failed"
    case .loaded: viewModel.freshFor > 0 ? "fresh" : "stale"
    }
  }

  /// The screen's transitions; `screenplay coverage Forecast` shows the logs covering each.
  public nonisolated static var transitions: [Transition] {
    [
      Transition("loading", Transition.effect, "fresh"),
      Transition("loading", Transition.effect, "failed"),
      Transition("loading", "refresh.tap", "loading"),
      Transition("fresh", Transition.effect, "stale"),
      Transition("stale", "city.select", "loading"),
      Transition("failed", "refresh.tap", "loading"),
      Transition("failed", "city.select", "loading"),
    ]
  }
}
