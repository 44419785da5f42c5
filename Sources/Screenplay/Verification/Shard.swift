#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of `count` deterministic slices of a suite's logs, as `verify --shard 2/3` runs it, so a
/// CI matrix spreads the suite over several machines.
///
/// The logs are ordered by a hash of their id (the same on every machine), then cut into `count`
/// runs of about equal weight, a log weighing as many steps as its golden records (1 without a
/// golden). Every log falls in exactly one shard. Adding, removing or renaming a log moves only
/// the logs near a cut, never the whole order, so shards stay stable as a suite grows.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// Which slice, from 1.
  package var index: Int
  /// How many slices.
  package var count: Int

  /// Shard `index` of `count`; `index` is 1-based.
  package init(index: Int, count: Int) {
    precondition(1 <= index && index <= count, "a shard is i/N with 1 <= i <= N")
    self.index = index
    self.count = count
  }

  /// Parses `i/N`; `nil` unless both are whole numbers with 1 <= i <= N.
  package init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1]), 1 <= index, index <= count
    else { return nil }
    self.init(index: index, count: count)
  }

  /// `2/3`.
  package var description: String { "\(index)/\(count)" }

  /// The cases of `cases` in this shard, in their given order; `weight` is each case's cost.
  package func select(_ cases: [LogCase], weight: (LogCase) -> Int) -> [LogCase] {
    let ordered = cases.map { (logCase: $0, key: Self.key($0.id), weight: max(weight($0), 1)) }
      .sorted { ($0.key, $0.logCase) < ($1.key, $1.logCase) }
    let total = ordered.reduce(0) { $0 + $1.weight }
    var before = 0
    var chosen: Set<LogCase> = []
    for entry in ordered {
      // The shard holding the middle of this log's weight: 2·before + weight over 2·total.
      let middle = 2 * before + entry.weight
      let slice = min(count - 1, middle * count / (2 * total))
      if slice == index - 1 { chosen.insert(entry.logCase) }
      before += entry.weight
    }
    return cases.filter(chosen.contains)
  }

  /// The weight `verify --shard` gives a log: its golden's `steps:` count, else 1. The header is
  /// read from the first 16 KiB, room for a `fixtures:` line of hundreds of names.
  package static func recordedSteps(of logCase: LogCase, in project: Project) -> Int {
    guard let head = prefix(of: project.absolute(logCase.goldenPath), bytes: 16_384) else {
      return 1
    }
    return HistoryFormat.stepCount(inHeaderOf: head) ?? 1
  }

  /// FNV-1a, 64 bits, of the id's UTF-8: the same on every machine and in every process,
  /// unlike `Hasher`.
  static func key(_ id: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in id.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// Up to `bytes` bytes from the start of the file at `path`, or `nil` if it cannot be read.
  private static func prefix(of path: String, bytes: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: bytes)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, bytes) }
    guard count >= 0 else { return nil }
    return Array(buffer.prefix(count))
  }
}
