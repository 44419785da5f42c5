import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// A publisher that loads a URL request with a data task, and sends the data and the response.
  ///
  /// As Apple's `URLSession.DataTaskPublisher`: the data task starts when the subscriber first
  /// asks for a value; it sends one value and finishes, or fails with the task's `URLError` (an
  /// error of another kind becomes `URLError(.unknown)`, and a task with no response fails with
  /// `URLError(.badServerResponse)`). Cancelling the subscription cancels the task.
  public struct DataTaskPublisher: Publisher {
    /// The data loaded, and the response.
    public typealias Output = (data: Data, response: URLResponse)
    /// The error the task failed with.
    public typealias Failure = URLError

    /// The request loaded.
    public let request: URLRequest
    /// The `URLSession` whose data task loads it.
    public let session: URLSession

    /// A publisher loading `request` with a data task of `session`.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscriber.receive(
        subscription: DataTaskSubscription(to: subscriber, request: request, loader: session))
    }
  }

  /// A publisher that loads `url` with a data task of this `URLSession`.
  public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
    dataTaskPublisher(for: URLRequest(url: url))
  }

  /// A publisher that loads `request` with a data task of this `URLSession`.
  public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }
}

/// The subscription of a ``URLSession/DataTaskPublisher``: it starts the task on the first
/// demand, and hands its result downstream.
final class DataTaskSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
  typealias Output = URLSession.DataTaskPublisher.Output

  private let lock = Lock()
  private let request: URLRequest
  private let loader: URLSession
  private var downstream: AnySubscriber<Output, URLError>?
  private var task: URLSessionDataTask?
  private var isStarted = false

  init<S: Subscriber>(to downstream: S, request: URLRequest, loader: URLSession)
  where S.Input == Output, S.Failure == URLError {
    self.downstream = AnySubscriber(downstream)
    self.request = request
    self.loader = loader
  }

  var description: String { "DataTaskPublisher" }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let starts = lock.withLock {
      defer { isStarted = true }
      return !isStarted && downstream != nil
    }
    guard starts else { return }
    let task = loader.dataTask(with: request) { [self] data, response, error in
      complete(data: data, response: response, error: error)
    }
    let isCancelled = lock.withLock {
      guard downstream != nil else { return true }
      self.task = task
      return false
    }
    if isCancelled { task.cancel() } else { task.resume() }
  }

  private func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
    let target: AnySubscriber<Output, URLError>? = lock.withLock {
      defer {
        downstream = nil
        task = nil
      }
      return downstream
    }
    guard let target else { return }
    if let error {
      target.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    } else if let response {
      _ = target.receive((data: data ?? Data(), response: response))
      target.receive(completion: .finished)
    } else {
      target.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }

  func cancel() {
    let task: URLSessionDataTask? = lock.withLock {
      downstream = nil
      defer { self.task = nil }
      return self.task
    }
    task?.cancel()
  }
}
