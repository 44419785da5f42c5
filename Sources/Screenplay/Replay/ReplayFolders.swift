import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a replay's app keeps files: the folders Foundation names for the user (home, documents,
/// caches, application support) are the replay's own, under the project's `.screenplay/storage/`,
/// empty when it starts and emptied when it ends.
///
/// Foundation finds them through the environment, read at each call: `CFFIXED_USER_HOME` for
/// `NSHomeDirectory()`, `homeDirectoryForCurrentUser` and `.documentDirectory`
/// (`<home>/Documents`), `XDG_CACHE_HOME` for `.cachesDirectory` and `XDG_DATA_HOME` for
/// `.applicationSupportDirectory`. A worker is started with them set (``RunStorage``); a
/// process that replays in itself sets them at its first replay. A run confirms a batch of
/// replays after they all ended (``ReplaySandbox``), so each replay has a home of its own, a
/// numbered slot (`home`, `home-2`, …) that a replay takes when it begins and frees when it ends,
/// and the variables are pointed at the slot of the replay whose work runs. Slots are reused, so
/// the variables' values are too: glibc keeps every value `setenv` was given.
/// In a worker, `TMPDIR` (`NSTemporaryDirectory()`, `FileManager`'s `temporaryDirectory`) points
/// at the slot's `tmp` folder too, as an iOS app's does; the engine keeps its own temporary files
/// in the folder `TMPDIR` named when the process started (``FileSystem/temporaryDirectory``). In
/// a process that replays in itself `TMPDIR` is left alone: the test runner, whose tests may run
/// beside a replay, keeps its files there.
///
/// A slot's home is made once and kept while the replays in it leave it as they found it, empty
/// `Documents` (and `tmp`) folders and nothing else: a few folder listings tell, where making and
/// removing the folders cost more than the rest of a replay.
enum ReplayFolders {
  /// The slots whose home is as a replay finds it.
  private static let fresh = Locked<Set<Int>>([])

  /// Whether `TMPDIR` moves with the replays: in a worker only.
  private static let movesTemporaryFolder = RunStorage.isolatedFolder != nil

  /// The folders a home holds when a replay begins, empty, as an iOS app's does.
  private static let folders = movesTemporaryFolder ? ["Documents", "tmp"] : ["Documents"]

  /// Slot `slot`'s home, made empty but for ``folders``, and pointed at.
  static func begin(slot: Int) {
    // Read before `TMPDIR` first moves: the engine's temporary files stay where they were.
    _ = FileSystem.temporaryDirectory
    if fresh.withLock({ $0.remove(slot) }) == nil {
      let home = self.home(slot: slot)
      remove(home)
      for folder in folders { try? FileSystem.createDirectories(home + "/" + folder) }
    }
    point(at: slot)
  }

  /// Points the environment at slot `slot`'s home.
  static func point(at slot: Int) {
    let home = self.home(slot: slot)
    for (name, value) in RunStorage.homeVariables(home: home) {
      setenv(name, value, 1)
    }
    if movesTemporaryFolder { setenv("TMPDIR", home + "/tmp", 1) }
  }

  /// Removes what the replay in slot `slot` wrote: its home, unless the replay left it as it
  /// found it.
  static func end(slot: Int) {
    let home = self.home(slot: slot)
    guard isFresh(home) else { return remove(home) }
    fresh.withLock { _ = $0.insert(slot) }
  }

  /// Whether `home` holds ``folders``, empty, and nothing else.
  private static func isFresh(_ home: String) -> Bool {
    let entries = FileSystem.entries(of: home)
    guard entries.others.isEmpty, entries.folders.sorted() == folders else { return false }
    for folder in folders {
      let inside = FileSystem.entries(of: home + "/" + folder)
      guard inside.folders.isEmpty && inside.others.isEmpty else { return false }
    }
    return true
  }

  private static func home(slot: Int) -> String {
    RunStorage.folder + (slot == 1 ? "/home" : "/home-\(slot)")
  }

