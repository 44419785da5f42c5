/// Files under the event-log folder that no run reads: a log is `<Screen>/<name>.log`, so a file
/// at the folder's top, a file of another extension in a screen's folder, and a folder inside a
/// screen's folder are passed over. A full run names them, so that a log in the wrong place
/// never leaves the run green without a word. Hidden files (`.gitkeep`, `.DS_Store`) are not
/// named.
package enum UnreadLogFiles {
  /// Each passed-over path under `project`'s event-log folder, relative to the package root,
  /// with why it is not read; sorted.
  package static func find(in project: Project) -> [String] {
    let folder = project.layout.eventLogs
    let top = FileSystem.entries(of: project.absolute(folder))
    var found = visible(top.others).map { "\(folder)/\($0) (not in a screen's folder)" }
    for screen in top.folders {
      let entries = FileSystem.entries(of: project.absolute("\(folder)/\(screen)"))
      for name in visible(entries.others)
      where FileSystem.stem(of: name, removing: ".log") == nil {
        found.append("\(folder)/\(screen)/\(name) (not a .log file)")
      }
      for name in visible(entries.folders) {
        let why =
          name.hasSuffix(".log")
          ? "a folder, though its name ends in .log" : "a folder inside a screen's folder"
        found.append("\(folder)/\(screen)/\(name)/ (\(why))")
      }
    }
    return found.sorted()
  }

  /// The names that do not start with a dot.
  private static func visible(_ names: [String]) -> [String] {
    names.filter { !$0.hasPrefix(".") }
  }
}
