import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which log each stage of a run is working on, so that a trap (a `fatalError`, a force unwrap of
/// `nil`, an arithmetic overflow) can say where it happened before the process dies.
///
/// Each stage (prepare, replay, conclude) marks the log it works on and the thread it runs on;
/// the replay also marks the log line whose work is running. Marking is a few atomic stores and
/// a copy of the log's path into memory set aside once, so it costs nothing measurable. When a
/// trap's signal arrives, the handler finds the stage of the faulting thread and writes one line
/// to the file descriptor ``install(writingTo:format:)`` was given, using only `write(2)`:
///
/// - ``Format/record``: a frame of a worker's wire (its payload's length and a line feed, then
///   the fields `trap`, `SIGILL`, `replay`, `12` and `Tests/EventLogs/SignIn/crash.log`, each
///   its length, a line feed and its bytes), read by the process that started this one
///   (``WorkerSupervisor`` in the CLI);
/// - ``Format/message``: `Tests/EventLogs/SignIn/crash.log:12:1: error: the replay crashed
///   (SIGILL) …`, for a person reading the test output.
///
/// Then the signal's default action ends the process as before.
package enum TrapBeacon {
  /// The stages of a run.
  package enum Stage: Int, CaseIterable, Sendable {
    case prepare, replay, conclude

    /// `prepare`, `replay` or `conclude`, as a trap's record names it.
    package var name: String {
      switch self {
      case .prepare: "prepare"
      case .replay: "replay"
      case .conclude: "conclude"
      }
    }

    /// Who crashed: the app's code runs only in the replay.
    var who: String { self == .replay ? "the app crashed (" : "Screenplay crashed (" }

    /// What it was doing, after the signal's name; the replay's line follows `while replaying
    /// line`.
    func doing(line: Int) -> String {
      switch self {
      case .prepare: ") while reading this log and its fixtures"
      case .replay: line > 0 ? ") while replaying line " : ") while starting the scene"
      case .conclude: ") while comparing this log's history with its golden"
      }
    }
  }

  /// `the app crashed (SIGILL) while replaying line 12`: the words both the signal handler and
  /// a supervising process use for a trap.
  package static func describe(stage: Stage, signal: String, line: Int) -> String {
    stage.who + signal + stage.doing(line: line)
      + (stage == .replay && line > 0 ? String(line) : "")
  }

  /// How the handler writes what it knows.
  package enum Format: Int, Sendable {
    /// A frame for a supervising process.
    case record
    /// A diagnostic line for a person.
    case message
  }

  /// The signals a trap or abort raises.
  package static let signals: [(number: Int32, name: String)] = [
    (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"), (SIGSEGV, "SIGSEGV"),
    (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"),
  ]

  /// Marks that the calling thread works on the log at `path` in `stage`.
  package static func enter(_ stage: Stage, path: String) {
    guard installed.load(ordering: .acquiring) else { return }
    let slot = slots[stage.rawValue]
    slot.thread.store(0, ordering: .releasing)
    slot.line.store(0, ordering: .relaxed)
    var path = path
    let count = path.withUTF8 { bytes in
      let count = min(bytes.count, Slot.pathCapacity)
      slot.path.update(from: bytes.baseAddress!, count: count)
      return count
    }
    slot.pathCount.store(count, ordering: .relaxed)
    slot.thread.store(currentThread(), ordering: .releasing)
  }

  /// Marks the log line whose work the replay runs now.
  package static func replaying(line: Int) {
    guard installed.load(ordering: .relaxed) else { return }
    slots[Stage.replay.rawValue].line.store(line, ordering: .relaxed)
  }

  /// Marks that the calling thread has finished `stage`'s log.
  package static func leave(_ stage: Stage) {
    guard installed.load(ordering: .relaxed) else { return }
    slots[stage.rawValue].thread.store(0, ordering: .releasing)
  }

  /// Installs the signal handlers, once per process; later calls change where and how they
  /// write. A message ends with `hint: the process ends here, so no later log runs; <hint>`.
  package static func install(writingTo descriptor: Int32, format: Format, hint: String = "") {
    output.store(Int(descriptor), ordering: .relaxed)
    self.format.store(format.rawValue, ordering: .relaxed)
    _ = slots
    _ = buffer
    var hint = hint
    hint.withUTF8 { bytes in
      let count = min(bytes.count, hintCapacity)
      if count > 0 { hintBytes.update(from: bytes.baseAddress!, count: count) }
      hintCount.store(count, ordering: .releasing)
    }
    guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    for (number, _) in signals { signal(number, handleTrap) }
  }

  /// Where one stage's mark lives, allocated once and never freed.
  final class Slot: Sendable {
    static let pathCapacity = 4096
    let thread = Atomic<UInt>(0)
    let line = Atomic<Int>(0)
    let pathCount = Atomic<Int>(0)
    nonisolated(unsafe) let path = UnsafeMutablePointer<UInt8>.allocate(capacity: pathCapacity)
  }

  private static let slots: [Slot] = Stage.allCases.map { _ in Slot() }
  private static let installed = Atomic<Bool>(false)
  private static let output = Atomic<Int>(2)
  private static let format = Atomic<Int>(Format.message.rawValue)
  private static let bufferCapacity = Slot.pathCapacity + 2048
  nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(
    capacity: bufferCapacity)
  /// Room in front of a record's payload for its length and line feed.
  private static let frameRoom = 24
  private static let hintCapacity = 1024
  private static let hintCount = Atomic<Int>(0)
  nonisolated(unsafe) private static let hintBytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: hintCapacity)

  static func currentThread() -> UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }

  /// The signal handler: writes the faulting thread's mark and lets the signal end the process.
  private static let handleTrap: @convention(c) (Int32) -> Void = { number in
    let thread = TrapBeacon.currentThread()
    for raw in 0..<3 where TrapBeacon.slots[raw].thread.load(ordering: .acquiring) == thread {
      TrapBeacon.report(signal: number, stage: Stage(rawValue: raw)!)
      break
    }
    signal(number, SIG_DFL)
  }

  private static func report(signal number: Int32, stage: Stage) {
    let slot = slots[stage.rawValue]
    var writer = BufferWriter(base: buffer, capacity: bufferCapacity)
    var name = "signal"
    for known in signals where known.number == number { name = known.name }
    let path = UnsafeBufferPointer(start: slot.path, count: slot.pathCount.load(ordering: .relaxed))
    let line = slot.line.load(ordering: .relaxed)
    if format.load(ordering: .relaxed) == Format.record.rawValue {
      return writeRecord(signal: name, stage: stage, line: line, path: path)
    } else {
      writer.append(path)
      writer.append(":")
      writer.append(number: max(line, 1))
      writer.append(":1: error: ")
      writer.append(stage.who)
      writer.append(name)
      writer.append(stage.doing(line: line))
      if stage == .replay, line > 0 { writer.append(number: line) }
      writer.append("\n  hint: the process ends here, so no later log runs; ")
      writer.append(
        UnsafeBufferPointer(start: hintBytes, count: hintCount.load(ordering: .acquiring)))
      writer.append("\n")
    }
    _ = writeAll(Int32(output.load(ordering: .relaxed)), writer.base, writer.count)
  }

  /// Writes a trap's frame: the payload after ``frameRoom`` bytes, its length and a line feed
  /// just in front of it, digit by digit from the right, and the two in one write.
  private static func writeRecord(
    signal: String, stage: Stage, line: Int, path: UnsafeBufferPointer<UInt8>
  ) {
    var payload = BufferWriter(base: buffer + frameRoom, capacity: bufferCapacity - frameRoom)
    payload.appendField("trap")
    payload.appendField(signal)
    payload.appendField(stage.name)
    payload.appendField(number: line)
    payload.appendField(path)
    var start = frameRoom - 1
    buffer[start] = 0x0A
    var rest = payload.count
    repeat {
      start -= 1
      buffer[start] = UInt8(48 + rest % 10)
      rest /= 10
    } while rest > 0
    _ = writeAll(
      Int32(output.load(ordering: .relaxed)), buffer + start, frameRoom - start + payload.count)
  }

  private static func writeAll(
    _ descriptor: Int32, _ base: UnsafeMutablePointer<UInt8>, _ count: Int
  )
    -> Bool
  {
    var written = 0
    while written < count {
      let result = systemWrite(descriptor, base + written, count - written)
      guard result > 0 else { return false }
      written += result
    }
    return true
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}

/// Appends bytes to memory set aside in advance: nothing here allocates, as a signal handler
/// must not.
private struct BufferWriter {
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  var count = 0

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let room = min(bytes.count, capacity - count)
    guard room > 0, let start = bytes.baseAddress else { return }
    (base + count).update(from: start, count: room)
    count += room
  }

  /// A field of a worker's frame: the byte count in decimal, a line feed, then the bytes.
  mutating func appendField(_ text: String) {
    var text = text
    text.withUTF8 { appendField($0) }
  }

  mutating func appendField(_ bytes: UnsafeBufferPointer<UInt8>) {
    append(number: bytes.count)
    append("\n")
    append(bytes)
  }

  mutating func appendField(number: Int) {
    var digits = 1
    var rest = number / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    append(number: digits)
    append("\n")
    append(number: number)
  }

  mutating func append(number: Int) {
    var value = number
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      )
    var used = 0
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        raw[19 - used] = UInt8(48 + value % 10)
        value /= 10
        used += 1
      } while value > 0 && used < 20
      append(
        UnsafeBufferPointer(
          start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + 20 - used, count: used))
    }
  }
}
