import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an atomic write puts its bytes before renaming them over the target, so that a process
/// killed mid-write (`kill -9`) leaves nothing beside a golden that `git add` would pick up.
///
/// The temporary file goes in the project's temporary folder (`.screenplay/tmp`, never
/// committed) when that folder is on the target's file system, so `rename(2)` stays atomic:
/// `.screenplay/tmp/<pid>-<n>.tmp`. Otherwise (no project, a snapshots folder on another disk)
/// it is a hidden file beside the target, `.<name>.screenplay-tmp-<pid>-<n>`, which `.gitignore`
/// covers. The first write of a process into a temporary folder removes the files that dead
/// processes left there.
enum TemporaryFile {
  /// How many temporary paths this process has handed out: each is unique within it.
  private static let issued = Atomic<Int>(0)
  /// The temporary folders this process has swept: the threads that write goldens and pending
  /// files meet here.
  private static let swept = Locked<Set<String>>([])

  /// A new temporary path for a file that will be renamed to `target` (whose folder exists),
  /// in `folder` (absolute) when it can be there.
  static func path(for target: String, in folder: String?) -> String {
    let number = issued.add(1, ordering: .relaxed).newValue
    let slash = target.lastIndex(of: "/")
    let targetFolder = slash.map { String(target[..<$0]) } ?? "."
    if let folder, usable(folder, beside: targetFolder) {
      sweepOnce(folder)
      return "\(folder)/\(getpid())-\(number).tmp"
    }
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    return "\(targetFolder)/.\(name).screenplay-tmp-\(getpid())-\(number)"
  }

  /// Whether `folder` exists (it is created if need be) on the same file system as `target`.
  private static func usable(_ folder: String, beside target: String) -> Bool {
    guard (try? FileSystem.createDirectories(folder)) != nil else { return false }
    var folderStatus = stat()
    var targetStatus = stat()
    return stat(folder, &folderStatus) == 0 && stat(target, &targetStatus) == 0
      && (folderStatus.st_mode & S_IFMT) == S_IFDIR && folderStatus.st_dev == targetStatus.st_dev
  }

  /// Removes, once per process, the temporary files in `folder` whose process is gone.
  private static func sweepOnce(_ folder: String) {
    guard swept.withLock({ $0.insert(folder).inserted }) else { return }
    for name in FileSystem.files(under: folder, suffix: ".tmp") where isStale(name) {
      unlink(folder + "/" + name)
    }
  }

  /// Whether `name` (`<pid>-<n>.tmp`) is a file of a process that no longer runs.
  static func isStale(_ name: String) -> Bool {
    guard let dash = name.firstIndex(of: "-"), let pid = Int32(name[..<dash]), pid > 0,
      pid != getpid()
    else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
