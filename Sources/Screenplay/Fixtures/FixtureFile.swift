#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one fixture file, which must be a regular file in a screen's fixtures folder that is
/// itself no symbolic link.
///
/// A link is never followed (its target could be any file, such as a token outside the
/// repository), and a pipe or a device is never read, so no message can quote what they hold.
enum FixtureFile {
  /// Why a fixture file can't be read.
  enum Problem: Error {
    /// The fixture file is a symbolic link.
    case symbolicLink
    /// The screen's fixtures folder is a symbolic link.
    case folderIsSymbolicLink
    /// Something other than a regular file: `a folder`, `a named pipe`, `a device`, `a socket`.
    case notAFile(String)
    /// The system would not read it.
    case unreadable(FileError)
  }

  /// The bytes of the fixture file at `path` in `folder`, or `nil` if there is none. With
  /// `folderChecked`, the caller has just found that `folder` is no symbolic link
  /// (``isReadable(folder:)``), once for all the files it reads there.
  static func bytes(
    at path: String, in folder: String, readAhead: ReadAhead? = nil, folderChecked: Bool = false
  ) throws(Problem) -> [UInt8]? {
    if !folderChecked { try checkFolder(folder) }
    let descriptor = readAhead?.take(path) ?? open(path, ReadAhead.fixtureFlags)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR: return nil
      case ELOOP: throw .symbolicLink
      default: throw .unreadable(FileError(errno: errno))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(FileError(errno: errno)) }
    if let kind = FileSystem.kind(status.st_mode) { throw .notAFile(kind) }
    do {
      return try FileSystem.readAll(descriptor, size: max(Int(status.st_size), 0))
    } catch {
      throw .unreadable(error)
    }
  }

  /// Whether `folder` may hold fixtures to read: it is not a symbolic link.
  static func isReadable(folder: String) -> Bool {
    (try? checkFolder(folder)) != nil
  }

  private static func checkFolder(_ folder: String) throws(Problem) {
    var status = stat()
    guard lstat(folder, &status) == 0 else { return }
    if (status.st_mode & S_IFMT) == S_IFLNK { throw .folderIsSymbolicLink }
  }
}
