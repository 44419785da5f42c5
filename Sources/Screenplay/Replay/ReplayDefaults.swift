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
/// `XDG_CONFIG_HOME` once, when it is loaded, so the folder cannot be moved once a process runs:
///
/// - **Isolated**, a worker process: its supervisor started it with `XDG_CONFIG_HOME` in the
///   run's storage folder (``ReplayStorage/environment(root:)``). Each replay flushes Core
///   Foundation's caches (`CFPreferencesFlushCaches`) and removes what that wrote: every domain
///   starts empty, whatever its name.
/// - **In process** (`SCREENPLAY_JOBS=0`, `swift test` without a worker, `Harness`): the folder
///   is the user's, so nothing is flushed. Each replay removes every value of `.standard` and of
///   every domain that has no file in that folder (so was made in memory by this process), and
///   does so again when it ends, so the exit's write finds nothing to write. A replay that made
///   a file appear there (the app called `synchronize()`) fails, naming the file, which is then
///   removed.
///
/// Defaults registered with `register(defaults:)` live for the whole process and cannot be
/// removed: a replay that starts with some, or leaves new ones, fails, naming their keys.
enum ReplayDefaults {
  /// The argument domain's name: Foundation fills it from the process's `-key value` arguments.
  private static let argumentDomain = UserDefaults.argumentDomain

  /// Whether this process's preferences folder is the run's own (see the type's description).
  static let isolated: Bool = {
    guard let storage = ReplayStorage.isolatedFolder else { return false }
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

  /// Empties every domain, then sets `seed`'s values. Returns the problems found: defaults
  /// registered before this replay began.
  static func begin(_ seed: DefaultsSeed) -> [String] {
    _ = filesBefore
    _ = folderBefore
    clear()
    UserDefaults.standard.removeVolatileDomain(forName: argumentDomain)
    let registered = registeredKeys()
    for (key, value) in seed.standard {
      UserDefaults.standard.set(value.propertyList, forKey: key)
    }
    for (suite, values) in seed.suites {
      guard let defaults = UserDefaults(suiteName: suite) else { continue }
      for (key, value) in values { defaults.set(value.propertyList, forKey: key) }
    }
    guard !registered.isEmpty else { return [] }
    return [
      "UserDefaults holds defaults registered before this replay began ("
        + listed(registered) + "): Foundation keeps register(defaults:) for the whole process"
        + "\nfix: state the values in the log's 'defaults:' header or a store fixture instead of"
        + " registering them, or register them in the scene's init in every log's replay"
    ]
  }

  /// What `UserDefaults` holds now, `.standard` and every suite made in memory: to put back
  /// with ``restore(_:)`` if another replay begins before this one is confirmed. `.standard`'s
  /// registered defaults come along as its own values, which reads cannot tell apart.
  static func capture() -> [String?: [String: Any]] {
    var contents: [String?: [String: Any]] = [:]
    let standard = UserDefaults.standard.dictionaryRepresentation()
    if !standard.isEmpty { contents[nil] = standard }
    for suite in memorySuites() {
      let values = UserDefaults.standard.persistentDomain(forName: suite) ?? [:]
      if !values.isEmpty { contents[suite] = values }
    }
    return contents
  }

  /// Empties every domain, then puts back what ``capture()`` took.
  static func restore(_ contents: [String?: [String: Any]]) {
    clear()
    for (suite, values) in contents {
      guard let defaults = suite.map({ UserDefaults(suiteName: $0) }) ?? UserDefaults.standard
      else { continue }
      for (key, value) in values { defaults.set(value, forKey: key) }
    }
  }

  /// In a process that is not isolated, the files the app saved in the user's preferences
  /// folder (it called `synchronize()`) as problems; the files are removed, and so is the folder
  /// if Core Foundation made it. `.standard` and the suites saved are emptied.
  static func saved() -> [String] {
    guard !isolated else { return [] }
    let written = plistFiles().filter { !filesBefore.contains($0) }
    guard !written.isEmpty else { return [] }
    var problems: [String] = []
    for file in written {
      // Emptied, the domain's next save removes its file.
      let name = String(file.dropLast(".plist".count))
      if name == processName {
        removeStandardValues()
        UserDefaults.standard.synchronize()
      } else {
        removeValues(ofSuite: name)
        UserDefaults(suiteName: name)?.synchronize()
      }
      unlink(preferencesFolder + "/" + file)
      problems.append(
        "the app saved UserDefaults to \(preferencesFolder)/\(file) (synchronize()), outside the"
          + " project's .screenplay folder; it was removed\nfix: replay in worker processes"
          + " (verify's default, or EventLogSuite(worker:)), whose UserDefaults stay in"
          + " .screenplay/storage, or don't call synchronize()")
    }
    // Core Foundation made the folder to save in: it goes too, if nothing else is in it.
    if !folderBefore { rmdir(preferencesFolder) }
    return problems
  }

  /// Empties every domain after a replay; returns the problems found: defaults registered
  /// during the replay.
  static func end(registeredBefore: Set<String>) -> [String] {
    var problems = saved()
    clear()
    let registered = registeredKeys().subtracting(registeredBefore)
    if !registered.isEmpty {
      problems.append(
        "the app registered UserDefaults defaults (" + listed(registered)
          + "): Foundation keeps register(defaults:) for the whole process, so later replays"
          + " would see them\nfix: state the values in the log's 'defaults:' header or a store"
          + " fixture instead")
    }
    return problems
  }

  /// The keys registered with `register(defaults:)`: what `.standard` shows once emptied.
  static func registeredKeys() -> Set<String> {
    Set(UserDefaults.standard.dictionaryRepresentation().keys)
  }

  /// Removes every value of every domain this process can reach (see the type's description).
  private static func clear() {
    if isolated, screenplay_flushPreferences() != 0 {
      // The flush wrote what was held to the run's own folder; those files go.
      for file in plistFiles() { unlink(preferencesFolder + "/" + file) }
      return
    }
    removeStandardValues()
    for suite in memorySuites() { removeValues(ofSuite: suite) }
  }

  /// Removes `.standard`'s values (a registered key's removal changes nothing).
  private static func removeStandardValues() {
    for key in UserDefaults.standard.dictionaryRepresentation().keys {
      UserDefaults.standard.removeObject(forKey: key)
    }
  }

  /// Removes the values of the suite named `suite`.
  private static func removeValues(ofSuite suite: String) {
    guard let values = UserDefaults.standard.persistentDomain(forName: suite), !values.isEmpty,
      let defaults = UserDefaults(suiteName: suite)
    else { return }
    for key in values.keys { defaults.removeObject(forKey: key) }
  }

  /// Suites held in memory with values and no file in ``preferencesFolder``: made by this
  /// process, so its own to empty (a suite with a file there is the user's, never touched).
  private static func memorySuites() -> [String] {
    final class Names { var list: [String] = [] }
    let names = Names()
    let listed = screenplay_preferenceDomains(Unmanaged.passUnretained(names).toOpaque()) {
      context, name in
      guard let context else { return }
      Unmanaged<Names>.fromOpaque(context).takeUnretainedValue().list.append(String(cString: name))
    }
    guard listed != 0 else { return [] }
    let files = Set(plistFiles())
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
