import Foundation

extension Timer {
  /// A connectable publisher that sends the current date every `interval` seconds once
  /// connected, through a repeating `Timer` added to `runLoop` in `mode`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A connectable publisher that sends the current date (`Date()`) each time a repeating timer
  /// fires.
  ///
  /// As Apple's `Timer.TimerPublisher`: nothing is sent until ``connect()``, which adds a
  /// repeating `Timer` to the run loop in the mode given (first firing one interval later);
  /// cancelling the connection invalidates the timer, and sends no completion. Every subscriber
  /// receives each date it has asked for; a date a subscriber has not asked for is dropped for
  /// it. Use `autoconnect()` to connect with the first subscriber.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The date of each firing.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// The time between two firings, in seconds.
    public let interval: TimeInterval
    /// How late a firing may be, in seconds; nil for the timer's default.
    public let tolerance: TimeInterval?
    /// The run loop the timer is added to.
    public let runLoop: RunLoop
    /// The run loop mode the timer is added in.
    public let mode: RunLoop.Mode
    /// Scheduler options; the timer has none.
    public let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()
    private let lock = Lock()
    private var connection: AnyCancellable?

    /// A timer publisher firing every `interval` seconds on `runLoop` in `mode`, once connected.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; cancelling the returned value invalidates it. While connected, calling
    /// it again returns the same connection.
    public func connect() -> any Cancellable {
      lock.lock()
      defer { lock.unlock() }
      if let connection { return connection }
      let timer = makeTimer()
      let made = AnyCancellable { [weak self] in
        timer.invalidate()
        self?.disconnect()
      }
      connection = made
      return made
    }

    private func makeTimer() -> Timer {
      let subject = subject
      let timer = Timer(
        fire: Date().addingTimeInterval(interval), interval: interval, repeats: true
      ) { _ in subject.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      ReplayWatch.operating("Timer.publish") {
        ReplayWatch.handing(to: runLoop.replayName) { runLoop.add(timer, forMode: mode) }
      }
      return timer
    }

    private func disconnect() {
      lock.withLock { connection = nil }
    }
  }
}
