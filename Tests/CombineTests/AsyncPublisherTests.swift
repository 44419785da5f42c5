import Combine
import Testing

/// `values`: a publisher as an asynchronous sequence.
@Suite("AsyncPublisher", .releasingSubscriptions)
struct AsyncPublisherTests {
  // https://developer.apple.com/documentation/combine/publisher/values-1dm9r: the values of a
  // publisher that cannot fail, as an asynchronous sequence that ends when it finishes.
  @Test("values gives each value in order, then ends")
  func values() async {
    var seen: [Int] = []
    for await value in [1, 2, 3].publisher.values { seen.append(value) }
    #expect(seen == [1, 2, 3])
  }

  // https://developer.apple.com/documentation/combine/asyncpublisher: it asks for one element
  // each time the loop asks for the next.
  @Test("the sequence asks the publisher for one value at a time")
  func demandOfOne() async {
    let upstream = TestPublisher<Int, Never>()
    var iterator = upstream.values.makeAsyncIterator()
    async let first = iterator.next()
    while upstream.requests.isEmpty { await Task.yield() }
    #expect(upstream.send(7) == .none)
    #expect(await first == 7)
    #expect(upstream.requests == [.max(1)])
  }

  // https://developer.apple.com/documentation/combine/publisher/values-v7nz: the loop throws the
  // error the publisher fails with.
  @Test("values of a publisher that fails throws its error after the values before it")
  func throwing() async throws {
    let subject = CurrentValueSubject<Int, TestError>(1)
    var seen: [Int] = []
    var iterator = subject.values.makeAsyncIterator()
    do {
      seen.append(try await iterator.next() ?? -1)
      subject.send(completion: .failure(TestError("gone")))
      _ = try await iterator.next()
      Issue.record("no error thrown")
    } catch {
      #expect("\(error)" == "gone")
    }
    #expect(seen == [1])
    #expect(try await iterator.next() == nil)
  }

  @Test("cancelling the loop's task cancels the subscription and ends the loop")
  func cancellation() async {
    let upstream = TestPublisher<Int, Never>()
    let loop = Task {
      var count = 0
      for await _ in upstream.values { count += 1 }
      return count
    }
    while upstream.requests.isEmpty { await Task.yield() }
    loop.cancel()
    #expect(await loop.value == 0)
    #expect(upstream.cancelCount == 1)
  }
}
