/// A publisher's values as an asynchronous sequence (`for await value in publisher.values`).
///
/// As Apple's `AsyncPublisher`: the sequence asks the publisher for one value each time the
/// loop asks for the next, ends when the publisher finishes, and cancels the subscription when
/// the loop's task is cancelled or the iterator goes away.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output

  private let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(AsyncValues(publisher))
  }

  /// Waits for the publisher's values, one at a time.
  public struct Iterator: AsyncIteratorProtocol {
    private let values: AsyncValues<P.Output, Never>

    init(_ values: AsyncValues<P.Output, Never>) {
      self.values = values
    }

    /// The next value, or nil once the publisher has finished (or the task is cancelled).
    public mutating func next() async -> P.Output? {
      try? await values.next()
    }
  }
}

/// A publisher's values as an asynchronous sequence that throws the publisher's failure.
///
/// As Apple's `AsyncThrowingPublisher`: as ``AsyncPublisher``, and the loop throws the error the
/// publisher fails with.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output

  private let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(AsyncValues(publisher))
  }

  /// Waits for the publisher's values, one at a time.
  public struct Iterator: AsyncIteratorProtocol {
    private let values: AsyncValues<P.Output, P.Failure>

    init(_ values: AsyncValues<P.Output, P.Failure>) {
      self.values = values
    }

    /// The next value, nil once the publisher has finished; throws its failure.
    public mutating func next() async throws -> P.Output? {
      try await values.next()
    }
  }
}

extension Publisher where Failure == Never {
  /// This publisher's values, as an asynchronous sequence.
  public var values: AsyncPublisher<Self> {
    AsyncPublisher(self)
  }
}

extension Publisher {
  /// This publisher's values, as an asynchronous sequence that throws its failure.
  public var values: AsyncThrowingPublisher<Self> {
    AsyncThrowingPublisher(self)
  }
}
