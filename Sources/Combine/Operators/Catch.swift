extension Publishers {
  /// A publisher that, when upstream fails, goes on with the publisher a closure makes from the
  /// error.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure

    /// The publisher that may fail.
    public let upstream: Upstream
    /// Makes the publisher that replaces upstream when it fails.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// A publisher sending the values of `upstream`, then, if it fails, those of `handler`'s
    /// publisher.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      PublisherChain.start("Catch", to: subscriber) { [upstream, handler] chain in
        chain.attach(upstream) { completion in
          guard case .failure(let error) = completion else { return .complete(.finished) }
          return .attach { chain.attach(handler(error)) { .complete($0) } }
        }
      }
    }
  }

  /// A publisher that, when upstream fails, goes on with the publisher a closure that may throw
  /// makes from the error; a thrown error fails the publisher.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher that may fail.
    public let upstream: Upstream
    /// Makes the publisher that replaces upstream when it fails, or throws.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// A publisher sending the values of `upstream`, then, if it fails, those of `handler`'s
    /// publisher.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      PublisherChain.start("TryCatch", to: subscriber) { [upstream, handler] chain in
        chain.attach(upstream) { completion in
          guard case .failure(let error) = completion else { return .complete(.finished) }
          do {
            let replacement = try handler(error)
            return .attach { chain.attach(replacement) { .complete($0.eraseError) } }
          } catch {
            return .complete(.failure(error))
          }
        }
      }
    }
  }
}

extension Publisher {
  /// When this publisher fails, goes on with the publisher `handler` makes from the error; the
  /// values already sent stay sent, and demand not yet met carries over.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// When this publisher fails, goes on with the publisher `handler` makes from the error; an
  /// error `handler` throws fails downstream.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P> where Output == P.Output
  {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}
