extension Publishers {
  /// A publisher that sends the elements of a sequence, as they are asked for, then finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The elements it sends.
    public let sequence: Elements

    public init(sequence: Elements) {
      self.sequence = sequence
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      ValueSubscription.start(sequence.makeIterator(), then: .finished, to: subscriber)
    }
  }
}

extension Sequence {
  /// A publisher of this sequence's elements (`[1, 2, 3].publisher`).
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}
