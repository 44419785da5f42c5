import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations Screenplay needs, with atomic writes.
package enum FileSystem {
  /// `<folder>/<name><ending>`, made in one string: a run joins several paths per log, and
  /// `folder + "/" + name` makes a string for each `+`.
  static func path(_ folder: String, _ name: String, ending: String = "") -> String {
    path(folder, nil, name, ending: ending)
  }

  /// `<folder>/<inner>/<name><ending>`, or `<folder>/<name><ending>` without `inner`, its bytes
  /// copied once into a string made at its size: appending the four or six pieces one by one
  /// cost some 400 instructions each, and a run joins a dozen paths per log.
  static func path(_ folder: String, _ inner: String?, _ name: String, ending: String) -> String {
    var pieces = (folder, inner ?? "", name, ending)
    let count =
      pieces.0.utf8.count + 1 + (inner == nil ? 0 : pieces.1.utf8.count + 1)
      + pieces.2.utf8.count + pieces.3.utf8.count
    // Each piece is copied by a closure passed straight to `withUTF8`, not kept in a constant (an
    // idiom of the hot path: see "Performance idioms" in Docs/Design.md).
    return String(unsafeUninitializedCapacity: count) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var written = pieces.0.withUTF8 { Self.copy($0, to: base) }
      base[written] = UInt8(ascii: "/")
      written += 1
      if inner != nil {
        let end = written
        written += pieces.1.withUTF8 { Self.copy($0, to: base + end) }
        base[written] = UInt8(ascii: "/")
        written += 1
      }
      let nameStart = written
      written += pieces.2.withUTF8 { Self.copy($0, to: base + nameStart) }
      let endingStart = written
      written += pieces.3.withUTF8 { Self.copy($0, to: base + endingStart) }
      return written
    }
  }

  /// Copies `bytes` to `target` and returns how many there were.
  private static func copy(
    _ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    if let source = bytes.baseAddress { memcpy(target, source, bytes.count) }
    return bytes.count
  }

  /// The UTF-8 text of the file at `path`, or `nil` if there is none.
  static func readText(at path: String) throws(FileError) -> String? {
    try readBytes(at: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of the file at `path`, or `nil` if there is none; a folder is an error.
  ///
  /// One `open`, one `fstat` and the `read`s it takes: a run reads three small files per log,
  /// and Foundation's `Data(contentsOf:)` spent as many system calls again checking the path.
  static func readBytes(at path: String, readAhead: ReadAhead? = nil) throws(FileError)
    -> [UInt8]?
  {
    guard let (descriptor, size) = try openForReading(path, readAhead: readAhead) else {
      return nil
    }
    defer { close(descriptor) }
    return try readAll(descriptor, size: size)
  }

  /// What reading a file that may be too large to read whole gave.
  enum BoundedRead {
    /// There is no file.
    case missing
    /// The file holds at least the limit; nothing was read.
    case tooLarge
    /// The whole file.
    case bytes([UInt8])
  }

  /// The bytes of the file at `path` unless it holds `limit` bytes or more: one `open`, whose
  /// status gives the size.
  static func readBytes(at path: String, below limit: Int, readAhead: ReadAhead? = nil)
    throws(FileError) -> BoundedRead
  {
    guard let (descriptor, size) = try openForReading(path, readAhead: readAhead) else {
      return .missing
    }
    defer { close(descriptor) }
    return size >= limit ? .tooLarge : .bytes(try readAll(descriptor, size: size))
  }

  /// Everything `descriptor` holds, `size` bytes as its status says (more if it grew).
  static func readAll(_ descriptor: Int32, size: Int) throws(FileError) -> [UInt8] {
    // Read straight into the array's storage, one byte more than the size: a file whose status
    // said 0 (as /proc's do) or that grew meanwhile fills it, and is read on below. Once the
    // stated size is read, no read is spent finding the end.
    var failure: Int32?
    let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, filled in
      while filled < buffer.count, size == 0 || filled < size {
        let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
        if count == 0 { return }
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        filled += count
      }
    }
    if let failure { throw FileError(errno: failure) }
    guard bytes.count == size + 1 else { return bytes }
    return try readRest(descriptor, after: bytes)
  }

  /// The rest of a file that held more than its size said, after `bytes`.
  private static func readRest(_ descriptor: Int32, after start: [UInt8]) throws(FileError)
    -> [UInt8]
  {
    let size = start.count
    var bytes = start + [UInt8](repeating: 0, count: size)
    var filled = size
    while true {
      if filled == bytes.count { bytes += repeatElement(0, count: bytes.count) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(errno: errno)
      }
      filled += count
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  /// The folder for the engine's temporary files: `TMPDIR` as it was first read, else `/tmp`.
  /// Read once: a worker moves `TMPDIR` into each replay's home (see ``ReplayFolders``).
  static let temporaryDirectory: String = {
    guard let value = getenv("TMPDIR"), case let path = String(cString: value), !path.isEmpty
    else { return "/tmp" }
    return path.hasSuffix("/") ? String(path.dropLast()) : path
  }()

  /// Creates the folder at `path` and any folders above it that are missing.
  static func createDirectories(_ path: String) throws(FileError) {
    if mkdir(path, 0o755) == 0 { return ignoreIfWorkFolder(path) }
    if errno == EEXIST { return }
    guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex else {
      throw FileError(errno: errno)
    }
    try createDirectories(String(path[..<slash]))
    if mkdir(path, 0o755) == 0 { return ignoreIfWorkFolder(path) }
    guard errno == EEXIST else { throw FileError(errno: errno) }
  }

  /// The name of the folder where runs keep pending histories, temporary files and replays'
  /// storage, at a package's root.
  static let workFolderName = ".screenplay"

  /// Gives a work folder just created (see ``workFolderName``) a `.gitignore` that ignores it
  /// whole, so that no package using Screenplay needs a line of its own for it. Best effort: a
  /// folder that takes no file is reported by whatever writes there next.
  private static func ignoreIfWorkFolder(_ path: String) {
    guard path.hasSuffix("/" + workFolderName) else { return }
    try? write(
      "# Screenplay's pending histories and temporary files.\n*\n", to: path + "/.gitignore")
  }

  /// Opens the file at `path` for reading: its descriptor (the caller closes it) and size, or
  /// `nil` if there is none; a folder, a named pipe, a socket or a device is an error.
  static func openForReading(_ path: String, readAhead: ReadAhead? = nil)
    throws(FileError) -> (descriptor: Int32, size: Int)?
  {
    // Non-blocking, so that a named pipe in a file's place is refused below instead of waiting
    // forever for a writer; for a regular file the flag changes nothing.
    let descriptor = readAhead?.take(path) ?? open(path, ReadAhead.fileFlags)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw FileError(errno: errno)
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let error = FileError(errno: errno)
      close(descriptor)
      throw error
    }
    if let kind = kind(status.st_mode) {
      close(descriptor)
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      throw isFolder ? FileError(errno: EISDIR) : FileError(notAFile: kind)
    }
    return (descriptor, max(Int(status.st_size), 0))
  }

  /// What a file of `mode` is when it isn't a regular file (`a folder`, `a named pipe`,
  /// `a socket`, `a device`), or `nil` for a regular file.
  static func kind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe"
    case S_IFSOCK: "a socket"
    default: "a device"
    }
  }

  /// Writes `text` to `path` through a temporary file and a rename, creating folders as needed,
  /// so a reader never sees half a file. The temporary file is in `temporaryFolder` (absolute)
  /// when it can be, so a killed process leaves nothing beside `path` (see ``TemporaryFile``).
  static func writeAtomically(_ text: String, to path: String, temporaryFolder: String?)
    throws(FileError)
  {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      try createDirectories(String(path[..<slash]))
    }
    try write(text, to: path, temporaryFolder: temporaryFolder)
  }

  /// Writes `text` to `path` through a temporary file and a rename; the folder must exist.
  static func write(_ text: String, to path: String, temporaryFolder: String? = nil)
    throws(FileError)
  {
    let file = try FileWriter(path: path, temporaryFolder: temporaryFolder)
    try file.write(text)
    try file.finish()
  }

  /// Writes a report, `what` (`the HTML report`), to `path` (absolute, or relative to the
  /// current directory) atomically: a reader never sees half of it. The folder must exist.
  package static func writeReport(_ text: String, naming what: String, to path: String)
    throws(WriteFailure)
  {
    do {
      try write(text, to: path)
    } catch {
      throw WriteFailure(error, writing: what, at: path, resolved: path)
    }
  }

  /// Appends `text`, `what` (`the job summary`), to the file at `path`, creating it if need be:
  /// what is there already stays.
  package static func append(_ text: String, naming what: String, to path: String)
    throws(WriteFailure)
  {
    func failure(_ number: Int32) -> WriteFailure {
      WriteFailure(FileError(errno: number), writing: what, at: path, resolved: path)
    }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    let failed = Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
    if failed != 0 { throw failure(failed) }
  }

  /// Writes all of `bytes` to `descriptor`, again where a signal interrupted a write; the
  /// error number of a write that failed, 0 when everything was written.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var written = 0
    while written < bytes.count {
      let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count < 0 ? errno : EIO }
      written += count
    }
    return 0
  }

  /// Removes the file at `path` if it exists (one `unlink`; a folder goes through FileManager);
  /// `false` when there was nothing to remove.
  @discardableResult
  static func removeIfPresent(_ path: String) -> Bool {
    if unlink(path) == 0 { return true }
    if errno == ENOENT || errno == ENOTDIR { return false }
    try? FileManager.default.removeItem(atPath: path)
    return true
  }

  /// Removes `directory` and then each parent up to (not including) `stop`, as long as they are
  /// empty; `rmdir` never removes a folder with anything in it.
  static func removeEmptyDirectories(from directory: String, upTo stop: String) {
    var directory = directory
    while directory.count > stop.count, directory.hasPrefix(stop + "/"), rmdir(directory) == 0 {
      directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
    }
  }

  /// Files under `directory` whose names end in `suffix`, as paths relative to `directory`,
  /// sorted.
  static func files(under directory: String, suffix: String) -> [String] {
    unsortedFiles(under: directory, suffix: suffix).sorted()
  }

  /// ``files(under:suffix:)`` in the order the folders list them, for a caller that sorts
  /// its own way.
  static func unsortedFiles(under directory: String, suffix: String) -> [String] {
    var found: [String] = []
    collect(under: directory, prefix: "", suffix: suffix, into: &found)
    return found
  }

  /// Walks `directory` (Foundation's enumerator spent most of a 2,000-log run rewriting each
  /// path it returned); folders are entered, symbolic links are not.
  private static func collect(
    under directory: String, prefix: String, suffix: String, into found: inout [String]
  ) {
    let entries = entries(of: directory)
    for folder in entries.folders {
      collect(
        under: directory + "/" + folder, prefix: prefix + folder + "/", suffix: suffix,
        into: &found)
    }
    for name in entries.others where name.hasSuffix(suffix) {
      found.append(prefix + name)
    }
  }

  /// The names in `directory` (not `.` and `..`) in the order `readdir` lists them, folders
  /// (not links to folders) apart from everything else; none if it cannot be read.
  static func entries(of directory: String) -> (folders: [String], others: [String]) {
    var entries: (folders: [String], others: [String]) = ([], [])
    guard let stream = opendir(directory) else { return entries }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      // `d_name` ends with a NUL inside its array.
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      if isDirectory(entry.pointee.d_type, directory, name) {
        entries.folders.append(name)
      } else {
        entries.others.append(name)
      }
    }
    return entries
  }

  /// `name` without `suffix` if it ends with it, compared as bytes, and has something before it.
  static func stem(of name: String, removing suffix: String) -> String? {
    var name = name
    var suffix = suffix
    return name.withUTF8 { name in
      suffix.withUTF8 { suffix in
        // Hot path: see "Performance idioms" in Docs/Design.md.
        let count = name.count - suffix.count
        guard count > 0,
          suffix.count == 0
            || memcmp(name.baseAddress! + count, suffix.baseAddress!, suffix.count) == 0
        else { return nil }
        return String(
          decoding: UnsafeBufferPointer(start: name.baseAddress, count: count), as: UTF8.self)
      }
    }
  }

  /// Whether the entry `name` of `directory`, of type `type`, is a folder (not a link to one);
  /// its path is built only when the type does not say.
  private static func isDirectory(_ type: UInt8, _ directory: String, _ name: String) -> Bool {
    if type == UInt8(DT_DIR) { return true }
    guard type == UInt8(DT_UNKNOWN) else { return false }
    var status = stat()
    return lstat(directory + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}

/// A file the system would not read, with its reason (`strerror`), such as "Permission denied".
struct FileError: Error, CustomStringConvertible {
  let errno: Int32
  /// What is in the file's place when it is not a regular file or a folder (`a named pipe`).
  let notAFile: String?

  init(errno: Int32) {
    self.errno = errno
    notAFile = nil
  }

  /// Something other than a regular file where one was expected; it was not read.
  init(notAFile kind: String) {
    errno = EINVAL
    notAFile = kind
  }

  var description: String {
    notAFile.map { "it is \($0), not a regular file" } ?? String(cString: strerror(errno))
  }

  /// What to do about it.
  var hint: String {
    if notAFile != nil { return "replace it with a regular file" }
    return switch errno {
    case EISDIR: "a folder has the file's name; rename the folder or remove it"
    case EACCES, EPERM: "make the file readable (chmod u+r)"
    default: "check the file and its folder"
    }
  }
}

extension FileSystem {
  /// Whether a file or folder exists at `path`.
  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }
}
