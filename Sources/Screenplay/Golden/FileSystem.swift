import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    var found: [String] = []
    collect(under: directory, prefix: "", suffix: suffix, into: &found)
    return found.sorted()
  }

  /// Walks `directory` with `readdir` (Foundation's enumerator spent most of a 2,000-log run
  /// rewriting each path it returned); folders are entered, symbolic links are not.
  private static func collect(
    under directory: String, prefix: String, suffix: String, into found: inout [String]
  ) {
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = directory + "/" + name
      if isDirectory(entry.pointee.d_type, path) {
        collect(under: path, prefix: prefix + name + "/", suffix: suffix, into: &found)
      } else if name.hasSuffix(suffix) {
        found.append(prefix + name)
      }
    }
  }

  private static func isDirectory(_ type: UInt8, _ path: String) -> Bool {
    if type == UInt8(DT_DIR) { return true }
    guard type == UInt8(DT_UNKNOWN) else { return false }
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}

extension FileSystem {
  /// Whether a file or folder exists at `path`.
  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }
}
