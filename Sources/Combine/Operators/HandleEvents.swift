extension Publishers {
  /// A publisher that calls closures on each event between upstream and downstream, and passes
  /// the events on unchanged.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are watched.
    public let upstream: Upstream
    /// Called with upstream's subscription.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// Called with each value, before it is sent on.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// Called with the completion, before it is sent on.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// Called when downstream cancels.
    public var receiveCancel: (() -> Void)?
    /// Called with each demand downstream asks for.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// A publisher sending the events of `upstream`, calling the closures given on each.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.relay(
        "HandleEvents", to: subscriber,
        RelayHandler(
          receiveValue: { [receiveOutput] value in
            receiveOutput?(value)
            return .send(value)
          },
          receiveCompletion: { [receiveCompletion] completion in
            receiveCompletion?(completion)
            return .complete(completion) { $0 }
          },
          receiveSubscription: receiveSubscription, receiveRequest: receiveRequest,
          receiveCancel: receiveCancel))
    }
  }
}

extension Publisher {
  /// Calls the closures given on each event (the subscription, each value, the completion, a
  /// cancellation, each demand), and passes the events on unchanged.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}
