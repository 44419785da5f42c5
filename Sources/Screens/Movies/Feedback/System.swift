import ScreenplaySeams

/// A running finite-state machine: state, `reduce`, and feedbacks. The port of the article's
/// `Publishers.system(initial:reduce:scheduler:feedbacks:)`.
///
/// Every event, from an effect or from outside, goes through `reduce` and **emits a state, even an
/// unchanged one** (the article's `scan`). Each emitted state goes first to the feedbacks, which
/// cancel their running effect and start the new state's one, then to the output (the view model's
/// `state`). Effects run as tasks started by the injected spawner, never `Task {}`; cancelling one
/// cancels its task, and an event it sends after being cancelled is dropped, as a cancelled Combine
/// subscription delivers nothing. Releasing the system cancels everything it started.
///
/// ```swift
/// system = System(initial: .idle, reduce: Self.reduce, tasks: tasks, feedbacks: [
///   Self.whenLoading(api: api), Self.userInput(input: input),
/// ])
/// system.assign { [weak self] in self?.state = $0 }
/// ```
@MainActor
public final class System<State: Sendable, Event: Sendable> {
  private var state: State
  private let reduce: (State, Event) -> State
  private let tasks: any TaskSpawning
  private let feedbacks: [Feedback<State, Event>]
  private var output: (@MainActor (State) -> Void)?
  /// The running effect of each effects feedback, by the feedback's index.
  private var effects: [Int: Task<Void, Never>] = [:]
  /// The tasks passing outside events in, one per events feedback.
  private var inputs: [Task<Void, Never>] = []

  /// Creates a stopped system; ``assign(_:)`` starts it. `tasks` starts every effect (it plays
  /// the part of the article's `scheduler`).
  public init(
    initial: State,
    reduce: @escaping (State, Event) -> State,
    tasks: any TaskSpawning,
    feedbacks: [Feedback<State, Event>]
  ) {
    self.state = initial
    self.reduce = reduce
    self.tasks = tasks
    self.feedbacks = feedbacks
  }

  isolated deinit {
    for task in effects.values { task.cancel() }
    for task in inputs { task.cancel() }
  }

  /// Starts the loop and hands every state to `output`, the initial one first (the article's
  /// `.prepend(initial)` then `.assign(to: \.state, on: self)`).
  public func assign(_ output: @escaping @MainActor (State) -> Void) {
    guard self.output == nil else { return }
    self.output = output
    startInputs()
    emit(state)
  }

  /// Reduces `event` into a new state and emits it.
  func send(_ event: Event) {
    state = reduce(state, event)
    emit(state)
  }

  private func emit(_ state: State) {
    for (index, feedback) in feedbacks.enumerated() {
      guard case .effects(let effects) = feedback.run else { continue }
      self.effects[index]?.cancel()
      self.effects[index] = start(effects(state))
    }
    output?(state)
  }

  private func start(_ effect: Effect<Event>) -> Task<Void, Never>? {
    guard let operation = effect.operation else { return nil }
    return tasks.spawn { [weak self] in
      await operation { event in
        // A newer state cancelled this effect: what it still sends must not land.
        guard !Task.isCancelled else { return }
        self?.send(event)
      }
    }
  }

  private func startInputs() {
    for feedback in feedbacks {
      guard case .events(let events) = feedback.run else { continue }
      inputs.append(
        tasks.spawn { [weak self] in
          for await event in events {
            self?.send(event)
          }
        })
    }
  }
}
