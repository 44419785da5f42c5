#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files a stage is about to read, opened together and announced to the kernel
/// (`POSIX_FADV_WILLNEED`), so that those not in the page cache are read from the disk at once,
/// in the background and merged where they lie together, rather than one blocking read after
/// another.
///
/// A batch's logs, fixtures and goldens are read one after another; on a machine whose page
/// cache has let them go (a fresh CI checkout, or a machine that drops its cache), each read
/// waited for the disk. The readers take a descriptor opened here instead of opening the file
/// again (``take(_:)``); a group whose first file is in the page cache is not opened ahead at
/// all, so a cached run pays one probe per group. A path that does not open is left to its
/// reader, which opens it and reports what is wrong as before.
final class ReadAhead {
  /// The flags every reader of logs and goldens opens with (see ``FileSystem``).
  static let fileFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
  /// The flags a fixture is opened with: links are never followed.
  static let fixtureFlags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
  /// How much of each file is announced: a log this long is streamed, not read whole.
  private static let announced = 1 << 20

  private var descriptors: [String: Int32] = [:]

  /// Opens each of `paths` (absolute) with `flags` and announces its first MiB, unless the
  /// first of them that opens is in the page cache already: files written or read together are
  /// cached or dropped together, so then the readers simply open their own, as they would
  /// without this.
  init(
    _ paths: some Sequence<String>, flags: Int32,
    isCached: (Int32) -> Bool = ReadAhead.isCached
  ) {
    var probed = false
    for path in paths where descriptors[path] == nil {
      let descriptor = open(path, flags)
      guard descriptor >= 0 else { continue }
      if !probed {
        probed = true
        if isCached(descriptor) {
          close(descriptor)
          return
        }
      }
      #if os(Linux)
        _ = posix_fadvise(descriptor, 0, off_t(Self.announced), POSIX_FADV_WILLNEED)
      #endif
      descriptors[path] = descriptor
    }
  }

  /// Whether the first page of the file open at `descriptor` is in the page cache (`mincore`
  /// of a one-page map); an empty file or one that can't be mapped counts as cached, so
  /// nothing is announced for it.
  ///
  /// Elsewhere than on Linux nothing is announced, so every file counts as cached.
  static func isCached(_ descriptor: Int32) -> Bool {
    #if os(Linux)
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard let map = mmap(nil, page, PROT_READ, MAP_SHARED, descriptor, 0), map != MAP_FAILED
      else { return true }
      defer { munmap(map, page) }
      var residency: UInt8 = 0
      return mincore(map, page, &residency) != 0 || residency & 1 == 1
    #else
      return true
    #endif
  }

  deinit {
    for descriptor in descriptors.values { close(descriptor) }
  }

  /// The descriptor opened for `path`, handed over once: the caller closes it.
  func take(_ path: String) -> Int32? {
    // A cached run opens nothing ahead: its readers ask anyway, and hashing each path for an
    // empty table was a third of a percent of a run.
    guard !descriptors.isEmpty else { return nil }
    return descriptors.removeValue(forKey: path)
  }
}
