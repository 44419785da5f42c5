import Testing

@testable import Screenplay

@Suite("Shards")
struct ShardTests {
  private static let cases = (0..<200).map { LogCase(screen: "S\($0 % 7)", name: "log-\($0)") }
  /// Uneven weights, as real goldens have: 1 to 40 steps.
  private static func weight(_ logCase: LogCase) -> Int { Int(Shard.key(logCase.id) % 40) + 1 }

  @Test("i/N parses only with 1 <= i <= N", arguments: ["1/1", "2/3", "3/3"])
  func parses(_ text: String) {
    #expect(Shard(parsing: text)?.description == text)
  }

  @Test(
    "anything else is refused",
    arguments: ["0/3", "4/3", "1/0", "-1/2", "1/", "/2", "a/b", "1/2/3", "1", "", " 1/2", "١/٢"])
  func refuses(_ text: String) {
    #expect(Shard(parsing: text) == nil)
  }

  @Test("the shards of a suite are exactly the suite, each log once, in the suite's order")
  func partition() {
    for count in 1...7 {
      let shards = (1...count).map {
        Shard(index: $0, count: count).select(Self.cases, weight: Self.weight)
      }
      let union = shards.flatMap { $0 }
      #expect(union.count == Self.cases.count)
      #expect(Set(union) == Set(Self.cases))
      for shard in shards { #expect(shard == Self.cases.filter(shard.contains)) }
    }
  }

  @Test("shards are balanced by weight: none is more than the heaviest log off an even share")
  func balanced() {
    let total = Self.cases.map(Self.weight).reduce(0, +)
    for count in [2, 3, 5] {
      for index in 1...count {
        let shard = Shard(index: index, count: count).select(Self.cases, weight: Self.weight)
        let weight = shard.map(Self.weight).reduce(0, +)
        #expect(abs(weight * count - total) <= 40 * count)
      }
    }
  }

  @Test("adding a log moves at most the logs next to the cuts")
  func stable() {
    let grown = Self.cases + [LogCase(screen: "S9", name: "new")]
    for index in 1...3 {
      let before = Set(Shard(index: index, count: 3).select(Self.cases, weight: Self.weight))
      let after = Set(Shard(index: index, count: 3).select(grown, weight: Self.weight))
      #expect(before.subtracting(after).count <= 2)
    }
  }

  @Test("a golden's steps header weighs its log")
  func stepsHeader() {
    let head = Array(
      "screenplay-history 2\nlog: a\nscreen: S\nfixtures: (none)\nsteps: 42\n\n──".utf8)
    #expect(HistoryFormat.stepCount(inHeaderOf: head) == 42)
    #expect(
      HistoryFormat.stepCount(inHeaderOf: Array("screenplay-history 2\n\nsteps: 4\n".utf8)) == nil)
    #expect(HistoryFormat.stepCount(inHeaderOf: Array("steps: 4x\n".utf8)) == nil)
  }
}
