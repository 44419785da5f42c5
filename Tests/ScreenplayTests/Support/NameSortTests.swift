import Testing

@testable import Screenplay

@Suite("Name sort")
struct NameSortTests {
  @Test("names sort as the standard library sorts them, from any order they are listed in")
  func sortsAsTheStandardLibrary() {
    let names = [
      "bench-0010", "bench-0002", "a", "a-load", "B", "b", "", "café", "cafe", "z", "bench-0001",
      "Zebra", "é", "e\u{301}x", "ex", "0", "10", "9", "wrong-password", "wrong_password",
    ]
    var generator = SplitMix64(seed: 7)
    for count in 0...names.count {
      var listed = Array(names.prefix(count))
      for _ in 0..<5 {
        listed.shuffle(using: &generator)
        #expect(NameSort.sorted(listed) == listed.sorted(), "\(listed)")
      }
    }
  }

  @Test("spellings that compare equal keep the order of their bytes, however they were listed")
  func equalSpellingsSortByTheirBytes() {
    let composed = "\u{E9}t\u{E9}"  // été, precomposed
    let decomposed = "e\u{301}te\u{301}"  // the same, decomposed
    #expect(composed == decomposed)
    // `<` compares scalars after normalizing: "z" (U+7A) comes before "é" (U+E9).
    let expected = ["a", "z", decomposed, composed]
    #expect(
      NameSort.sorted(["z", composed, "a", decomposed]).map { Array($0.utf8) }
        == expected.map { Array($0.utf8) })
    #expect(
      NameSort.sorted([composed, "z", decomposed, "a"]).map { Array($0.utf8) }
        == expected.map { Array($0.utf8) })
  }
}
