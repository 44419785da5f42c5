import Foundation
import ScreenplayRuntimeHooks

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `UserDefaults` as each replay starts it: empty, `.standard` and every suite, then seeded by
/// the log's store fixtures and `defaults:` header. Nothing one replay stores is there for the
/// next, nor for the next run.
///
/// swift-corelibs-foundation keeps each domain (`.standard` is the process's, named after its
/// bundle or executable; a suite is its name) in memory once read, and writes it to
/// `<XDG_CONFIG_HOME or HOME/.config>/<domain>.plist` when the app calls `synchronize()`, when
/// its caches are flushed and when the process exits. Core Foundation reads `HOME` and
/// `XDG_CONFIG_HOME` once, when it is loaded, so the folder cannot be moved once a process runs.
///
/// Each replay's values are put away when it ends (``putAway()``), leaving every domain empty, and
/// put back for its confirmation (``restore(_:)``), after which every domain is emptied again
/// (``end(registeredBefore:)``); a replay begins by emptying only what is not known empty. The
/// values move out of Core Foundation and back in one call per domain, never converted to Swift
/// values: flushing Core Foundation's caches instead would write every domain the app changed to
/// disk first, and `UserDefaults` itself would read, convert and validate every value.
/// Which domains are emptied depends on the process:
///
/// - **Isolated**, a worker process: its supervisor started it with `XDG_CONFIG_HOME` in the
///   run's storage folder (``RunStorage/environment(root:)``), so every domain is the run's:
///   `.standard` and every suite held in memory are emptied, and any file the app saved
///   (`synchronize()`) is removed.
/// - **In process** (`SCREENPLAY_JOBS=0`, `swift test` without a worker, `Harness`, `replay`,
///   `play`, `coverage`): the folder is the user's. `.standard` and every suite that has no file
///   in that folder (so was made in memory by this process) are emptied, so the exit's write
///   finds nothing to write. A file a replay made appear there (the app called
///   `synchronize()`) is removed when the replay ends, as a worker's is: the verdict is the
///   same in process and in workers.
///
/// Defaults registered with `register(defaults:)` live for the whole process and cannot be
/// removed: a replay that starts with some, or leaves new ones, fails, naming their keys. They
/// are not a domain's values, so they never move; `.standard` shows exactly them once emptied,
/// which is read when a replay ends, and the next replay begins with that reading.
enum ReplayDefaults {
  /// What a replay's `UserDefaults` held when it ended (``putAway()``), to put back for its
  /// confirmation (``restore(_:)``): the values of `.standard` (under `nil`) and of each suite.
  typealias Contents = [String?: Values]

  /// A domain's values as Core Foundation holds them: moved out and back without being read.
  final class Values: @unchecked Sendable {
    fileprivate let pointer: UnsafeRawPointer

    fileprivate init(_ pointer: UnsafeRawPointer) { self.pointer = pointer }

    deinit { screenplay_releasePreferences(pointer) }
  }

  /// What this process knows of `UserDefaults` between replays.
  private struct Known {
    /// Whether every domain is empty: emptied, and no replay began since.
    var empty = false
    /// The keys registered with `register(defaults:)`, as last read.
    var registered: Set<String>?
  }

  private static let known = Locked(Known())

  /// The argument domain's name: Foundation fills it from the process's `-key value` arguments.
  private static let argumentDomain = UserDefaults.argumentDomain

  /// Whether this process's preferences folder is the run's own (see the type's description).
  static let isolated: Bool = {
    guard let storage = RunStorage.isolatedFolder else { return false }
    return environment("XDG_CONFIG_HOME") == storage + "/config"
  }()

