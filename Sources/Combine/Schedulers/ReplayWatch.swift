import Foundation
import ScreenplayRuntimeHooks

/// What a scheduler tells a replay of an app's Combine code.
///
/// In a replay, the work a scheduler hands to a queue, a run loop or a Timer is the replay's: it
/// runs on the replay's virtual clock (Screenplay's `ScreenplayRuntimeHooks`). Where it cannot be
/// (an executable linked with `--static-swift-stdlib` keeps libdispatch and Foundation to
/// itself), it would wait on real time, after the replay has moved on: the scheduler sees that
/// the replay did not take its work and reports it, naming the operator that scheduled it, and
/// the replay fails at its log line. Outside a replay none of this does anything.
enum ReplayWatch {
  /// Runs `send`, which hands work to a scheduler (named by `name`), and reports it if no replay
  /// took it (the hooks decide whether a replay is concerned: see
  /// `screenplay_reportUntakenWork`).
  static func handing(to name: @autoclosure () -> String, _ send: () -> Void) {
    let before = screenplay_takenWork()
    send()
    if screenplay_takenWork() == before { screenplay_reportUntakenWork(name()) }
  }

  /// Reports, when `name`'s operator is attached to `scheduler` from a replay's work where the
  /// replay does not follow libdispatch (linked into the executable), that none of its
  /// scheduler's work can be the replay's: at the line that built the pipeline, before any of its
  /// work is lost.
  static func attaching(_ name: StaticString, to scheduler: some Scheduler) {
    guard screenplay_dispatchReplay() != nil, !screenplay_mainQueueIsReplays(),
      let label = replayName(of: scheduler)
    else { return }
    operating(name) { screenplay_reportUntakenWork(label) }
  }

  /// The name of one of the schedulers whose work a replay takes; nil for another scheduler
  /// (`ImmediateScheduler`, one of the app's own), which a replay leaves to itself.
  static func replayName(of scheduler: some Scheduler) -> String? {
    switch scheduler {
    case let queue as DispatchQueue: queue.replayName
    case let runLoop as RunLoop: runLoop.replayName
    case let queue as OperationQueue: queue.replayName
    default: nil
    }
  }

  /// Runs `body`, in which `name`'s operator hands its work to a scheduler: a report names it.
  static func operating(_ name: StaticString, _ body: () -> Void) {
    let previous = name.withUTF8Buffer { buffer in
      screenplay_setSchedulingOperator(
        UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self))
    }
    defer { screenplay_setSchedulingOperator(previous) }
    body()
  }
}

extension DispatchQueue {
  /// The queue as a report names it.
  var replayName: String {
    label == DispatchQueue.main.label ? "DispatchQueue.main" : "DispatchQueue \"\(label)\""
  }
}

extension RunLoop {
  /// The run loop as a report names it.
  var replayName: String {
    self === RunLoop.main ? "RunLoop.main" : "a RunLoop"
  }
}

extension OperationQueue {
  /// The queue as a report names it.
  var replayName: String {
    self === OperationQueue.main ? "OperationQueue.main" : "an OperationQueue"
  }
}
