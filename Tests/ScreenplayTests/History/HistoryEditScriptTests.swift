import Testing

@testable import Screenplay

@Suite struct HistoryEditScriptTests {
  private func script(_ a: String, _ b: String, costLimit: Int = 1_000) -> [EditOperation] {
    let a = Array(a)
    let b = Array(b)
    return EditScript.operations(countA: a.count, countB: b.count, costLimit: costLimit) {
      a[$0] == b[$1]
    }
  }

  /// Checks `operations` turns `a` into `b`: every element visited once, in order, equal when kept.
  private func isValid(_ operations: [EditOperation], _ a: [Character], _ b: [Character]) -> Bool {
    var (x, y) = (0, 0)
    for operation in operations {
      switch operation {
      case .same(let i, let j):
        guard i == x, j == y, a[i] == b[j] else { return false }
        (x, y) = (x + 1, y + 1)
      case .removed(let i):
        guard i == x else { return false }
        x += 1
      case .inserted(let j):
        guard j == y else { return false }
        y += 1
      }
    }
    return x == a.count && y == b.count
  }

  private func edits(_ operations: [EditOperation]) -> Int {
    operations.count { if case .same = $0 { false } else { true } }
  }

  /// The edit distance (insertions and deletions only), by dynamic programming.
  private func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, letter) in a.enumerated() {
      var row = [i + 1]
      for (j, other) in b.enumerated() {
        row.append(letter == other ? previous[j] : min(previous[j + 1], row[j]) + 1)
      }
      previous = row
    }
    return previous[b.count]
  }

  @Test func findsTheShortestScriptOfMyersPaperExample() {
    let operations = script("ABCABBA", "CBABAC")
    #expect(isValid(operations, Array("ABCABBA"), Array("CBABAC")))
    #expect(edits(operations) == 5)
  }

  @Test func keepsEverythingWhenTheSequencesAreEqual() {
    #expect(script("abc", "abc") == [.same(0, 0), .same(1, 1), .same(2, 2)])
    #expect(script("", "") == [])
  }

  @Test func insertsOrRemovesEverythingAgainstAnEmptySequence() {
    #expect(script("", "ab") == [.inserted(0), .inserted(1)])
    #expect(script("ab", "") == [.removed(0), .removed(1)])
  }

  @Test func findsShortestValidScriptsForManyPseudoRandomPairs() {
    var generator = SplitMix(seed: 42)
    for _ in 0..<300 {
      let a = generator.text(length: generator.next(below: 12), alphabet: "abc")
      let b = generator.text(length: generator.next(below: 12), alphabet: "abc")
      let operations = script(String(a), String(b))
      #expect(isValid(operations, a, b), "\(String(a)) → \(String(b))")
      #expect(edits(operations) == distance(a, b), "\(String(a)) → \(String(b))")
    }
  }

  @Test func replacesAnUnrelatedMiddleWhenOverTheCostLimit() {
    let operations = script("xabcy", "xdefy", costLimit: 2)
    #expect(
      operations == [
        .same(0, 0), .removed(1), .removed(2), .removed(3), .inserted(1), .inserted(2),
        .inserted(3), .same(4, 4),
      ])
  }

  @Test func searchesPieceByPieceWhenOverTheCostLimitAndStillKeepsWhatMatches() {
    let (a, b) = (Array("a1b2c3d4e"), Array("aXbYcZdWe"))
    let operations = script(String(a), String(b), costLimit: 2)
    #expect(isValid(operations, a, b))
    #expect(operations.count { $0.isSame } == 5)
  }

  @Test func theShortestScriptIsNilWhenItNeedsMoreEditsThanTheLimit() {
    let (a, b) = (Array("abcd"), Array("wxyz"))
    #expect(EditScript.shortest(countA: 4, countB: 4, costLimit: 7) { a[$0] == b[$1] } == nil)
    #expect(EditScript.shortest(countA: 4, countB: 4, costLimit: 8) { a[$0] == b[$1] }?.count == 8)
  }
}

/// A small deterministic pseudo-random generator, so generated cases are the same on every run.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  mutating func text(length: Int, alphabet: String) -> [Character] {
    let letters = Array(alphabet)
    return (0..<length).map { _ in letters[next(below: letters.count)] }
  }
}