  /// Removes `path` and everything under it, following no symbolic link.
  static func remove(_ path: String) {
    if unlink(path) == 0 || errno == ENOENT { return }
    guard let directory = opendir(path) else { return }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      remove(path + "/" + name)
    }
    closedir(directory)
    rmdir(path)
  }
}

/// The run's storage folder, `.screenplay/storage/<id>/`: the replays' preferences (`config/`)
/// and home folder (`home/`).
package enum RunStorage {
  /// The folder a worker was started with (`SCREENPLAY_STORAGE`), if it was.
  static let isolatedFolder: String? = {
    guard let value = getenv("SCREENPLAY_STORAGE"), case let path = String(cString: value),
      !path.isEmpty
    else { return nil }
    return path
  }()

  /// How many worker environments this process has made: each worker's folder is its own.
  private static let issued = Atomic<Int>(0)

  /// The folder this process's replays use: the one it was started with, else
  /// `<root>/.screenplay/storage/<pid>`, whose folders are set in the environment here, once.
  static let folder: String = {
    atexit {
      ReplayFolders.remove(RunStorage.folder)
      // And the folders above, when nothing else is in them.
      var parent = RunStorage.folder
      for _ in 0..<2 {
        guard let slash = parent.lastIndex(of: "/") else { return }
        parent = String(parent[..<slash])
        rmdir(parent)
      }
    }
    if let isolatedFolder { return isolatedFolder }
    let root = projectRoot()
    sweepOnce(folder: "\(root)/.screenplay/storage")
    return "\(root)/.screenplay/storage/\(getpid())"
  }()

  /// The environment of a worker process started for the project at `root`: its storage folder,
  /// `.screenplay/storage/<supervisor's pid>-<n>`, as its home, preferences, caches and
  /// application support folders. The worker removes it when it exits; a folder whose
  /// supervisor is gone is removed by the next run.
  package static func environment(root: String) -> [String: String] {
    let number = issued.add(1, ordering: .relaxed).newValue
    let storage = "\(root)/.screenplay/storage"
    sweepOnce(folder: storage)
    let folder = "\(storage)/\(getpid())-\(number)"
    var environment = variables(folder: folder)
    environment["SCREENPLAY_STORAGE"] = folder
    return environment
  }

  /// The variables naming `folder`'s parts, for a worker.
  private static func variables(folder: String) -> [String: String] {
    var variables = ["HOME": folder + "/home"]
    for (name, value) in homeVariables(home: folder + "/home") { variables[name] = value }
    variables["XDG_CONFIG_HOME"] = folder + "/config"
    return variables
  }

  /// The variables Foundation finds the user's folders by, for the replay home `home`. Not
  /// `HOME`, which the processes this one starts read, nor `XDG_CONFIG_HOME`, which Core
  /// Foundation read when it was loaded.
  static func homeVariables(home: String) -> KeyValuePairs<String, String> {
    [
      "CFFIXED_USER_HOME": home, "XDG_CACHE_HOME": home + "/.cache",
      "XDG_DATA_HOME": home + "/.local/share",
    ]
  }

  /// `SCREENPLAY_ROOT`, else the nearest folder at or above the current one holding a
  /// `Package.swift`, else the current folder.
  private static func projectRoot() -> String {
    if let value = getenv("SCREENPLAY_ROOT"), case let root = String(cString: value),
      !root.isEmpty
    {
      return root
    }
    let current = FileManager.default.currentDirectoryPath
    var candidate = current
    while true {
      if FileSystem.exists(candidate + "/Package.swift") { return candidate }
      guard let slash = candidate.lastIndex(of: "/"), candidate != "/" else { return current }
      candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
    }
  }

  private static let swept = Locked<Set<String>>([])

  /// Removes, once per process, the folders in `storage` whose process is gone: a worker that
  /// crashed, a run that was killed.
  private static func sweepOnce(folder storage: String) {
    guard swept.withLock({ $0.insert(storage).inserted }) else { return }
    for name in FileSystem.entries(of: storage).folders {
      guard let pid = Int32(name.prefix { $0 != "-" }), pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { ReplayFolders.remove(storage + "/" + name) }
    }
  }
}
