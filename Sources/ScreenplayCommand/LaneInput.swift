import Foundation

/// A worker's standard input: the ids of its logs, one per line, as ``LaneSupervisor`` deals
/// them, until it closes the input. Read on a thread of its own and handed out a batch at a time.
///
/// Its state is shared by that thread and the tasks that ask for batches, behind an `NSLock`
/// rather than a `Mutex`: ThreadSanitizer does not see `Synchronization.Mutex` on Linux (two
/// threads appending to a `Mutex<[Int]>` are reported as a race), and it does see a pthread
/// mutex, so `scripts/sanitize` can still find a real race here.
final class LaneInput: @unchecked Sendable {
  private let batchSize: Int
  private let lock = NSLock()
  private var unlockedState = State()

  /// Runs `body` on the state, under the lock.
  private func withState<T>(_ body: (inout State) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&unlockedState)
  }

  private struct State {
    /// Ids read and not handed out yet.
    var ids: [String] = []
    /// Bytes after the last whole line.
    var partial: [UInt8] = []
    /// Whether the input has ended.
    var ended = false
    /// The call of ``next()`` waiting for a batch.
    var waiting: CheckedContinuation<[String]?, Never>?

    /// The next batch if one can be handed out now: `batchSize` ids, or, once the input has
    /// ended, what is left (`.some(nil)` when nothing is).
    mutating func take(_ batchSize: Int) -> [String]?? {
      if ids.count >= batchSize || (ended && !ids.isEmpty) {
        let batch = Array(ids.prefix(batchSize))
        ids.removeFirst(batch.count)
        return .some(batch)
      }
      return ended ? .some(nil) : nil
    }
  }

  /// Reads `descriptor` until it ends, in batches of `batchSize` ids.
  init(descriptor: Int32, batchSize: Int) {
    self.batchSize = max(1, batchSize)
    Thread.detachNewThread { [self] in read(descriptor) }
  }

  /// The next `batchSize` ids, fewer at the end of the input, `nil` after it; waits for the
  /// supervisor to deal them. One call at a time.
  func next() async -> [String]? {
    await withCheckedContinuation { continuation in
      let ready = withState { state in
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
    withState { state in
      state.ended = true
      if !state.partial.isEmpty { state.ids.append(String(decoding: state.partial, as: UTF8.self)) }
      state.partial = []
    }
    handOut()
  }

  private func add(_ bytes: ArraySlice<UInt8>) {
    withState { state in
      state.partial += bytes
      var lines = state.partial.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      state.partial = Array(lines.removeLast())
      state.ids += lines.filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }
    }
    handOut()
  }

  /// Resumes the waiting call if its batch is there.
  private func handOut() {
    let resumed = withState { state -> (CheckedContinuation<[String]?, Never>, [String]?)? in
      guard let waiting = state.waiting, let batch = state.take(batchSize) else { return nil }
      state.waiting = nil
      return (waiting, batch)
    }
    if let (continuation, batch) = resumed { continuation.resume(returning: batch) }
  }
}
