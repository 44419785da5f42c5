import Screenplay
import Screens

extension MoviesScene {
  /// The list's state case (`listIdle`, `listLoading`, `listLoaded`, `listError`), or with a
  /// detail pushed, the detail's (`detailLoading`, `detailLoaded`, `detailError`).
  public var coverageState: String? {
    if let detail = path.last {
      return switch detail.viewModel.state {
      case .idle: "detailIdle"
      case .loading: "detailLoading"
      case .loaded: "detailLoaded"
      case .error: "detailError"
      }
    }
    return switch listViewModel.state {
    case .idle: "listIdle"
    case .loading: "listLoading"
    case .loaded: "listLoaded"
    case .error: "listError"
    }
  }

  /// The screen's transitions; `screenplay coverage Movies` shows the logs covering each.
  public nonisolated static var transitions: [Transition] {
    let details = ["detailLoading", "detailLoaded", "detailError"]
    return [
      Transition("listLoading", Transition.effect, "listLoaded"),
      Transition("listLoading", Transition.effect, "listError"),
      Transition("listLoading", "list.appear", "listLoading"),
      Transition("listLoading", "movie.select", "listLoading"),
      Transition("listLoaded", "list.appear", "listLoaded"),
      Transition("listError", "list.appear", "listError"),
      Transition("listError", "movie.select", "listError"),
      Transition("listLoaded", "movie.select", "listLoaded"),
      Transition("listLoaded", "movie.select", "detailLoading"),
      Transition("listLoaded", "detail.back", "listLoaded"),
      Transition("listLoading", "detail.back", "listLoading"),
      Transition("listError", "detail.back", "listError"),
      // A transport error at once (offline with no latency) fails the detail in the tap's step.
      Transition("listLoaded", "movie.select", "detailError"),
      Transition("detailLoading", "list.appear", "detailError"),
      Transition("detailLoading", Transition.effect, "detailLoaded"),
      Transition("detailLoading", Transition.effect, "detailError"),
      Transition("detailLoading", "list.appear", "detailLoading"),
      Transition("detailLoaded", "list.appear", "detailLoaded"),
      Transition("detailError", "list.appear", "detailError"),
    ] + details.map { Transition($0, "detail.back", "listLoaded") }
      + details.map { Transition($0, "movie.select", $0) }
  }

  /// What the screen's logs show always holds.
  public nonisolated static var invariants: [Invariant<MoviesScene>] {
    [
      Invariant("a detail is pushed only over a loaded list") {
        guard !$0.path.isEmpty else { return true }
        if case .loaded = $0.listViewModel.state { return true }
        return false
      },
      Invariant("at most one detail is pushed") { $0.path.count <= 1 },
    ]
  }
}
