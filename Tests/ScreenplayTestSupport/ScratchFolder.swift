import Foundation

/// A throwaway folder under the temporary folder, for a test's files: it is removed with
/// everything in it when the last reference goes. ``ScratchProject`` makes one a package root.
///
/// `@unchecked Sendable`: its one stored property is a constant, and so is each one
/// ``ScratchProject`` adds; only a non-final class needs saying so.
package class ScratchFolder: @unchecked Sendable {
  /// The folder's absolute path.
  package let root: String

  /// A new empty folder named `screenplay-<label>-<UUID>`.
  package init(_ label: String) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("screenplay-\(label)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
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

  /// Replaces each `target` in the text at `relative` with `replacement`, and returns the new
  /// text: a golden or a log edited the way a developer would.
  @discardableResult
  package func replace(_ target: String, with replacement: String, in relative: String) throws
    -> String
  {
    let text = try self.text(relative).replacingOccurrences(of: target, with: replacement)
    try write(text, to: relative)
    return text
  }

  /// Makes the folder `relative` and the folders on the way.
  package func makeFolder(_ relative: String) throws {
    try FileManager.default.createDirectory(
      atPath: path(relative), withIntermediateDirectories: true)
  }

  /// Copies `relative` (a file or a folder) from the folder `source` (this repository unless
  /// said) to the same place here, making the folders on the way.
  package func copy(_ relative: String, from source: String = Repository.root) throws {
    let target = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: source + "/" + relative, toPath: target.path)
  }

  /// The text at `relative` (bytes that are not UTF-8 read as U+FFFD), or `nil` when there is no
  /// file there.
  package func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The text at `relative`; an error when it cannot be read as UTF-8.
  package func text(_ relative: String) throws -> String {
    try String(contentsOfFile: path(relative), encoding: .utf8)
  }

  /// The names in the folder `relative`, sorted; none when it does not exist.
  package func names(in relative: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
  }
}
