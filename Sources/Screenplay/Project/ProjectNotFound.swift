/// Why ``Project/find(layout:hints:environment:)`` found no project.
public enum ProjectNotFound: Error, Sendable, Hashable {
  /// `SCREENPLAY_ROOT` names a folder that does not exist.
  case rootMissing(String)
  /// `SCREENPLAY_ROOT` names something that is not a folder.
  case rootNotAFolder(String)
  /// No folder at or above the current one holds `Package.swift` and the event logs' folder.
  case notFound

  /// What is wrong and what to do, in two lines (the problem, then `  hint: …`); `nil` for
  /// ``notFound``, which each caller words for the way it was run.
  ///
  /// ```text
  /// SCREENPLAY_ROOT is /work/app, a folder that does not exist
  ///   hint: set SCREENPLAY_ROOT to the package root (…), or unset it to look from the current folder
  /// ```
  public func explanation(layout: Layout) -> String? {
    let fix =
      "set SCREENPLAY_ROOT to the package root (the folder with Package.swift and \(layout.eventLogs)), or unset it to look from the current folder"
    switch self {
    case .rootMissing(let root):
      return "SCREENPLAY_ROOT is \(root), a folder that does not exist\n  hint: \(fix)"
    case .rootNotAFolder(let root):
      return "SCREENPLAY_ROOT is \(root), which is not a folder\n  hint: \(fix)"
    case .notFound:
      return nil
    }
  }
}
