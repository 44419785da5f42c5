import Foundation

/// A log named by its path, as people paste it: `Tests/EventLogs/SignIn/offline.log`,
/// `./Tests/…`, an absolute path, or any of them followed by `:line` or `:line:column`.
package struct LogPath: Hashable {
  /// The path without its line and column.
  package let path: String

  /// `argument` read as a path; `nil` when it does not name a `.log` file.
  package init?(_ argument: String) {
    var path = Substring(argument)
    for _ in 0..<2 {
      guard let colon = path.lastIndex(of: ":") else { break }
      let number = path[path.index(after: colon)...]
      guard !number.isEmpty, number.allSatisfy(\.isASCIIDigitCharacter) else { break }
      path = path[..<colon]
    }
    guard path.hasSuffix(".log") else { return nil }
    self.path = String(path)
  }

  /// The `Screen/name` id of the log this path names in `project`, relative to the current
  /// directory when it is not absolute; `nil` when it is not a log of the project.
  func id(
    in project: Project, currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> String? {
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
    let logs =
      URL(fileURLWithPath: project.absolute(project.layout.eventLogs))
      .standardizedFileURL.path + "/"
    guard standardized.hasPrefix(logs) else { return nil }
    let relative = String(standardized.dropFirst(logs.count))
    return LogCase(relativePath: relative, suffix: ".log", layout: project.layout)?.id
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
