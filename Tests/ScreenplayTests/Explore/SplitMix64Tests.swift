import Testing

@testable import Screenplay

@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test("gives the reference numbers for seed 0, the same on every platform")
  func reference() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("shuffles and picks from the seed alone")
  func sampling() {
    var one = SplitMix64(seed: 42)
    var two = SplitMix64(seed: 42)
    let shuffled = one.shuffled(Array(1...8))
    #expect(shuffled == two.shuffled(Array(1...8)))
    #expect(shuffled.sorted() == Array(1...8))
    #expect((0..<20).map { _ in one.below(3) } == (0..<20).map { _ in two.below(3) })
  }
}
