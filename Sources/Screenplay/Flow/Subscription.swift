import Observation

/// A container's subscription to one of its view model's values: `respond` gets the value now and
/// after every change, each time in a later main-actor job, as a view controller's
/// `viewModel.$view.receive(on: DispatchQueue.main).sink(respond)` gets it.
///
/// Changes made before that job runs arrive as one, the latest. Under a replay the job is the
/// harness's, so the response lands in the step that made the change.
///
/// ```swift
/// subscription = Subscription(viewModel, \.view) { [weak self] view in
///   self?.present(view)
/// }
/// ```
@MainActor
public final class Subscription {
  /// Reads the value, tracking it with `onChange`, and responds with it.
  private let respondTracking: @MainActor (_ onChange: @escaping @Sendable () -> Void) -> Void
  private var isCancelled = false

  /// Subscribes to `object`'s property at `keyPath`, as `object.$property` would be; `object`
  /// is `@Observable`, such as a view model.
  public init<Object: AnyObject, Value>(
    _ object: Object, _ keyPath: KeyPath<Object, Value>,
    _ respond: @escaping @MainActor (Value) -> Void
  ) {
    respondTracking = { onChange in
      respond(withObservationTracking({ object[keyPath: keyPath] }, onChange: onChange))
    }
    Task { [weak self] in self?.deliver() }
  }

  /// Stops the responses; one already scheduled does not run.
  public func cancel() {
    isCancelled = true
  }

  private func deliver() {
    guard !isCancelled else { return }
    respondTracking { [weak self] in
      Task { @MainActor in self?.deliver() }
    }
  }
}
