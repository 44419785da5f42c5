import Testing

@testable import Screenplay

@Suite struct HistoryLineDiffTests {
  private func diff(_ expected: [String], _ actual: [String], context: Int = 2) -> [String] {
    LineDiff.hunks(expected: expected, actual: actual, context: context).map(\.description)
  }

  @Test func equalLinesHaveNoHunks() {
    #expect(diff(["a", "b"], ["a", "b"]) == [])
    #expect(diff([], []) == [])
  }

  @Test func aChangedLineShowsAsRemovedThenAddedWithContextAround() {
    let expected = ["a", "b", "c", "d", "e", "f", "g"]
    var actual = expected
    actual[3] = "D"
    #expect(diff(expected, actual) == ["@@ -2,5 +2,5 @@\n b\n c\n-d\n+D\n e\n f"])
  }

  @Test func anInsertionWithoutContextNamesTheLineBeforeIt() {
    #expect(diff(["a"], ["a", "b"], context: 0) == ["@@ -1,0 +2,1 @@\n+b"])
    #expect(diff([], ["x"]) == ["@@ -0,0 +1,1 @@\n+x"])
    #expect(diff(["x"], []) == ["@@ -1,1 +0,0 @@\n-x"])
  }

  @Test func changesFarApartGetTheirOwnHunksAndNearbyOnesShareOne() {
    let expected = (1...12).map(String.init)
    var actual = expected
    actual[0] = "one"
    actual[11] = "twelve"
    #expect(
      diff(expected, actual, context: 1) == [
        "@@ -1,2 +1,2 @@\n-1\n+one\n 2", "@@ -11,2 +11,2 @@\n 11\n-12\n+twelve",
      ])
    actual[3] = "four"
    #expect(diff(expected, actual, context: 1).count == 2)
    #expect(diff(expected, actual, context: 2).count == 2)
    #expect(diff(expected, actual, context: 4).count == 1)
  }
}
