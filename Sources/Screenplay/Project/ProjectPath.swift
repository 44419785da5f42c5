/// A file or folder of a project, as messages and histories name it (relative to the project's
/// root) and as it is opened (absolute).
///
/// A run needs both forms of a log's, its fixture folder's and its golden's path at more than
/// one stage; they are made once per log and handed on (joining them again at each stage was
/// nearly 4% of a passing log's instructions).
struct ProjectPath: Sendable {
  /// The path relative to the project's root, such as `Tests/EventLogs/SignIn/offline.log`.
  let relative: String
  /// The same path from the file system's root.
  let absolute: String

  /// `relative`, a path inside `project`.
  init(_ relative: String, in project: Project) {
    self.relative = relative
    absolute = project.absolute(relative)
  }
}
