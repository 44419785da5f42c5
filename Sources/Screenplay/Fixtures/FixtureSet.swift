/// Everything a log's `fixtures:` header names: the HTTP fixtures in declared order, and at most
/// one store fixture.
public struct FixtureSet: Sendable, Hashable {
  /// The HTTP fixtures.
  public var http: [Fixture]
  /// The store's starting values and write outcomes, if a fixture sets them.
  public var store: StoreFixture?

  /// Creates a set.
  public init(http: [Fixture] = [], store: StoreFixture? = nil) {
    self.http = http
    self.store = store
  }
}
