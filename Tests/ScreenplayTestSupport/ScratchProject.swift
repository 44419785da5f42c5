import Foundation
import Screenplay

/// A throwaway package root, for tests that run the engine or the command line on a project of
/// their own: a ``ScratchFolder`` holding the empty `Package.swift` that marks a package root,
/// with what a project holds (logs, fixtures, goldens) written where its layout keeps them.
package final class ScratchProject: ScratchFolder, @unchecked Sendable {
  /// What the project's messages name: the command line, the scene registry.
  package let hints: CommandHints

  /// The project at the root, in the standard layout, naming ``hints``.
  package var project: Project { Project(root: root, hints: hints) }

  /// A new package root named `screenplay-<label>-<UUID>`, whose messages name `hints` (by
  /// default `swift run screenplay`, as this repository's do).
  package init(_ label: String, hints: CommandHints = CommandHints(cli: "swift run screenplay"))
    throws
  {
    self.hints = hints
    try super.init(label)
    try write("", to: "Package.swift")
  }

  /// Writes `text` as the log `screen/name` (`Tests/EventLogs/<screen>/<name>.log`).
  package func writeLog(_ text: String, screen: String, name: String) throws {
    try write(text, to: project.logCase(screen: screen, name: name).logPath)
  }

  /// Writes `json` as the fixture `name` of `screen` (`Tests/Fixtures/<screen>/<name>.json`).
  package func writeFixture(_ json: String, screen: String, name: String) throws {
    try write(json, to: project.fixturesPath(for: screen) + "/\(name).json")
  }

  /// Writes `history` as the golden of the log `screen/name` (`Snapshots/<screen>/<name>.txt`).
  package func writeGolden(_ history: String, screen: String, name: String) throws {
    try write(history, to: project.logCase(screen: screen, name: name).goldenPath)
  }
}
