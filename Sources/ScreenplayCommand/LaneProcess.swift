import Foundation
import Screenplay
import Synchronization

/// What a running worker process reports to ``LaneSupervisor``.
enum LaneEvent: Sendable {
  /// The messages the worker wrote, in order: as many as one read brought.
  case messages(lane: Int, [LaneMessage])
  /// The worker wrote something that is not a message; it is stopped.
  case garbled(lane: Int, LaneWireError)
  /// The worker ended: its exit status or signal, and what it wrote on standard error.
  case ended(lane: Int, LaneEnd)
}

/// How a worker process ended.
struct LaneEnd: Sendable, Equatable {
  /// The exit status, or the signal's number when ``signaled``.
  var status: Int32
  /// Whether a signal ended it.
  var signaled: Bool
  /// What it wrote on standard error (its first 64 KiB).
  var errors: String

  /// Whether it exited with status 0.
  var succeeded: Bool { !signaled && status == 0 }
}

/// One worker process: started with its logs' ids on standard input, its protocol output and
/// standard error read on threads of their own, and everything it says passed on as
/// ``LaneEvent``s.
enum LaneProcess {
  private static let errorCapacity = 64 << 10

  /// Starts `executable __lane <options>` in `root` for `cases`; reports on `events`. Returns
  /// `false` (having reported nothing) when the process cannot start.
  static func start(
    lane: Int, executable: String, options: LaneOptions, cases: [LogCase], root: String,
    environment: [String: String], events: AsyncStream<LaneEvent>.Continuation
  ) -> Bool {
    guard
      let worker = launch(
        executable: executable, options: options, root: root, environment: environment)
    else { return false }
    worker.assign(cases, lane: lane, events: events)
    return true
  }

  /// Starts a worker that waits for its logs on standard input: started before the run's logs
  /// are selected, its start-up overlaps the selection. `nil` when it cannot start.
  static func launch(
    executable: String, options: LaneOptions, root: String, environment: [String: String]
  ) -> Launched? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [LaneSupervisor.command] + options.arguments
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    var environment = environment
    environment["SCREENPLAY_ROOT"] = root
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let worker = Launched(process: process)
    process.standardInput = worker.input
    process.standardOutput = worker.output
    process.standardError = worker.errors
    // Foundation's `waitUntilExit()` on Linux polls its run loop every 50 ms, which was most of
    // a short run's wall time; the termination handler is called as soon as the worker is reaped.
    let exited = worker.exited
    process.terminationHandler = { _ in exited.signal() }
    do {
      try process.run()
    } catch {
      return nil
    }
    Thread.detachNewThread {
      while case let chunk = worker.errors.fileHandleForReading.availableData, !chunk.isEmpty {
        worker.errorText.withLock { text in
          text.append(chunk.prefix(max(0, errorCapacity - text.count)))
        }
      }
      worker.errorsRead.signal()
    }
    return worker
  }

  /// A started worker, before it is given its logs.
  final class Launched: Sendable {
    fileprivate let process: Process
    fileprivate let input = Pipe()
    fileprivate let output = Pipe()
    fileprivate let errors = Pipe()
    fileprivate let exited = DispatchSemaphore(value: 0)
    fileprivate let errorText = Mutex(Data())
    fileprivate let errorsRead = DispatchSemaphore(value: 0)

    fileprivate init(process: Process) {
      self.process = process
    }

    /// Gives the worker `cases` (none lets it end at once) and reports on `events` as lane
    /// `lane` until it has ended.
    func assign(
      _ cases: [LogCase], lane: Int, events: AsyncStream<LaneEvent>.Continuation
    ) {
      let ids = Data(cases.map { $0.id + "\n" }.joined().utf8)
      Thread.detachNewThread { [self] in
        try? input.fileHandleForWriting.write(contentsOf: ids)
        try? input.fileHandleForWriting.close()
        read(
          output.fileHandleForReading, lane: lane, cases: cases, process: process, events: events)
        errorsRead.wait()
        exited.wait()
        let end = LaneEnd(
          status: process.terminationStatus,
          signaled: process.terminationReason == .uncaughtSignal,
          errors: String(decoding: errorText.withLock { $0 }, as: UTF8.self))
        events.yield(.ended(lane: lane, end))
      }
    }

    /// Lets a worker that was given nothing end, without reporting on it.
    func dismiss() {
      try? input.fileHandleForWriting.close()
    }
  }

  /// Reads messages until the worker closes its output; stops a worker that writes garbage.
  private static func read(
    _ handle: FileHandle, lane: Int, cases: [LogCase], process: Process,
    events: AsyncStream<LaneEvent>.Continuation
  ) {
    var reader = LaneWire.Reader(cases: cases)
    while case let chunk = handle.availableData, !chunk.isEmpty {
      reader.append(chunk)
      // One event per read, not per message: each event wakes the supervisor's main actor.
      var messages: [LaneMessage] = []
      do throws(LaneWireError) {
        while let message = try reader.next() { messages.append(message) }
        if !messages.isEmpty { events.yield(.messages(lane: lane, messages)) }
      } catch {
        if !messages.isEmpty { events.yield(.messages(lane: lane, messages)) }
        events.yield(.garbled(lane: lane, error))
        process.terminate()
        while !handle.availableData.isEmpty {}
        return
      }
    }
  }
}
