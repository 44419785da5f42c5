extension Publishers {
  /// A publisher that sends, for each upstream value, the result of folding it into the result
  /// so far.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are folded.
    public let upstream: Upstream
    /// The result before the first value.
    public let initialResult: Output
    /// Folds a value into the result so far.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// A publisher sending each partial result of folding the values of `upstream`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      upstream.relay(
        "Scan", to: subscriber,
        RelayHandler(
          receiveValue: { [nextPartialResult] value in
            result = nextPartialResult(result, value)
            return .send(result)
          },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that sends, for each upstream value, the result of folding it into the result
  /// so far with a closure that may throw; a thrown error cancels upstream and fails the
  /// publisher.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are folded.
    public let upstream: Upstream
    /// The result before the first value.
    public let initialResult: Output
    /// Folds a value into the result so far, or throws.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// A publisher sending each partial result of folding the values of `upstream`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      upstream.relay(
        "TryScan", to: subscriber,
        RelayHandler(
          receiveValue: { [nextPartialResult] value in
            .attempt {
              result = try nextPartialResult(result, value)
              return .send(result)
            }
          },
          receiveCompletion: { .complete($0) }))
    }
  }
}

extension Publisher {
  /// Sends, for each value, `nextPartialResult` applied to the previous result (at first
  /// `initialResult`) and the value.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Sends, for each value, `nextPartialResult` applied to the previous result and the value; an
  /// error it throws cancels this publisher and fails downstream with it.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
