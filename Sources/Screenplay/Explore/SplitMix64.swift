/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64): the same
/// seed gives the same numbers on every platform and every Swift version, which
/// `SystemRandomNumberGenerator` and the standard library's sampling do not promise.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose numbers follow from `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count` (`count` > 0), by plain modulo so it never depends on the standard
  /// library's sampling.
  package mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// An element of `elements` (not empty).
  package mutating func pick<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }

  /// `elements` in a random order (Fisher–Yates).
  package mutating func shuffled<T>(_ elements: [T]) -> [T] {
    var result = elements
    for index in result.indices.reversed() where index > 0 {
      result.swapAt(index, below(index + 1))
    }
    return result
  }
}
