import Screenplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a worker tells its supervisor.
enum WorkerMessage: Equatable {
  /// The outcome of the worker's `index`th log.
  case outcome(index: Int, CaseOutcome)
  /// A trap's signal, the stage it hit, the log line being replayed (0 for none) and the log.
  case trap(signal: String, stage: String, line: Int, path: String)
}

/// Writes and reads ``WorkerMessage``s on a worker's protocol descriptor.
///
/// Every message is one frame: its payload's byte count in decimal and a line feed, then the
/// payload, ``WireFieldWriter`` values whose first names the message (`outcome` or `trap`). An
/// outcome's values are its own, one by one: nothing is rebuilt on the other side, and no
/// history crosses (an HTML report's section is rendered in the worker). ``TrapBeacon`` writes a
/// trap's frame from its signal handler.
enum WorkerWire {
  /// Appends the frame of `outcome`, the worker's `index`th log, to `bytes`, the batch's buffer.
  static func appendFrame(index: Int, _ outcome: CaseOutcome, to bytes: inout [UInt8]) {
    var fields = WireFieldWriter()
    fields.write("outcome")
    fields.write(index)
    fields.write(outcome)
    appendDecimal(fields.bytes.count, to: &bytes)
    bytes.append(0x0A)
    bytes.append(contentsOf: fields.bytes)
  }

  /// Appends the decimal digits of `value` (0 or more).
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(0x30 + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Reads the messages in a worker's output, as it arrives.
  struct Reader {
    private var bytes: [UInt8] = []
    private var start = 0
    /// The logs of the worker, in the order it was given them (so far).
    var cases: [LogCase]

    init(cases: [LogCase]) {
      self.cases = cases
    }

    /// Adds bytes read from the worker.
    mutating func append(_ chunk: some Sequence<UInt8>) {
      if start > 0, start == bytes.count {
        bytes.removeAll(keepingCapacity: true)
        start = 0
      }
      bytes.append(contentsOf: chunk)
    }

    /// The next whole message; `nil` until more bytes arrive. Throws on bytes that are not a
    /// message (a worker that wrote something else).
    mutating func next() throws(WorkerWireError) -> WorkerMessage? {
      let from = start
      let read = try bytes.withUnsafeBufferPointer { buffer throws(WorkerWireError) in
        try Self.payload(in: buffer, from: from)
      }
      guard let (payload, end) = read else { return nil }
      start = end
      var fields = WireFieldReader(payload)
      let message: WorkerMessage
      switch try fields.text() {
      case "outcome":
        let index = try fields.number()
        guard cases.indices.contains(index) else { throw WorkerWireError(text: "no log \(index)") }
        message = .outcome(index: index, try fields.outcome(of: cases[index]))
      case "trap":
        message = .trap(
          signal: try fields.text(), stage: try fields.text(), line: try fields.number(),
          path: try fields.text())
      case let kind: throw WorkerWireError(text: String(kind.prefix(200)))
      }
      guard fields.isAtEnd else { throw WorkerWireError(text: "more than a message") }
      return message
    }

    /// The payload of the frame that starts at `start` in `buffer`, and where the frame ends;
    /// `nil` if it is not all there yet. The line feed is found with `memchr`.
    private static func payload(in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
      throws(WorkerWireError) -> ([UInt8], Int)?
    {
      guard let base = buffer.baseAddress, start < buffer.count,
        let found = memchr(base + start, 0x0A, buffer.count - start)
      else { return nil }
      let lineEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      let line = String(
        decoding: UnsafeBufferPointer(start: base + start, count: lineEnd - start), as: UTF8.self)
      guard let count = IntegerText.value(of: line), count >= 0 else {
        throw WorkerWireError(text: String(line.prefix(200)))
      }
      let payloadStart = lineEnd + 1
      guard count <= buffer.count - payloadStart else { return nil }
      return (Array(buffer[payloadStart..<(payloadStart + count)]), payloadStart + count)
    }
  }
}

/// Output of a worker that is not a ``WorkerMessage``.
struct WorkerWireError: Error, Equatable {
  /// The start of what was read.
  var text: String
}
