extension Publishers {
  /// A publisher that sends each upstream value transformed by a closure, leaving out the nil
  /// results.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// Turns each upstream value into the value sent, or nil to send nothing.
    public let transform: (Upstream.Output) -> Output?

    /// A publisher sending the non-nil results of `transform` on the values of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "CompactMap", to: subscriber,
        RelayHandler(
          receiveValue: { [transform] in transform($0).map { .send($0) } ?? .drop },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that sends the non-nil results of a closure that may throw; a thrown error
  /// cancels upstream and fails the publisher.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// Turns each upstream value into the value sent, nil to send nothing, or throws.
    public let transform: (Upstream.Output) throws -> Output?

    /// A publisher sending the non-nil results of `transform` on the values of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "TryCompactMap", to: subscriber,
        RelayHandler(
          receiveValue: { [transform] value in
            .attempt { try transform(value).map { .send($0) } ?? .drop }
          },
          receiveCompletion: { .complete($0) }))
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform` and sends the results that are not nil; for each
  /// nil it asks upstream for one more value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Transforms each value with `transform`, which may throw, and sends the results that are not
  /// nil; a thrown error cancels this publisher and fails downstream with it.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}
