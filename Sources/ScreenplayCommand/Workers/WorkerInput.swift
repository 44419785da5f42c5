import Foundation
import Screenplay

/// A worker's standard input: the ids of its logs, one per line, as ``WorkerSupervisor`` deals
/// them, until it closes the input; an empty line ends a batch. Read on a thread of its own and
/// handed out a batch at a time: up to the end of the supervisor's batch, at most `batchSize`
/// ids.
///
/// Its state is shared by that thread and the tasks that ask for batches.
final class WorkerInput: Sendable {
  private let batchSize: Int
  private let state = Locked(State())

  private struct State {
    /// Ids read and not handed out yet.
    var ids: [String] = []
    /// Where in `ids` the supervisor's batches end, in order (counts of ids).
    var ends: [Int] = []
    /// Bytes after the last whole line.
    var partial: [UInt8] = []
    /// Whether the input has ended.
    var ended = false
    /// The call of ``next()`` waiting for a batch.
    var waiting: CheckedContinuation<[String]?, Never>?

    /// The next batch if one can be handed out now: the ids up to the end of the supervisor's
    /// batch, at most `batchSize` of them, or, once the input has ended, what is left
    /// (`.some(nil)` when nothing is).
    mutating func take(_ batchSize: Int) -> [String]?? {
      let size = min(batchSize, ends.first ?? batchSize)
      guard ids.count >= size || (ended && !ids.isEmpty) else { return ended ? .some(nil) : nil }
      let batch = Array(ids.prefix(size))
      ids.removeFirst(batch.count)
      ends = ends.map { $0 - batch.count }.filter { $0 > 0 }
      return .some(batch)
    }

    /// Adds the lines read: ids, and empty lines ending batches.
    mutating func add(_ lines: some Sequence<ArraySlice<UInt8>>) {
      for line in lines {
        if !line.isEmpty {
          ids.append(String(decoding: line, as: UTF8.self))
        } else if ids.count > (ends.last ?? 0) {
          ends.append(ids.count)
        }
      }
    }
  }

  /// Reads `descriptor` until it ends, in batches of `batchSize` ids.
  init(descriptor: Int32, batchSize: Int) {
    self.batchSize = max(1, batchSize)
    Thread.detachNewThread { [self] in read(descriptor) }
  }

  /// The next batch (see ``WorkerInput``), `nil` after the end of the input; waits for the
  /// supervisor to deal it. One call at a time.
  func next() async -> [String]? {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        let batch = state.take(batchSize)
        if batch == nil { state.waiting = continuation }
        return batch
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  private func read(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = Foundation.read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      add(buffer[..<count])
    }
    state.withLock { state in
      state.ended = true
      if !state.partial.isEmpty { state.ids.append(String(decoding: state.partial, as: UTF8.self)) }
      state.partial = []
    }
    handOut()
  }

  private func add(_ bytes: ArraySlice<UInt8>) {
    state.withLock { state in
      state.partial += bytes
      var lines = state.partial.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      state.partial = Array(lines.removeLast())
      state.add(lines)
    }
    handOut()
  }

  /// Resumes the waiting call if its batch is there.
  private func handOut() {
    let resumed = state.withLock { state -> (CheckedContinuation<[String]?, Never>, [String]?)? in
      guard let waiting = state.waiting, let batch = state.take(batchSize) else { return nil }
      state.waiting = nil
      return (waiting, batch)
    }
    if let (continuation, batch) = resumed { continuation.resume(returning: batch) }
  }
}
