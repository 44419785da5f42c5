import Foundation

/// The few file operations Screenplay needs, with atomic writes.
enum FileSystem {
  /// The UTF-8 text of the file at `path`, or `nil` if there is none.
  static func readText(at path: String) throws -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return String(decoding: data, as: UTF8.self)
  }

  /// Writes `text` to `path` through a temporary file and a rename, creating folders as needed,
  /// so a reader never sees half a file.
  static func writeAtomically(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// Removes the file at `path` if it exists.
  static func removeIfPresent(_ path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Files under `directory` whose names end in `suffix`, as paths relative to `directory`,
  /// sorted.
  static func files(under directory: String, suffix: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(suffix) { found.append(relative) }
    }
    return found.sorted()
  }
}

extension FileSystem {
  /// Whether a file or folder exists at `path`.
  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }
}
