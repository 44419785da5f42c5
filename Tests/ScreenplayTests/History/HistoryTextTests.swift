import Testing

@testable import Screenplay

/// A history's text compared with a golden piece by piece: a wrong piece must not match,
/// since not matching only sends the history to be written whole (slower, never wrong).
@Suite struct HistoryTextTests {
  @Test(arguments: [
    Duration.zero, .milliseconds(1250), .milliseconds(-1), .seconds(3600), .milliseconds(999),
    .seconds(9_000_000_000_000_000), .nanoseconds(1_999_999),
  ])
  func aTimeIsComparedAsTimeFormatWritesIt(time: Duration) {
    let golden = Array(("step " + TimeFormat.seconds(time) + "\n").utf8)
    #expect(Self.matches(golden) { $0.write(seconds: time) }, "\(time)")
    #expect(!Self.matches(golden) { $0.write(seconds: time + .milliseconds(1)) }, "\(time)")
    // Without room to write it first, the time is compared as a string.
    #expect(Self.matches(golden, scratch: 0) { $0.write(seconds: time) }, "\(time)")
  }

  @Test(arguments: [0, 7, 10, 99, 12_345, Int.max, -1, Int.min])
  func aNumberIsComparedAsStringWritesIt(value: Int) {
    let golden = Array(("step " + String(value) + "\n").utf8)
    #expect(Self.matches(golden) { $0.write(decimal: value) })
    #expect(!Self.matches(golden) { $0.write(decimal: value == 0 ? 1 : value / 10) })
    #expect(Self.matches(golden, scratch: 0) { $0.write(decimal: value) })
  }

  /// Whether `golden` is exactly `step `, what `body` writes, and a line feed.
  private static func matches(
    _ golden: [UInt8], scratch: Int = HistoryText.scratchBytes, _ body: (inout HistoryText) -> Void
  ) -> Bool {
    golden.withUnsafeBufferPointer { golden in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scratch) { room in
        var text = HistoryText(comparingWith: golden, scratch: room)
        text.write(literal: "step ")
        body(&text)
        text.write(literal: "\n")
        return text.matchesGolden
      }
    }
  }
}
