extension Publishers {
  /// A publisher that decodes each upstream value with a decoder; a decoding error cancels
  /// upstream and fails the publisher.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    /// The publisher whose values are decoded.
    public let upstream: Upstream
    private let decoder: Coder

    /// A publisher sending the values of `upstream` decoded by `decoder` as `Output`.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.tryMap { [decoder] in try decoder.decode(Output.self, from: $0) }
        .receive(subscriber: subscriber)
    }
  }

  /// A publisher that encodes each upstream value with an encoder; an encoding error cancels
  /// upstream and fails the publisher.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    /// The publisher whose values are encoded.
    public let upstream: Upstream
    private let encoder: Coder

    /// A publisher sending the values of `upstream` encoded by `encoder`.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.tryMap { [encoder] in try encoder.encode($0) }.receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Decodes each value as `type` with `decoder`; a decoding error cancels this publisher and
  /// fails downstream with the decoder's error.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publisher where Output: Encodable {
  /// Encodes each value with `encoder`; an encoding error cancels this publisher and fails
  /// downstream with the encoder's error.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
