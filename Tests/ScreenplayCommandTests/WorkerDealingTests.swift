import Foundation
import Testing

@testable import ScreenplayCommand

/// How a run's logs reach its workers: dealt a batch at a time, and read by a worker in batches
/// of its size however the bytes arrive.
@Suite("Dealing logs to workers")
struct WorkerDealingTests {
  @Test("logs are dealt in order, a batch at a time, the last one short")
  func dealsInBatches() {
    var dealer = WorkerDealer(count: 120, batchSize: 50)
    #expect(dealer.batchCount == 3)
    #expect(dealer.limit == 200)
    #expect(dealer.deal() == 0..<50)
    #expect(!dealer.isEmpty)
    #expect(dealer.deal() == 50..<100)
    #expect(dealer.deal() == 100..<120)
    #expect(dealer.isEmpty)
    #expect(dealer.deal() == nil)
    var rest = WorkerDealer(count: 120, batchSize: 50)
    _ = rest.deal()
    #expect(rest.dealRest() == 50..<120)
    #expect(rest.isEmpty)
    #expect(WorkerDealer(count: 0, batchSize: 50).batchCount == 0)
  }

  @Test("batches are full while the workers can't hold what is left, then shrink to the smallest")
  func batchesShrinkTowardsTheEnd() {
    var dealer = WorkerDealer(count: 1_000, batchSize: 50, workers: 2)
    var sizes: [Int] = []
    while let batch = dealer.deal() { sizes.append(batch.count) }
    #expect(sizes.reduce(0, +) == 1_000)
    // Full batches while 400 or more are left (two workers × four batches of 50), then an
    // eighth of what is left, then five at a time.
    #expect(Array(sizes.prefix(13)) == Array(repeating: 50, count: 13))
    #expect(
      Array(sizes.dropFirst(13)) == [
        43, 38, 33, 29, 25, 22, 20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 5, 5, 5, 5, 5, 5, 5, 4,
      ])
    #expect(WorkerDealer(count: 1_000, batchSize: 50, workers: 2).limit == 200)
    #expect(dealer.isEmpty)
    // A worker finding which log crashed takes one at a time; the dealer never deals empty.
    var single = WorkerDealer(count: 3, batchSize: 1, workers: 2)
    #expect(
      [single.deal(), single.deal(), single.deal(), single.deal()] == [0..<1, 1..<2, 2..<3, nil])
  }

  @Test("a worker reads its ids a supervisor's batch at a time, up to its size, until the end")
  func readsBatches() async {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    func send(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress!, $0.count) }
    }
    let input = WorkerInput(descriptor: ends[0], batchSize: 3)
    // The first batch waits for its third id, which comes split across writes.
    send("A/1\nA/")
    async let first = input.next()
    send("2\nA/3\nB/1")
    #expect(await first == ["A/1", "A/2", "A/3"])
    // An empty line ends a batch, however short; a second one adds nothing. After the end of
    // the input, the last id needs no newline and the last batch is short.
    send("\n\n\nB/2\nB/3\nC/1\nC/")
    #expect(await input.next() == ["B/1"])
    send("2")
    close(ends[1])
    #expect(await input.next() == ["B/2", "B/3", "C/1"])
    #expect(await input.next() == ["C/2"])
    #expect(await input.next() == nil)
    close(ends[0])
  }
}
