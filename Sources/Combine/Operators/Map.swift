extension Publishers {
  /// A publisher that sends each upstream value transformed by a closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// Turns each upstream value into the value sent.
    public let transform: (Upstream.Output) -> Output

    /// A publisher sending the values of `upstream` transformed by `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "Map", to: subscriber,
        RelayHandler(
          receiveValue: { [transform] in .send(transform($0)) },
          receiveCompletion: { .complete($0) { $0 } }))
    }
  }

  /// A publisher that sends each upstream value transformed by a closure that may throw; a
  /// thrown error cancels upstream and fails the publisher.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// Turns each upstream value into the value sent, or throws.
    public let transform: (Upstream.Output) throws -> Output

    /// A publisher sending the values of `upstream` transformed by `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "TryMap", to: subscriber,
        RelayHandler(
          receiveValue: { [transform] value in .attempt { .send(try transform(value)) } },
          receiveCompletion: { .complete($0) }))
    }
  }

  /// A publisher that sends the value at a key path of each upstream value.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// The key path read from each value.
    public let keyPath: KeyPath<Upstream.Output, Output>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.map { [keyPath] in $0[keyPath: keyPath] }.receive(subscriber: subscriber)
    }
  }

  /// A publisher that sends the values at two key paths of each upstream value, as a pair.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    public typealias Output = (Output0, Output1)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// The key path of the first value of each pair.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of the second value of each pair.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.map { [keyPath0, keyPath1] in ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }
        .receive(subscriber: subscriber)
    }
  }

  /// A publisher that sends the values at three key paths of each upstream value, as a triple.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    public typealias Output = (Output0, Output1, Output2)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// The key path of the first value of each triple.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of the second value of each triple.
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    /// The key path of the third value of each triple.
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.map { [keyPath0, keyPath1, keyPath2] in
        ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2])
      }
      .receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`; demand and the completion pass through unchanged.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms each value with `transform`, which may throw: a thrown error cancels this
  /// publisher and fails downstream with that error.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Sends the value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Sends the values at two key paths of each value, as a pair.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
    -> Publishers.MapKeyPath2<Self, T0, T1>
  {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Sends the values at three key paths of each value, as a triple.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(
      upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }

  /// Replaces each nil value with `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}
