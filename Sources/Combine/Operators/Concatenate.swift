extension Publishers {
  /// A publisher that sends all the values of one publisher, then, once it finishes, those of
  /// another.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure

    /// The publisher whose values come first.
    public let prefix: Prefix
    /// The publisher subscribed to once `prefix` finishes.
    public let suffix: Suffix

    /// A publisher sending the values of `prefix`, then those of `suffix`.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      PublisherChain.start("Concatenate", to: subscriber) { [prefix, suffix] chain in
        chain.attach(prefix) { completion in
          guard case .finished = completion else { return .complete(completion) }
          return .attach { chain.attach(suffix) { .complete($0) } }
        }
      }
    }
  }
}

extension Publisher {
  /// Sends `elements` before the values of this publisher.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(elements)
  }

  /// Sends the elements of `elements` before the values of this publisher.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Sends the values of `publisher`, then, once it finishes, those of this publisher (which is
  /// subscribed to only then).
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Sends `elements` after this publisher finishes.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(elements)
  }

  /// Sends the elements of `elements` after this publisher finishes.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Sends the values of `publisher` after this publisher finishes (it is subscribed to only
  /// then).
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}
