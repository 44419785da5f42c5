/// Draws exploration's random choices from a seed: when the next event comes, which event, and
/// the values of its fields.
@MainActor
final class ExploreGenerator {
  /// The gaps between events, in milliseconds: at once, within a typical latency, after it.
  static let gaps = [0, 100, 250, 500, 1_000, 2_000, 5_000]

  private(set) var random: SplitMix64
  private let events: [EventDescription]
  private let values: FieldValues

  /// A generator for `events`, its fields drawn from `values`, its choices from `seed`.
  init(seed: UInt64, events: [EventDescription], values: FieldValues) {
    random = SplitMix64(seed: seed)
    self.events = events
    self.values = values
  }

  /// The fixtures a run lists: at most one store fixture (or none), then the pool's HTTP
  /// fixtures in a random order, twice, so a request can be answered again.
  func fixtures(_ pool: FixturePool) -> [String] {
    let stores: [String?] = [nil] + pool.storeNames.map { $0 }
    let store = random.pick(stores)
    let http = random.shuffled(pool.httpNames)
    return (store.map { [$0] } ?? []) + http + http
  }

  /// The time of the event after one at `time`.
  func time(after time: Duration) -> Duration {
    time + .milliseconds(random.pick(Self.gaps))
  }

  /// A random event of the vocabulary at `time`, each field a value drawn for it.
  func entry(at time: Duration) -> LogEntry {
    let event = random.pick(events)
    let fields = event.fields.map { field in
      LogField(name: field.name, value: random.pick(values.candidates(event.name, field)))
    }
    return LogEntry(time: time, event: event.name, fields: fields)
  }
}
