extension Publishers {
  /// A publisher that folds all the upstream values into one result, sent once upstream
  /// finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are folded.
    public let upstream: Upstream
    /// The result before the first value.
    public let initial: Output
    /// Folds a value into the result so far.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// A publisher sending the result of folding all the values of `upstream`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var result = initial
      upstream.relay(
        "Reduce", to: subscriber, demand: .unlimited,
        RelayHandler(
          receiveValue: { [nextPartialResult] value in
            result = nextPartialResult(result, value)
            return .drop
          },
          receiveCompletion: { completion in
            guard case .finished = completion else { return .complete(completion) { $0 } }
            return .finish(sending: result)
          }))
    }
  }

  /// A publisher that folds all the upstream values into one result with a closure that may
  /// throw; a thrown error cancels upstream and fails the publisher.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are folded.
    public let upstream: Upstream
    /// The result before the first value.
    public let initial: Output
    /// Folds a value into the result so far, or throws.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// A publisher sending the result of folding all the values of `upstream`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var result = initial
      upstream.relay(
        "TryReduce", to: subscriber, demand: .unlimited,
        RelayHandler(
          receiveValue: { [nextPartialResult] value in
            .attempt {
              result = try nextPartialResult(result, value)
              return .drop
            }
          },
          receiveCompletion: { completion in
            guard case .finished = completion else { return .complete(completion) }
            return .finish(sending: result)
          }))
    }
  }
}

extension Publisher {
  /// Folds all the values into one result with `nextPartialResult`, starting from
  /// `initialResult`, and sends it once this publisher finishes.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Folds all the values into one result with `nextPartialResult`, which may throw: a thrown
  /// error cancels this publisher and fails downstream with it.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}
