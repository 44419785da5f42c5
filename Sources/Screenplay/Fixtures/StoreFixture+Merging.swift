/// Something a store fixture sets that no other store fixture of the same log may set again.
enum StoreClaim: Hashable {
  /// A key's starting value, in the store seam and `.standard`.
  case value(String)
  /// A suite's starting values.
  case suite(String)
  /// How writes go: `writes` and `latencyMs`.
  case writes

  /// The error for claiming this again, when the fixture named `first` claimed it.
  func conflict(first: String) -> FixtureSchemaError {
    switch self {
    case .value(let key): .storeValueTwice(key: key, first: first)
    case .suite(let suite): .storeSuiteTwice(suite: suite, first: first)
    case .writes: .storeWritesTwice(first: first)
    }
  }
}

extension StoreFixture {
  /// What this fixture sets: its keys, its suites, and how writes go if it says.
  var claims: [StoreClaim] {
    var claims = values.keys.sorted().map(StoreClaim.value)
    claims += defaults.suites.keys.sorted().map(StoreClaim.suite)
    if statesWrites { claims.append(.writes) }
    return claims
  }

  /// Whether the fixture says how writes go.
  private var statesWrites: Bool { !writes.isEmpty || latency != .zero }

  /// Adds `other`'s values and suites, a later store fixture of the same log that claims none
  /// of this one's (see ``claims``). The merged fixture is named after the one that says how
  /// writes go, since the steps of writes name it.
  mutating func add(_ other: StoreFixture) {
    values.merge(other.values) { first, _ in first }
    defaults.standard.merge(other.defaults.standard) { first, _ in first }
    defaults.suites.merge(other.defaults.suites) { first, _ in first }
    guard other.statesWrites else { return }
    writes = other.writes
    latency = other.latency
    name = other.name
    path = other.path
  }
}
