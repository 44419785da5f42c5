import Screenplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a lane worker tells its supervisor, and how it is written on the worker's protocol
/// descriptor.
///
/// An outcome is a frame: `outcome <fields>\n`, then each field as its UTF-8 byte count, a
/// newline and the bytes. A trap is the one line ``TrapBeacon`` writes from its signal handler:
/// `trap<TAB>SIGILL<TAB>replay<TAB>12<TAB>Tests/EventLogs/SignIn/crash.log`. Lengths, not
/// escapes, so any message or history crosses unchanged. A plain pass, nearly every outcome of
/// a run, is one line instead (see ``WorkerWire/appendPassed(index:_:to:)``).
enum WorkerMessage: Equatable {
  /// The outcome of the worker's `index`th log.
  case outcome(index: Int, CaseOutcome)
  /// A trap's signal, the stage it hit, the log line being replayed (0 for none) and the log.
  case trap(signal: String, stage: String, line: Int, path: String)
}

/// Writes and reads ``WorkerMessage``s.
enum WorkerWire {
  private static let fieldCount = 15

  /// The frame of `outcome`, the worker's `index`th log. With `histories`, the received and
  /// expected histories cross whole (for the HTML report); otherwise only the received
  /// history's header does (what the check for unreferenced fixtures reads).
  static func frame(index: Int, _ outcome: CaseOutcome, histories: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    appendFrame(index: index, outcome, histories: histories, to: &bytes)
    return bytes
  }

  /// Appends ``frame(index:_:histories:)`` to `bytes`. Written as bytes, field by field, into
  /// the batch's buffer: a frame is written for every log of a run, and appending its thirty-odd
  /// pieces to a `String` was most of a worker's writing.
  static func appendFrame(
    index: Int, _ outcome: CaseOutcome, histories: Bool, to bytes: inout [UInt8]
  ) {
    if !histories, appendPassed(index: index, outcome, to: &bytes) { return }
    let header = outcome.received?.header
    append("outcome \(fieldCount)\n", to: &bytes)
    func field(_ value: String) {
      var value = value
      value.withUTF8 { utf8 in
        appendDecimal(utf8.count, to: &bytes)
        bytes.append(0x0A)
        bytes.append(contentsOf: utf8)
      }
    }
    field(String(index))
    field(outcome.status.rawValue)
    field(String(outcome.steps))
    field(String(outcome.line))
    field(outcome.firstDivergentStep.map(String.init) ?? "")
    field(outcome.path)
    field(outcome.message)
    field(outcome.pendingPath ?? "")
    field(header == nil ? "" : "1")
    field(header?.log ?? "")
    field(header?.screen ?? "")
    field(header?.fixtures.joined(separator: "\n") ?? "")
    field(histories ? historyTexts(outcome) : "")
    field(outcome.unwrittenPath ?? "")
    field(outcome.flakyReplay.map(String.init) ?? "")
  }

  /// Appends `text`'s UTF-8 bytes (a frame's line, a pass line's piece).
  static func append(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
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

  /// The received and expected histories as one field: each history's text, the expected one
  /// after a NUL (which a history's text never contains); empty when there is none.
  private static func historyTexts(_ outcome: CaseOutcome) -> String {
    guard let received = outcome.received else { return "" }
    let expected = outcome.expected.map { $0 == received ? "=" : HistoryFormat.encode($0) } ?? ""
    return HistoryFormat.encode(received) + "\0" + expected
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
        try Self.message(in: buffer, from: from)
      }
      guard let (message, end) = read else { return nil }
      start = end
      switch message {
      case .trap(let line): return try trap(line)
      case .passed(let line): return try passed(line)
      case .outcome(let fields): return try outcome(fields)
      }
    }

    /// A message's text, before it is read as one.
    private enum Frame {
      case trap(String)
      case passed(String)
      case outcome([String])
    }

