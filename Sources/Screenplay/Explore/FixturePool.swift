/// Every fixture of a screen (`Tests/Fixtures/<Screen>/`), by name, which exploration lists in
/// random orders.
package struct FixturePool: Sendable {
  /// Each file's fixtures, by file name without `.json`.
  package var sets: [String: FixtureSet]
  /// The names whose values messages hide (see ``SecretNames``).
  package var secretNames = SecretNames()

  /// A pool of `sets`.
  package init(sets: [String: FixtureSet] = [:]) {
    self.sets = sets
  }

  /// Reads every `.json` file directly under `folder` (relative to `project`'s root).
  package static func load(_ project: Project, screen: String) throws(Diagnostic) -> FixturePool {
    let folder = project.fixturesPath(for: screen)
    let names = FileSystem.files(under: project.absolute(folder), suffix: ".json")
      .filter { !$0.contains("/") }.map { String($0.dropLast(5)) }
    var sets: [String: FixtureSet] = [:]
    for name in names {
      sets[name] = try FixtureLoader.loadSet(
        log: EventLog(path: folder, screen: screen, fixtures: [name]),
        fixturesDirectory: project.absolute(folder), displayDirectory: folder)
    }
    var pool = FixturePool(sets: sets)
    pool.secretNames = try SecretNames.load(project)
    return pool
  }

  /// The names of files holding HTTP fixtures, sorted.
  package var httpNames: [String] { sets.filter { $0.value.store == nil }.keys.sorted() }
  /// The names of store fixtures, sorted.
  package var storeNames: [String] { sets.filter { $0.value.store != nil }.keys.sorted() }
  /// Every HTTP fixture, in the order of ``httpNames``.
  package var http: [Fixture] { httpNames.flatMap { sets[$0]?.http ?? [] } }

  /// The fixtures `names` list, in order, as a log's header would load them.
  package func set(_ names: [String]) -> FixtureSet {
    var set = FixtureSet(secretNames: secretNames)
    for name in names {
      guard let file = sets[name] else { continue }
      set.http += file.http
      if let store = file.store { set.store = store }
    }
    return set
  }
}
