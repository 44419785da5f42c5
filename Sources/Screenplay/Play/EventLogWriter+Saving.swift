extension EventLogWriter {
  /// Writes `log` (see ``write(_:)``) to `path`, relative to `project`'s root unless it starts
  /// with `/`, through a temporary file and a rename, creating folders as needed: a reader never
  /// sees half a log. `comments`, lines starting with `#`, come first.
  package static func save(
    _ log: EventLog, to path: String, in project: Project, comments: [String] = []
  ) throws(WriteFailure) {
    let resolved = path.hasPrefix("/") ? path : project.absolute(path)
    let text = comments.map { $0 + "\n" }.joined() + write(log)
    do {
      try FileSystem.writeAtomically(text, to: resolved, temporaryFolder: project.temporaryFolder)
    } catch {
      throw WriteFailure(error, writing: "the log", at: path, resolved: resolved)
    }
  }

  /// Whether a file or folder exists at `path`, relative to `project`'s root unless it starts
  /// with `/`.
  package static func exists(_ path: String, in project: Project) -> Bool {
    FileSystem.exists(path.hasPrefix("/") ? path : project.absolute(path))
  }

  /// The comment lines a log at `path` starts with, which a save over it keeps.
  package static func leadingComments(_ path: String, in project: Project) -> [String] {
    let lines = read(path, in: project)?.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines ?? []).prefix { $0.hasPrefix("#") }.map(String.init)
  }

  /// The text of the file at `path` (relative to `project`'s root unless it starts with `/`),
  /// or `nil` when it cannot be read.
  package static func read(_ path: String, in project: Project) -> String? {
    try? FileSystem.readText(at: path.hasPrefix("/") ? path : project.absolute(path))
  }
}

extension SavedRecording.File {
  /// Writes the fixture to its path in `project`, atomically, creating its folder as needed.
  package func write(in project: Project) throws(WriteFailure) {
    let resolved = project.absolute(path)
    do {
      try FileSystem.writeAtomically(text, to: resolved, temporaryFolder: project.temporaryFolder)
    } catch {
      throw WriteFailure(error, writing: "the fixture", at: path, resolved: resolved)
    }
  }
}
