#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file Screenplay could not write, worded for whoever has to fix it: the file, the system's
/// reason (`strerror`) and what to do, naming the file or folder that stands in the way.
///
/// ```text
/// .screenplay/pending/SignIn/offline.txt:1:1: error: cannot write the received history: Not a directory
///   hint: .screenplay/pending is a file, not a folder: move it away or remove it, then run again
/// ```
package struct WriteFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file, as messages show it (relative to the package root where possible).
  package var path: String
  /// What the file is, such as "the golden".
  package var what: String
  /// The system's reason, such as "Not a directory".
  package var reason: String
  /// What to do about it.
  package var hint: String

  /// The failure to write `what` at `path` (as messages show it), which is `resolved` on disk.
  init(_ error: FileError, writing what: String, at path: String, resolved: String) {
    self.path = path
    self.what = what
    reason = error.description
    hint = Self.hint(error.errno, path: path, resolved: resolved)
  }

  /// `cannot write the golden: Permission denied`.
  package var message: String { "cannot write \(what): \(reason)" }

  /// The failure as a diagnostic at the file, with `note` after the hint (such as what was kept).
  package func diagnostic(note: String? = nil) -> Diagnostic {
    Diagnostic(
      path: path, line: 1, column: 1, message: message,
      hint: hint + (note.map { "; " + $0 } ?? ""))
  }

  /// The diagnostic's two lines.
  package var description: String { diagnostic().description }

  /// What to do about `errno` when writing `path` (`resolved` on disk).
  private static func hint(_ errno: Int32, path: String, resolved: String) -> String {
    let (shown, real) = (folder(of: path), folder(of: resolved))
    switch errno {
    case ENOTDIR:
      let blocking = blockingFile(path: path, resolved: resolved) ?? shown
      return "\(blocking) is a file, not a folder: move it away or remove it, then run again"
    case EISDIR: return "\(path) is a folder: move it away or remove it, then run again"
    case ENOENT: return "the folder \(shown) does not exist: create it, or write somewhere else"
    case EACCES, EPERM:
      let folder = existingFolder(shown: shown, real: real)
      return "make \(folder) writable (chmod u+w \(folder)), then run again"
    case EROFS: return "\(shown) is on a read-only file system: write somewhere else"
    case ENOSPC, EDQUOT: return "free some disk space, then run again"
    default: return "check \(shown) and its permissions, then run again"
    }
  }

  /// The folder part of `path`: `.` for a bare name.
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The first folder on the way to `path` that is a file instead, as messages show it.
  private static func blockingFile(path: String, resolved: String) -> String? {
    var (shown, real) = (folder(of: path), folder(of: resolved))
    var found: String?
    while shown != "." && shown != "/" && real != "/" && real != "." {
      var status = stat()
      if stat(real, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR { found = shown }
      (shown, real) = (folder(of: shown), folder(of: real))
    }
    return found
  }

  /// The nearest folder of `real` that exists (the one to make writable), as messages show it.
  private static func existingFolder(shown: String, real: String) -> String {
    var (shown, real) = (shown, real)
    var status = stat()
    while stat(real, &status) != 0, shown != "." && shown != "/" {
      (shown, real) = (folder(of: shown), folder(of: real))
    }
    return shown
  }
}
