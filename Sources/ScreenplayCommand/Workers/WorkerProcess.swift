import Foundation
import Screenplay

/// What a running worker process reports to ``WorkerSupervisor``.
enum WorkerEvent: Sendable {
  /// The messages the worker wrote, in order: as many as one read brought.
  case messages(worker: Int, [WorkerMessage])
  /// The worker wrote something that is not a message; it is stopped.
  case garbled(worker: Int, WorkerWireError)
  /// The worker ended: its exit status or signal, and what it wrote on standard error.
  case ended(worker: Int, WorkerEnd)
}

/// How a worker process ended.
struct WorkerEnd: Sendable, Equatable {
  /// The exit status, or the signal's number when ``signaled``.
  var status: Int32
  /// Whether a signal ended it.
  var signaled: Bool
  /// What it wrote on standard error (its first 64 KiB).
  var errors: String

  /// Whether it exited with status 0.
  var succeeded: Bool { !signaled && status == 0 }
}

/// One worker process: given its logs' ids on standard input as they are dealt, its protocol
/// output and standard error read on threads of their own, and everything it says passed on as
/// ``WorkerEvent``s.
///
/// Its standard input is a socket rather than a pipe, so that ids sent to a worker that has
/// just died fail with `EPIPE` (`MSG_NOSIGNAL`) instead of a `SIGPIPE` that would end the
/// supervisor.
enum WorkerProcess {
  private static let errorCapacity = 64 << 10

  /// Starts `executable __worker <options>` in `root`; `nil` when the process cannot start. It
  /// waits for its logs (see ``Launched/give(_:)``).
  static func launch(
    executable: String, options: WorkerOptions, root: String, environment: [String: String]
  ) -> Launched? {
    guard let input = socketPair() else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [WorkerSupervisor.command] + options.arguments
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    process.environment = workerEnvironment(environment, root: root)
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle(fileDescriptor: input.worker, closeOnDealloc: false)
    process.standardOutput = output
    process.standardError = errors
    // Foundation's `waitUntilExit()` on Linux polls its run loop every 50 ms, which was most of
    // a short run's wall time; the termination handler is called as soon as the worker is reaped.
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    defer { close(input.worker) }
    do {
      try process.run()
    } catch {
      close(input.supervisor)
      return nil
    }
    return Launched(
      child: Child(process: process, exited: exited), input: input.supervisor,
      output: output.fileHandleForReading, errors: errors.fileHandleForReading)
  }

  /// The environment a worker runs with: the supervisor's, with the project's root, without the
  /// runtime's backtraces (a crash's report is the trap record and the runtime's message), and
  /// with a deeper per-thread cache of freed memory in glibc's `malloc` (see ``mallocTunable``).
  static func workerEnvironment(_ environment: [String: String], root: String) -> [String: String] {
    var environment = environment
    environment["SCREENPLAY_ROOT"] = root
    environment.merge(RunStorage.environment(root: root)) { _, storage in storage }
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["GLIBC_TUNABLES"] = tunables(
      adding: mallocTunable, to: environment["GLIBC_TUNABLES"])
    return environment
  }

  /// A worker allocates and frees hundreds of small blocks a log, on the threads of its stages.
  /// glibc keeps 7 freed blocks of each size per thread by default; past that, `malloc` and
  /// `free` go to the arena's bins, which cost 3.5% of a release replay's instructions (callgrind,
  /// 2,000 bench logs: 1,005.7M → 970.7M with 1,000). Other C libraries ignore the variable.
  static let mallocTunable = "glibc.malloc.tcache_count=1000"

  /// `existing` (a colon-separated list of tunables) with `tunable` added, unless it already sets
  /// the same one: what the user set wins.
  static func tunables(adding tunable: String, to existing: String?) -> String {
    guard let existing, !existing.isEmpty else { return tunable }
    let name = tunable.prefix { $0 != "=" }
    let named = existing.split(separator: ":").contains { $0.prefix { $0 != "=" } == name }
    return named ? existing : existing + ":" + tunable
  }

