/// Everything a log's `fixtures:` header names: the HTTP fixtures in declared order, and its store
/// fixtures as one.
package struct FixtureSet: Sendable, Hashable {
  /// The HTTP fixtures.
  package var http: [Fixture]
  /// The store's starting values and write outcomes, if a fixture sets them: every store fixture
  /// of the log, added up.
  package var store: StoreFixture?
  /// The names whose values messages about these fixtures hide: the built-in words and the
  /// project's own (see ``SecretNames``).
  package var secretNames: SecretNames

  /// Creates a set.
  package init(
    http: [Fixture] = [], store: StoreFixture? = nil, secretNames: SecretNames = SecretNames()
  ) {
    self.http = http
    self.store = store
    self.secretNames = secretNames
  }

  /// Adds `fixture` to ``store``: the first store fixture, or one more added up with it (see
  /// ``StoreFixture/add(_:)``).
  mutating func add(store fixture: StoreFixture) {
    if store == nil { store = fixture } else { store?.add(fixture) }
  }
}
