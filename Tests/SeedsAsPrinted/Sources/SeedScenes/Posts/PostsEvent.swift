// A copy of the repository's Sources/Scenes/Posts/PostsEvent.swift (its types internal here):
// the demo's event vocabulary, so the repository's Posts logs decode to the same events.

import Screenplay

/// What a user does on the posts screen, as event logs write it.
///
/// ```text
/// 1.000s  post.select    index=0
/// 2.500s  sheet.dismiss
/// 4.000s  alert.dismiss
/// ```
///
/// `index` counts the list's rows from 0, as `postSelected(at:)` does; the rendered rows show it.
enum PostsEvent: Sendable, Hashable {
  /// The row at `index` was tapped.
  case selectPost(index: Int)
  /// The post's sheet was swiped down.
  case dismissSheet
  /// The "Error" alert's OK button was tapped.
  case dismissAlert
}

extension PostsEvent: LoggableEvent {
  static let vocabulary: [EventSpec<PostsEvent>] = [
    EventSpec(
      "post.select", ["index": .int],
      summary: "taps the list row at index (counting from 0), opening that post's sheet"
    ) { .selectPost(index: $0.int("index")) },
    EventSpec("sheet.dismiss", summary: "swipes the post's sheet down") { _ in .dismissSheet },
    EventSpec("alert.dismiss", summary: "taps OK on the \"Error\" alert") { _ in .dismissAlert },
  ]

  var logged: LoggedEvent {
    switch self {
    case .selectPost(let index): LoggedEvent("post.select", ["index": .int(index)])
    case .dismissSheet: LoggedEvent("sheet.dismiss")
    case .dismissAlert: LoggedEvent("alert.dismiss")
    }
  }
}