  /// A connected pair of stream sockets, closed in any program this process later `exec`s: a
  /// worker's standard input, which the supervisor writes with `MSG_NOSIGNAL`.
  private static func socketPair() -> (supervisor: Int32, worker: Int32)? {
    var ends: [Int32] = [0, 0]
    #if os(Linux)
      let type = Int32(SOCK_STREAM.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// A worker process, started by `exec` through Foundation.
  ///
  /// Never a copy of this process made by `fork` alone: on Linux, the Swift runtime's locks
  /// (its `swift_once`, its metadata caches, `Synchronization.Mutex`) record their owner's
  /// kernel thread id, which each thread keeps in thread-local storage, and a copy's one thread
  /// keeps the id of the thread it was copied from. A lock that thread holds while another
  /// thread of the copy waits for it can then be neither handed over nor released: the copy
  /// spins for good in the runtime, or `Mutex` traps. (Docs/Design.md, "Worker processes".)
  struct Child: Sendable {
    let process: Process
    let exited: DispatchSemaphore

    /// Waits for it to end.
    func end(errors: String) -> WorkerEnd {
      exited.wait()
      // It has ended, so this returns at once; it also lets go of the run-loop source that
      // keeps the `Process` alive (a cycle only this call breaks).
      process.waitUntilExit()
      return WorkerEnd(
        status: process.terminationStatus,
        signaled: process.terminationReason == .uncaughtSignal, errors: errors)
    }

    /// Stops it.
    func terminate() {
      process.terminate()
    }
  }

  /// A started worker: given logs while it runs, and read until it ends.
  final class Launched: Sendable {
    fileprivate let child: Child
    /// The supervisor's end of the worker's standard input, until ``finishGiving()``.
    private let input: Locked<Int32?>
    fileprivate let output: FileHandle
    fileprivate let errors: FileHandle
    /// The logs given so far, in order: a frame's index points into them.
    fileprivate let given = Locked<[LogCase]>([])
    private let errorText = Locked(Data())
    private let errorsRead = DispatchSemaphore(value: 0)

    fileprivate init(child: Child, input: Int32, output: FileHandle, errors: FileHandle) {
      self.child = child
      self.input = Locked(input)
      self.output = output
      self.errors = errors
    }

    /// Reads what the worker says and reports it on `events` as worker `worker`, until it has
    /// ended. Only from here on, not from the start: a worker writes nothing before its first
    /// log.
    func start(as worker: Int, events: AsyncStream<WorkerEvent>.Continuation) {
      Thread.detachNewThread { [self] in
        while case let chunk = errors.availableData, !chunk.isEmpty {
          errorText.withLock { text in
            text.append(chunk.prefix(max(0, errorCapacity - text.count)))
          }
        }
        errorsRead.signal()
      }
      Thread.detachNewThread { [self] in
        read(worker: worker, events: events)
        errorsRead.wait()
        let end = child.end(errors: String(decoding: errorText.withLock { $0 }, as: UTF8.self))
        events.yield(.ended(worker: worker, end))
      }
    }

    /// Gives the worker `cases`, after those given before, as one batch (an empty line ends
    /// it; see ``WorkerInput``). A worker that has ended takes nothing; its end is reported as
    /// usual.
    func give(_ cases: [LogCase]) {
      guard !cases.isEmpty else { return }
      given.withLock { $0 += cases }
      let ids = Array((cases.map { $0.id + "\n" }.joined() + "\n").utf8)
      input.withLock { descriptor in
        guard let descriptor else { return }
        ids.withUnsafeBytes { bytes in
          var sent = 0
          while sent < bytes.count {
            let count = send(
              descriptor, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
          }
        }
      }
    }

    /// Tells the worker that no more logs come: it ends after those it was given.
    func finishGiving() {
      input.withLock { descriptor in
        if let open = descriptor { close(open) }
        descriptor = nil
      }
    }

    /// Lets a worker that was given nothing (and never started) end, without reporting on it.
    func dismiss() {
      finishGiving()
      // Reaped, so that its `Process` is let go (see ``Child/end(errors:)``) and no finished
      // worker lingers while the supervisor runs on.
      Thread.detachNewThread { [self] in _ = child.end(errors: "") }
    }

    /// Reads messages until the worker closes its output; stops a worker that writes garbage.
    private func read(worker: Int, events: AsyncStream<WorkerEvent>.Continuation) {
      var reader = WorkerWire.Reader(cases: [])
      while case let chunk = output.availableData, !chunk.isEmpty {
        reader.append(chunk)
        // The worker reports only logs it was given, and they were added before being sent.
        // Only the new ones are copied: sharing the whole list made each later `give` copy it.
        given.withLock { given in
          if given.count > reader.cases.count { reader.cases += given[reader.cases.count...] }
        }
        // One event per read, not per message: each event wakes the supervisor's main actor.
        var messages: [WorkerMessage] = []
        do throws(WorkerWireError) {
          while let message = try reader.next() { messages.append(message) }
          if !messages.isEmpty { events.yield(.messages(worker: worker, messages)) }
        } catch {
          if !messages.isEmpty { events.yield(.messages(worker: worker, messages)) }
          events.yield(.garbled(worker: worker, error))
          child.terminate()
          while !output.availableData.isEmpty {}
          return
        }
      }
    }
  }
}
