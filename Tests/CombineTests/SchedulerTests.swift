import Combine
import Dispatch
import Foundation
import Testing

/// Values appended from several threads.
private final class Log<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Value] = []

  func append(_ value: Value) -> Int {
    lock.withLock {
      stored.append(value)
      return stored.count
    }
  }

  var values: [Value] { lock.withLock { stored } }
}

/// A cancellable set later than the closure that may cancel it.
private final class CancellableBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (any Cancellable)?

  func set(_ cancellable: any Cancellable) { lock.withLock { stored = cancellable } }
  func cancel() { lock.withLock { stored }?.cancel() }
}

// https://developer.apple.com/documentation/combine/scheduler
// "A protocol that defines when and where to execute a closure"; Apple's schedulers: DispatchQueue,
// RunLoop, OperationQueue, ImmediateScheduler.

// https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype/stride
// "A type that represents the distance between two values": a dispatch interval in nanoseconds,
// whose literals and `init(_: Double)` count seconds.
@Suite(.releasingSubscriptions) struct DispatchQueueStrideTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  @Test func convertsFromSecondsAndTheirFractions() {
    #expect(Stride.seconds(2).magnitude == 2_000_000_000)
    #expect(Stride.seconds(0.25).magnitude == 250_000_000)
    #expect(Stride.milliseconds(3).magnitude == 3_000_000)
    #expect(Stride.microseconds(7).magnitude == 7_000)
    #expect(Stride.nanoseconds(9).magnitude == 9)
    #expect(Stride(1.5).magnitude == 1_500_000_000)
    #expect(Stride(.milliseconds(20)).magnitude == 20_000_000)
    #expect(Stride(.never).magnitude == Int.max)
  }

  @Test func literalsCountSeconds() {
    let half: Stride = 0.5
    let two: Stride = 2
    #expect(half.magnitude == 500_000_000)
    #expect(two.magnitude == 2_000_000_000)
    #expect(Stride(exactly: 3)?.magnitude == 3_000_000_000)
    #expect(Stride(exactly: Int.max) == nil)
  }

  @Test func exposesItsDispatchTimeInterval() {
    #expect(Stride.milliseconds(5).timeInterval == .nanoseconds(5_000_000))
  }

  @Test func doesArithmetic() {
    #expect(Stride.seconds(1) + .milliseconds(500) == .milliseconds(1_500))
    #expect(Stride.seconds(1) - .seconds(3) == .seconds(-2))
    #expect(Stride.milliseconds(300) * 2 == .milliseconds(600))
    #expect(-Stride.seconds(1) == .seconds(-1))
    #expect(Stride.milliseconds(1) < .seconds(1))
    var total = Stride.seconds(1)
    total += .seconds(1)
    total -= .milliseconds(500)
    #expect(total == .milliseconds(1_500))
  }
}

// https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype
// "Describes an instant in time for this DispatchQueue", wrapping a DispatchTime.
@Suite(.releasingSubscriptions) struct DispatchQueueTimeTests {
  typealias Time = DispatchQueue.SchedulerTimeType
  let start = Time(DispatchTime(uptimeNanoseconds: 5_000_000_000))

  @Test func movesByStridesAndMeasuresDistances() {
    let later = start.advanced(by: .milliseconds(250))
    #expect(later.dispatchTime.uptimeNanoseconds == 5_250_000_000)
    #expect(start.distance(to: later) == .milliseconds(250))
    #expect(later.distance(to: start) == .milliseconds(-250))
    #expect(start.advanced(by: .seconds(-1)).dispatchTime.uptimeNanoseconds == 4_000_000_000)
    #expect(start < later)
  }

  @Test func isHashableAndCodable() throws {
    let copy = Time(DispatchTime(uptimeNanoseconds: 5_000_000_000))
    #expect(copy == start)
    #expect(Set([start, copy]).count == 1)
    let decoded = try JSONDecoder().decode(Time.self, from: JSONEncoder().encode(start))
    #expect(decoded == start)
  }
}

// https://developer.apple.com/documentation/dispatch/dispatchqueue/schedule(options:_:)
// "Performs the action at the next possible opportunity": through `async`, so a serial queue
// runs the closures in the order they were scheduled.
@Suite(.releasingSubscriptions) struct DispatchQueueSchedulerTests {
  let queue = DispatchQueue(label: "SchedulerTests")

  @Test func runsClosuresInOrderOnTheQueue() {
    let log = Log<Int>()
    for number in 1...3 { queue.schedule { _ = log.append(number) } }
    queue.sync {}
    #expect(log.values == [1, 2, 3])
  }

  @Test func theOptionsGroupHoldsEachClosure() {
    let log = Log<String>()
    let group = DispatchGroup()
    let options = DispatchQueue.SchedulerOptions(qos: .userInitiated, group: group)
    queue.schedule(options: options) { _ = log.append("now") }
    queue.schedule(after: queue.now.advanced(by: -1), tolerance: 0, options: options) {
      _ = log.append("due")
    }
    group.wait()
    #expect(log.values == ["now", "due"])
  }

  @Test func repeatsUntilCancelled() {
    let log = Log<Int>()
    let box = CancellableBox()
    let group = DispatchGroup()
    group.enter()
    queue.sync {
      let start = queue.now.advanced(by: -1)
      box.set(
        queue.schedule(after: start, interval: .nanoseconds(1)) {
          guard log.append(1) == 3 else { return }
          box.cancel()
          group.leave()
        })
    }
    group.wait()
    queue.sync {}
    #expect(log.values.count == 3)
  }

