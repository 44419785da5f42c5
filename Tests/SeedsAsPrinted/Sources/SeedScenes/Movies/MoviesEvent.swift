// A copy of the repository's Sources/Scenes/Movies/MoviesEvent.swift (its types internal here):
// the demo's event vocabulary, so the repository's Movies logs decode to the same events.

import Screenplay

/// What a user does on the movies screens, as event logs write it.
///
/// ```text
/// 1.000s  movie.select  id=693134
/// 3.000s  detail.back
/// 4.000s  list.appear
/// ```
///
/// The first appearance is not an event: the scene's `start()` sends it.
enum MoviesEvent: Sendable, Hashable {
  /// The row of the movie `id` was tapped.
  case selectMovie(id: Int)
  /// The detail's back button was tapped.
  case back
  /// The movies screen appeared again (its `NavigationView.onAppear` fired once more).
  case appear
}

extension MoviesEvent: LoggableEvent {
  static let vocabulary: [EventSpec<MoviesEvent>] = [
    EventSpec(
      "movie.select", ["id": .int],
      summary: "taps the row of the movie with this TMDB id (ignored unless that row is on screen)"
    ) { .selectMovie(id: $0.int("id")) },
    EventSpec(
      "detail.back", summary: "taps the detail's back button (ignored when the list is on top)"
    ) { _ in .back },
    EventSpec(
      "list.appear",
      summary: "the screen appears again: onAppear to the list, and to the detail on top if any"
    ) { _ in .appear },
  ]

  var logged: LoggedEvent {
    switch self {
    case .selectMovie(let id): LoggedEvent("movie.select", ["id": .int(id)])
    case .back: LoggedEvent("detail.back")
    case .appear: LoggedEvent("list.appear")
    }
  }
}