  /// The folder Core Foundation keeps preferences in, as it read it when it was loaded.
  static let preferencesFolder: String = {
    if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/"), config.count > 1 {
      return config
    }
    return (environment("HOME") ?? "") + "/.config"
  }()

  /// The plist files in ``preferencesFolder`` before this process's first replay.
  private static let filesBefore: Set<String> = Set(plistFiles())
  /// Whether ``preferencesFolder`` was there before this process's first replay.
  private static let folderBefore = FileSystem.exists(preferencesFolder)

  /// Empties every domain unless it is known empty, then sets `seed`'s values. Returns the keys
  /// registered before this replay began, and the problem they are, if there are any.
  static func begin(_ seed: DefaultsSeed) -> (registered: Set<String>, problems: [String]) {
    _ = filesBefore
    _ = folderBefore
    let (empty, known) = self.known.withLock { known in
      defer { known.empty = false }
      return (known.empty, known.registered)
    }
    if !empty { take() }
    UserDefaults.standard.removeVolatileDomain(forName: argumentDomain)
    let registered = known ?? registeredKeys()
    for (key, value) in seed.standard {
      UserDefaults.standard.set(value.propertyList, forKey: key)
    }
    for (suite, values) in seed.suites {
      guard let defaults = UserDefaults(suiteName: suite) else { continue }
      for (key, value) in values { defaults.set(value.propertyList, forKey: key) }
    }
    guard !registered.isEmpty else { return (registered, []) }
    return (
      registered,
      [
        "UserDefaults holds defaults registered before this replay began ("
          + listed(registered) + "): Foundation keeps register(defaults:) for the whole process"
          + "\nfix: state the values in the log's 'defaults:' header or a store fixture instead of"
          + " registering them; a replay that registered them fails too"
      ]
    )
  }

  /// Takes what `UserDefaults` holds once the replay's last event and timer ran, leaving every
  /// domain empty: to put back with ``restore(_:)`` for the replay's confirmation.
  static func putAway() -> Contents {
    defer { known.withLock { $0.empty = true } }
    return take()
  }

  /// Empties every domain, then puts back what ``putAway()`` took.
  static func restore(_ contents: Contents) {
    let empty = known.withLock { known in
      defer { known.empty = false }
      return known.empty
    }
    if !empty { take() }
    for (suite, values) in contents { screenplay_putPreferences(suite, values.pointer) }
  }

  /// In a process that is not isolated, removes the files the app saved in the user's
  /// preferences folder (it called `synchronize()`), and the folder if Core Foundation made it.
  /// `.standard` and the suites saved are emptied.
  static func removeSaved() {
    guard !isolated else { return }
    let written = plistFiles().filter { !filesBefore.contains($0) }
    guard !written.isEmpty else { return }
    for file in written {
      // Emptied, the domain's next save removes its file.
      let name = String(file.dropLast(".plist".count))
      if name == processName {
        take(suite: nil)
        UserDefaults.standard.synchronize()
      } else {
        take(suite: name)
        UserDefaults(suiteName: name)?.synchronize()
      }
      unlink(preferencesFolder + "/" + file)
    }
    // Core Foundation made the folder to save in: it goes too, if nothing else is in it.
    if !folderBefore { rmdir(preferencesFolder) }
  }

  /// Empties every domain after a replay's confirmation; returns the problems found: defaults
  /// registered since `registeredBefore`.
  static func end(registeredBefore: Set<String>) -> [String] {
    removeSaved()
    take()
    // In the run's own folder, what `synchronize()` wrote goes too.
    if isolated { ReplayFolders.remove(preferencesFolder) }
    let registered = registeredKeys()
    known.withLock { known in
      known.empty = true
      known.registered = registered
    }
    let added = registered.subtracting(registeredBefore)
    guard added.isEmpty else {
      return [
        "the app registered UserDefaults defaults (" + listed(added)
          + "): Foundation keeps register(defaults:) for the whole process, so later replays"
          + " would see them\nfix: state the values in the log's 'defaults:' header or a store"
          + " fixture instead"
      ]
    }
    return []
  }

  /// The keys registered with `register(defaults:)`: what `.standard` shows once emptied.
  private static func registeredKeys() -> Set<String> {
    Set(UserDefaults.standard.dictionaryRepresentation().keys)
  }

  /// Removes every value of every domain this process may empty (see the type's description),
  /// and returns them.
  @discardableResult
  private static func take() -> Contents {
    var contents: Contents = [:]
    for suite in [nil] + memorySuites() {
      if let values = take(suite: suite) { contents[suite] = values }
    }
    return contents
  }

  /// Removes the values of the suite named `suite` (`.standard`'s for `nil`) and returns them,
  /// if it holds any.
  @discardableResult
  private static func take(suite: String?) -> Values? {
    screenplay_takePreferences(suite).map(Values.init)
  }

  /// The suites held in memory this process may empty: isolated, every one; in process, those
  /// with no file in ``preferencesFolder``, so made by this process (a suite with a file there is
  /// the user's, never touched).
  private static func memorySuites() -> [String] {
    final class Names { var list: [String] = [] }
    let names = Names()
    let listed = screenplay_preferenceDomains(Unmanaged.passUnretained(names).toOpaque()) {
      context, name in
      guard let context else { return }
      Unmanaged<Names>.fromOpaque(context).takeUnretainedValue().list.append(String(cString: name))
    }
    guard listed != 0 else { return [] }
    let files = isolated ? [] : Set(plistFiles())
    return names.list.filter { name in
      name != processName && !name.hasPrefix("kCFPreferences") && !files.contains(name + ".plist")
    }
  }

  /// The name of `.standard`'s domain: the executable's.
  private static let processName = ProcessInfo.processInfo.processName

  /// The `.plist` files directly in ``preferencesFolder``.
  private static func plistFiles() -> [String] {
    FileSystem.entries(of: preferencesFolder).others.filter { $0.hasSuffix(".plist") }
  }

  private static func listed(_ keys: Set<String>) -> String {
    keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
  }

  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}