    /// The message that starts at `start` in `buffer`, and where it ends; `nil` if it is not
    /// all there yet. Scanned through the buffer with `memchr`: a debug build (what `swift
    /// test` runs) spent about 50 ns a byte in a slice's `firstIndex(of:)`.
    private static func message(in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
      throws(WorkerWireError) -> (Frame, Int)?
    {
      var cursor = start
      guard let line = readLine(buffer, &cursor) else { return nil }
      if line.hasPrefix("trap\t") { return (.trap(line), cursor) }
      if line.hasPrefix(passedPrefix) { return (.passed(line), cursor) }
      guard line == outcomeLine else { throw WorkerWireError(text: String(line.prefix(200))) }
      var fields: [String] = []
      fields.reserveCapacity(WorkerWire.fieldCount)
      for _ in 0..<WorkerWire.fieldCount {
        guard let count = try readCount(buffer, &cursor) else { return nil }
        guard count <= buffer.count - cursor else { return nil }
        fields.append(text(buffer, from: cursor, count: count))
        cursor += count
      }
      return (.outcome(fields), cursor)
    }

    /// The first line of an outcome's frame.
    private static let outcomeLine = "outcome \(WorkerWire.fieldCount)"

    /// The byte count on the line at `cursor`, which moves past its line break; `nil` if the
    /// line is not whole. Plain digits are read as bytes (a frame has fifteen counts, and a debug
    /// build made a `String` of each and parsed it); anything else is read as `Int` reads text.
    private static func readCount(_ buffer: UnsafeBufferPointer<UInt8>, _ cursor: inout Int)
      throws(WorkerWireError) -> Int?
    {
      var position = cursor
      var count = 0
      while position < buffer.count, position - cursor < maxPlainDigits,
        case let byte = buffer[position], byte >= 0x30 && byte <= 0x39
      {
        count = count * 10 + Int(byte - 0x30)
        position += 1
      }
      if position > cursor, position < buffer.count, buffer[position] == 0x0A {
        cursor = position + 1
        return count
      }
      guard let countLine = readLine(buffer, &cursor) else { return nil }
      guard let count = Int(countLine), count >= 0 else {
        throw WorkerWireError(text: String(countLine.prefix(200)))
      }
      return count
    }

    /// Digits a count read as bytes may have: more could overflow, and are read as text.
    private static let maxPlainDigits = 18

    /// The line at `cursor`, which moves past its line break; `nil` if the line is not whole.
    private static func readLine(_ buffer: UnsafeBufferPointer<UInt8>, _ cursor: inout Int)
      -> String?
    {
      guard let base = buffer.baseAddress, cursor < buffer.count,
        let found = memchr(base + cursor, 0x0A, buffer.count - cursor)
      else { return nil }
      let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      defer { cursor = end + 1 }
      return text(buffer, from: cursor, count: end - cursor)
    }

    private static func text(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int)
      -> String
    {
      guard let base = buffer.baseAddress, count > 0 else { return "" }
      return String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
    }

    private func trap(_ line: String) throws(WorkerWireError) -> WorkerMessage {
      let parts = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, let number = Int(parts[3]) else {
        throw WorkerWireError(text: String(line.prefix(200)))
      }
      return .trap(
        signal: String(parts[1]), stage: String(parts[2]), line: number, path: String(parts[4]))
    }

    private func outcome(_ fields: [String]) throws(WorkerWireError) -> WorkerMessage {
      guard let index = IntegerText.value(of: fields[0]), cases.indices.contains(index),
        let status = CaseOutcome.Status(rawValue: fields[1]),
        let steps = IntegerText.value(of: fields[2]),
        let line = IntegerText.value(of: fields[3])
      else { throw WorkerWireError(text: fields.prefix(4).joined(separator: " ")) }
      var outcome = CaseOutcome(
        logCase: cases[index], status: status, steps: steps, message: fields[6], path: fields[5],
        line: line)
      outcome.firstDivergentStep = IntegerText.value(of: fields[4])
      outcome.pendingPath = fields[7].isEmpty ? nil : fields[7]
      outcome.unwrittenPath = fields[13].isEmpty ? nil : fields[13]
      outcome.flakyReplay = IntegerText.value(of: fields[14])
      if !fields[8].isEmpty {
        let header = HistoryHeader(
          log: fields[9], screen: fields[10],
          fixtures: Self.lines(of: fields[11]))
        outcome.received = History(header: header)
        if status == .passed { outcome.expected = outcome.received }
      }
      if !fields[12].isEmpty { try histories(fields[12], into: &outcome) }
      return .outcome(index: index, outcome)
    }

    /// The non-empty lines of `text`, split at its line feeds: a header's fixture names (which
    /// hold no line breaks), one per line. Split as bytes: the `Character`-wise `split` was half
    /// of reading a passing log's frame.
    private static func lines(of text: String) -> [String] {
      var text = text
      return text.withUTF8 { bytes in
        var lines: [String] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
          if index > start {
            lines.append(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          }
          start = index + 1
        }
        return lines
      }
    }

    private func histories(_ field: String, into outcome: inout CaseOutcome) throws(WorkerWireError)
    {
      let parts = field.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
      let path = outcome.logCase.pendingPath
      do throws(Diagnostic) {
        let received = try HistoryFormat.decode(String(parts[0]), path: path)
        outcome.received = received
        let expected = parts.count > 1 ? String(parts[1]) : ""
        outcome.expected =
          expected == "="
          ? received
          : expected.isEmpty ? nil : try HistoryFormat.decode(expected, path: path)
        // The one place a comparison is made again: it doesn't cross the process boundary, the
        // two histories do.
        if outcome.status == .failed, let golden = outcome.expected {
          let comparison = HistoryDiff.compare(expected: golden, actual: received)
          outcome.comparison = comparison.isMatch ? nil : comparison
        }
      } catch {
        throw WorkerWireError(text: error.description)
      }
    }
  }
}

/// Output of a worker that is not a ``WorkerMessage``.
struct WorkerWireError: Error, Equatable {
  /// The start of what was read.
  var text: String
}
