/// The commands a project's messages tell its people to run, and where its scenes are
/// registered: every hint names the project's own command, never this repository's.
///
/// A project with its own command-line tool (see the `ScreenplayCommand` library) names it, such as
/// `swift run repo-search-screenplay`; a project that only runs `swift test` has no ``cli``, and
/// its hints say how to do the same through `swift test` and environment variables.
public struct CommandHints: Sendable, Hashable {
  /// How the project's Screenplay command line is run, such as `swift run screenplay`; `nil` when
  /// it has none.
  public var cli: String?
  /// The file where the project lists its scenes, such as `Sources/Scenes/Catalog.swift`.
  public var sceneRegistry: String?

  /// Hints naming `cli` and `sceneRegistry`.
  public init(cli: String? = nil, sceneRegistry: String? = nil) {
    self.cli = cli
    self.sceneRegistry = sceneRegistry
  }

  /// How to make the pending history of `id` its golden.
  public func accept(_ id: String) -> String {
    guard let cli else { return "SCREENPLAY_RECORD=failed SCREENPLAY_FILTER=\(id) swift test" }
    return "\(cli) accept \(id)"
  }

  /// How to record the golden of `id`.
  public func record(_ id: String) -> String {
    guard let cli else { return "SCREENPLAY_RECORD=missing SCREENPLAY_FILTER=\(id) swift test" }
    return "\(cli) record \(id)"
  }

  /// How to accept `id`, and how to review every pending history when there is a tool for it.
  public func acceptOrReview(_ id: String) -> String {
    guard let cli else { return accept(id) }
    return "\(accept(id))  (or review all: \(cli) review)"
  }

  /// How to review the pending histories; `nil` without a command line.
  public var review: String? { cli.map { "\($0) review" } }

  /// How to list the pending histories, which wait in `folder` (see ``Project/listPendingHint``).
  func listPending(in folder: String) -> String {
    guard let cli else { return "ls -R \(folder)" }
    return "\(cli) pending"
  }

  /// Where a new scene is added.
  public var registerScene: String {
    guard let sceneRegistry else {
      return "a new screen is added to the scenes Screenplay is given"
    }
    return "a new screen is registered in \(sceneRegistry)"
  }
}
