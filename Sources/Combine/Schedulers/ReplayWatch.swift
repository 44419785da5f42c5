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
  /// Runs `send`, which hands work to `scheduler` (named by `name`); on a thread running a
  /// replay's work, reports it if the replay did not take it.
  static func handing(to name: @autoclosure () -> String, _ send: () -> Void) {
    guard screenplay_dispatchReplay() != nil else { return send() }
    let before = screenplay_takenWork()
    send()
    if screenplay_takenWork() == before { screenplay_reportUntakenWork(name()) }
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
    self === DispatchQueue.main ? "DispatchQueue.main" : "DispatchQueue \"\(label)\""
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