  @Test func nowIsTheDispatchClock() {
    let before = DispatchTime.now()
    let now = queue.now.dispatchTime
    #expect(now >= before)
    #expect(now <= DispatchTime.now())
  }
}

// https://developer.apple.com/documentation/foundation/runloop/schedulertimetype/stride
// A run loop's stride is a TimeInterval in seconds.
@Suite(.releasingSubscriptions) struct RunLoopSchedulerTests {
  typealias Stride = RunLoop.SchedulerTimeType.Stride

  @Test func strideCountsSeconds() {
    let half: Stride = 0.5
    let two: Stride = 2
    #expect(half.timeInterval == 0.5)
    #expect(two.timeInterval == 2)
    #expect(Stride.milliseconds(250).timeInterval == 0.25)
    #expect(Stride.microseconds(500).timeInterval == 0.0005)
    #expect(Stride.seconds(3).magnitude == 3)
    #expect(Stride.seconds(1) + .milliseconds(500) == 1.5)
    #expect(Stride(exactly: 4)?.timeInterval == 4)
    #expect(Stride.milliseconds(300) * 2 == 0.6)
    #expect(Stride.seconds(-1) < .nanoseconds(1))
  }

  @Test func timeWrapsADate() {
    let date = Date(timeIntervalSinceReferenceDate: 100)
    let time = RunLoop.SchedulerTimeType(date)
    #expect(time.advanced(by: 2.5).date == Date(timeIntervalSinceReferenceDate: 102.5))
    #expect(
      time.distance(to: RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 99))) == -1)
  }

  @Test func performsAndFiresTimersOnThisRunLoop() {
    let runLoop = RunLoop.current
    let log = Log<String>()
    runLoop.schedule { _ = log.append("perform") }
    runLoop.schedule(after: runLoop.now.advanced(by: -1)) { _ = log.append("timer") }
    var passes = 0
    while log.values.count < 2 && passes < 1_000 {
      _ = runLoop.run(mode: .default, before: .distantPast)
      passes += 1
    }
    #expect(log.values == ["perform", "timer"])
  }

  @Test func cancellingInvalidatesTheRepeatingTimer() {
    let runLoop = RunLoop.current
    let log = Log<Int>()
    let repeating = runLoop.schedule(
      after: runLoop.now.advanced(by: -1), interval: .microseconds(1)
    ) { _ = log.append(1) }
    var passes = 0
    while log.values.isEmpty && passes < 1_000 {
      _ = runLoop.run(mode: .default, before: .distantPast)
      passes += 1
    }
    repeating.cancel()
    for _ in 0..<100 { _ = runLoop.run(mode: .default, before: .distantPast) }
    #expect(log.values == [1])
  }
}

// https://developer.apple.com/documentation/foundation/operationqueue/schedule(options:_:)
// An operation queue schedules each closure as an operation.
@Suite(.releasingSubscriptions) struct OperationQueueSchedulerTests {
  @Test func addsEachClosureAsAnOperation() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let log = Log<Int>()
    for number in 1...3 { queue.schedule { _ = log.append(number) } }
    queue.waitUntilAllOperationsAreFinished()
    #expect(log.values == [1, 2, 3])
  }

  @Test func runsADelayedClosureAsAnOperation() async {
    let queue = OperationQueue()
    let ranOnQueue = await withCheckedContinuation { continuation in
      queue.schedule(after: queue.now.advanced(by: -1)) {
        continuation.resume(returning: OperationQueue.current === queue)
      }
    }
    #expect(ranOnQueue)
  }

  @Test func repeatsUntilCancelled() async {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let log = Log<Int>()
    let box = CancellableBox()
    queue.isSuspended = true
    await withCheckedContinuation { continuation in
      box.set(
        queue.schedule(after: queue.now.advanced(by: -1), interval: .nanoseconds(1)) {
          guard log.append(1) == 3 else { return }
          box.cancel()
          continuation.resume()
        })
      queue.isSuspended = false
    }
    await withCheckedContinuation { continuation in
      queue.addOperation { continuation.resume() }
    }
    #expect(log.values.count == 3)
    #expect(OperationQueue.SchedulerTimeType.Stride.milliseconds(5).timeInterval == 0.005)
  }
}

// https://developer.apple.com/documentation/combine/immediatescheduler
// "A scheduler for performing synchronous actions."
@Suite(.releasingSubscriptions) struct ImmediateSchedulerTests {
  @Test func runsEveryClosureAtOnce() {
    var log: [String] = []
    let scheduler = ImmediateScheduler.shared
    scheduler.schedule { log.append("now") }
    scheduler.schedule(after: scheduler.now.advanced(by: 5)) { log.append("later") }
    _ = scheduler.schedule(after: scheduler.now, interval: 1) { log.append("repeat") }
    #expect(log == ["now", "later", "repeat"])
  }

  @Test func delayIsImmediateOnIt() {
    let recorder = [1, 2].publisher.delay(for: 1, scheduler: ImmediateScheduler.shared).record()
    #expect(recorder.events == ["value 1", "value 2", "finished"])
  }
}
