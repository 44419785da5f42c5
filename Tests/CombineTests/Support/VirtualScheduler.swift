// A scheduler for tests whose clock moves only when the test says, so time-based operators can
// be checked exactly, with no real waiting.
//
// Usage:
//
//     let scheduler = VirtualScheduler()
//     let subject = PassthroughSubject<Int, Never>()
//     let recorder = subject.debounce(for: 0.3, scheduler: scheduler).record()
//     subject.send(1)
//     scheduler.advance(by: 0.3)   // runs what is due by then, in time order
//     #expect(recorder.events == ["value 1"])

import Combine
import Foundation

/// A ``Scheduler`` whose clock starts at zero and moves only through ``advance(by:)`` and
/// ``advance(to:)``, which run the closures that come due, in time order (in the order they
/// were scheduled, for equal times). A closure scheduled "now" runs at the next advance (or
/// ``run()``), at the current time.
///
/// It records the options each closure was scheduled with (``scheduledOptions``) and the time
/// each closure ran at can be read from ``now`` inside it.
final class VirtualScheduler: Scheduler, @unchecked Sendable {
  /// A point on the virtual clock, in nanoseconds from its start.
  struct SchedulerTimeType: Strideable, Hashable, CustomStringConvertible {
    var nanoseconds: Int

    func distance(to other: SchedulerTimeType) -> Stride {
      Stride(nanoseconds: other.nanoseconds - nanoseconds)
    }

    func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(nanoseconds: nanoseconds + n.nanoseconds)
    }

    /// The time in seconds, as "0.4".
    var description: String { "\(Double(nanoseconds) / 1_000_000_000)" }

    /// A length of virtual time, in nanoseconds; literals are seconds.
    struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable
    {
      var nanoseconds: Int

      init(nanoseconds: Int) {
        self.nanoseconds = nanoseconds
      }

      init(seconds: Double) {
        nanoseconds = Int((seconds * 1_000_000_000).rounded())
      }

      init(floatLiteral value: Double) { self.init(seconds: value) }
      init(integerLiteral value: Int) { self.init(seconds: Double(value)) }
      init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(seconds: Double(value))
      }

      var magnitude: Int { abs(nanoseconds) }

      static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
      static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
      static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
      static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
      static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

      static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
      static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
      }
      static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
      }
      static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(seconds: Double(lhs.nanoseconds) * Double(rhs.nanoseconds) / 1e18)
      }
      static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// Options a test can tell apart: a name.
  struct SchedulerOptions: Equatable {
    var name: String
  }

  private struct Job {
    var due: SchedulerTimeType
    var order: Int
    var action: () -> Void
  }

  private let lock = NSRecursiveLock()
  private var clock = SchedulerTimeType(nanoseconds: 0)
  private var jobs: [Job] = []
  private var nextOrder = 0
  private var recordedOptions: [SchedulerOptions?] = []

  init() {
    TestScope.current?.onEnd { [weak self] in self?.discardPending() }
  }

  /// Drops the closures still waiting to run (and what they hold): the test is over.
  private func discardPending() {
    // Released outside the lock: what a closure holds may cancel, and schedule, as it goes.
    let dropped = lock.withLock {
      defer { jobs = [] }
      return jobs
    }
    withExtendedLifetime(dropped) {}
  }

  var now: SchedulerTimeType { lock.withLock { clock } }

  var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// The options of every closure scheduled so far, in order.
  var scheduledOptions: [SchedulerOptions?] { lock.withLock { recordedOptions } }

  /// How many closures wait to run.
  var pendingCount: Int { lock.withLock { jobs.count } }

  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    enqueue(at: now, options: options, action)
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    enqueue(at: date, options: options, action)
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let isCancelled = LockedFlag()
    func run(at due: SchedulerTimeType) {
      enqueue(at: due, options: options) {
        guard !isCancelled.value else { return }
        action()
        run(at: due.advanced(by: interval))
      }
    }
    run(at: date)
    return AnyCancellable { isCancelled.value = true }
  }

  private func enqueue(
    at due: SchedulerTimeType, options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    lock.withLock {
      recordedOptions.append(options)
      jobs.append(Job(due: due, order: nextOrder, action: action))
      nextOrder += 1
    }
  }

  /// Moves the clock forward by `stride`, running every closure due by then in time order.
  func advance(by stride: SchedulerTimeType.Stride = .zero) {
    advance(to: now.advanced(by: stride))
  }

  /// Moves the clock to `time`, running every closure due by then in time order.
  func advance(to time: SchedulerTimeType) {
    while let job = takeJob(dueBy: time) {
      job.action()
    }
    lock.withLock { clock = Swift.max(clock, time) }
  }

  /// Runs what is due now.
  func run() {
    advance(by: .zero)
  }

  /// Removes the earliest job due by `time` and moves the clock to its due time.
  private func takeJob(dueBy time: SchedulerTimeType) -> Job? {
    lock.withLock {
      let ready = jobs.indices.filter { jobs[$0].due <= time }
      guard
        let index = ready.min(by: {
          (jobs[$0].due, jobs[$0].order) < (jobs[$1].due, jobs[$1].order)
        })
      else { return nil }
      let job = jobs.remove(at: index)
      clock = Swift.max(clock, job.due)
      return job
    }
  }
}

/// A Boolean behind a lock.
final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false

  var value: Bool {
    get { lock.withLock { flag } }
    set { lock.withLock { flag = newValue } }
  }
}

extension VirtualScheduler.SchedulerTimeType {
  /// The time `seconds` after the clock's start.
  static func seconds(_ seconds: Double) -> Self {
    Self(nanoseconds: 0).advanced(by: .seconds(seconds))
  }
}
