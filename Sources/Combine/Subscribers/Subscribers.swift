/// The subscribers this module offers (``Sink``, ``Assign``), and the values subscribers deal in.
public enum Subscribers {
  /// How a sequence of values ended.
  public enum Completion<Failure: Error> {
    /// It ended normally.
    case finished
    /// It ended with an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// This completion with its error mapped by `transform`.
  func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure)
    -> Subscribers.Completion<NewFailure>
  {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }

  /// This completion, as one that may fail with any error.
  var eraseError: Subscribers.Completion<any Error> {
    mapError { $0 }
  }
}
