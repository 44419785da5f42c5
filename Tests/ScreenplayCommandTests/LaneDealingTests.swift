import Foundation
import Testing

@testable import ScreenplayCommand

/// How a run's logs reach its workers: dealt a batch at a time, and read by a worker in batches
/// of its size however the bytes arrive.
@Suite("Dealing logs to workers")
struct LaneDealingTests {
  @Test("logs are dealt in order, a batch at a time, the last one short")
  func dealsInBatches() {
    var dealer = LaneDealer(count: 120, batchSize: 50)
    #expect(dealer.batchCount == 3)
    #expect(dealer.limit == 200)
    #expect(dealer.deal() == 0..<50)
    #expect(!dealer.isEmpty)
    #expect(dealer.deal() == 50..<100)
    #expect(dealer.deal() == 100..<120)
    #expect(dealer.isEmpty)
    #expect(dealer.deal() == nil)
    var rest = LaneDealer(count: 120, batchSize: 50)
    _ = rest.deal()
    #expect(rest.dealRest() == 50..<120)
    #expect(rest.isEmpty)
    #expect(LaneDealer(count: 0, batchSize: 50).batchCount == 0)
  }

  @Test("a worker reads its ids in batches of its size, however the bytes arrive, until the end")
  func readsBatches() async {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    func send(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress!, $0.count) }
    }
    let input = LaneInput(descriptor: ends[0], batchSize: 3)
    // The first batch waits for its third id, which comes split across writes.
    send("A/1\nA/")
    async let first = input.next()
    send("2\n\nA/3\nB/1")
    #expect(await first == ["A/1", "A/2", "A/3"])
    // An empty line is skipped; after the end, the last id needs no newline and the last batch
    // is short.
    send("\nB/2\nB/3\nC/1\nC/")
    send("2")
    close(ends[1])
    #expect(await input.next() == ["B/1", "B/2", "B/3"])
    #expect(await input.next() == ["C/1", "C/2"])
    #expect(await input.next() == nil)
    close(ends[0])
  }
}
