import Foundation

/// A throwaway package root under the temporary folder, for tests that run the engine or the
/// command line on a project of their own: it holds the empty `Package.swift` that marks a
/// package root, and it is removed with everything in it when the last reference goes.
package final class ScratchFolder: Sendable {
  /// The folder's absolute path.
  package let root: String

  /// A new empty package root named `screenplay-<label>-<UUID>`.
  package init(_ label: String) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("screenplay-\(label)-\(UUID().uuidString)").path
    try write("", to: "Package.swift")
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  /// `relative` under the root.
  package func path(_ relative: String) -> String {
    root + "/" + relative
  }

  /// Writes `text` at `relative`, making the folders on the way.
  package func write(_ text: String, to relative: String) throws {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Makes the folder `relative` and the folders on the way.
  package func makeFolder(_ relative: String) throws {
    try FileManager.default.createDirectory(
      atPath: path(relative), withIntermediateDirectories: true)
  }

  /// Copies `relative` (a file or a folder) from the package root `source` to the same place here.
  package func copy(_ relative: String, from source: String) throws {
    let target = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: source + "/" + relative, toPath: target.path)
  }

  /// The text at `relative`, or `nil` when there is none.
  package func read(_ relative: String) -> String? {
    try? String(contentsOfFile: path(relative), encoding: .utf8)
  }

  /// The names in the folder `relative`, sorted; none when it does not exist.
  package func names(in relative: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
  }
}
