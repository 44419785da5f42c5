import Screenplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a worker tells its supervisor, and how it is written on the worker's protocol
/// descriptor.
///
/// An outcome is a frame: `outcome <byte count>\n`, then that many bytes of ``WireFieldWriter``
/// values, the outcome's parts one by one (its problems as their diagnostics' fields and
/// details). A trap is the one line ``TrapBeacon`` writes from its signal handler:
/// `trap<TAB>SIGILL<TAB>replay<TAB>12<TAB>Tests/EventLogs/SignIn/crash.log`. A plain pass, nearly
/// every outcome of a run, is one line instead (see ``WorkerWire/appendPassed(index:_:to:)``).
enum WorkerMessage: Equatable {
  /// The outcome of the worker's `index`th log.
  case outcome(index: Int, CaseOutcome)
  /// A trap's signal, the stage it hit, the log line being replayed (0 for none) and the log.
  case trap(signal: String, stage: String, line: Int, path: String)
}

/// Writes and reads ``WorkerMessage``s.
enum WorkerWire {
  /// How an outcome's frame starts.
  static let outcomePrefix = "outcome "

  /// The frame of `outcome`, the worker's `index`th log. With `histories`, the received and
  /// expected histories cross whole, with the steps their comparison pairs (for the HTML
  /// report); otherwise only the received history's header does (what the check for
  /// unreferenced fixtures reads).
  static func frame(index: Int, _ outcome: CaseOutcome, histories: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    appendFrame(index: index, outcome, histories: histories, to: &bytes)
    return bytes
  }

  /// Appends ``frame(index:_:histories:)`` to `bytes`, the batch's buffer.
  static func appendFrame(
    index: Int, _ outcome: CaseOutcome, histories: Bool, to bytes: inout [UInt8]
  ) {
    if !histories, appendPassed(index: index, outcome, to: &bytes) { return }
    var fields = WireFieldWriter()
    fields.write(index)
    fields.write(outcome.status.rawValue)
    fields.write(outcome.steps)
    fields.write(outcome.path)
    fields.write(outcome.line)
    fields.write(outcome.firstDivergentStep)
    fields.write(outcome.pendingPath)
    fields.write(outcome.unwrittenPath)
    fields.write(outcome.flakyReplay)
    fields.write(outcome.recordedBecause)
    fields.write(outcome.problems) { $0.write($1) }
    fields.write(outcome.coverage)
    fields.write(outcome.received?.header)
    fields.write(histories ? outcome.received.map(HistoryFormat.encode) : nil)
    fields.write(histories ? expectedText(outcome) : nil)
    fields.write(histories ? outcome.comparison?.divergences ?? [] : []) { $0.write($1) }
    append(outcomePrefix, to: &bytes)
    appendDecimal(fields.bytes.count, to: &bytes)
    bytes.append(0x0A)
    bytes.append(contentsOf: fields.bytes)
  }

  /// The expected history's text: `=` when it is the received one, `nil` when there is none.
  private static func expectedText(_ outcome: CaseOutcome) -> String? {
    guard let expected = outcome.expected else { return nil }
    return expected == outcome.received ? "=" : HistoryFormat.encode(expected)
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
      case outcome([UInt8])
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
      guard line.hasPrefix(WorkerWire.outcomePrefix),
        let count = IntegerText.value(of: String(line.dropFirst(WorkerWire.outcomePrefix.count))),
        count >= 0
      else { throw WorkerWireError(text: String(line.prefix(200))) }
      guard count <= buffer.count - cursor else { return nil }
      return (.outcome(Array(buffer[cursor..<(cursor + count)])), cursor + count)
    }

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

    private func outcome(_ bytes: [UInt8]) throws(WorkerWireError) -> WorkerMessage {
      var fields = WireFieldReader(bytes)
      let index = try fields.number()
      let statusText = try fields.text()
      guard cases.indices.contains(index), let status = CaseOutcome.Status(rawValue: statusText)
      else { throw WorkerWireError(text: "\(index) \(statusText)") }
      let steps = try fields.number()
      let path = try fields.text()
      var outcome = CaseOutcome(
        logCase: cases[index], status: status, steps: steps, path: path, line: try fields.number())
      outcome.firstDivergentStep = try fields.optionalNumber()
      outcome.pendingPath = try fields.optionalText()
      outcome.unwrittenPath = try fields.optionalText()
      outcome.flakyReplay = try fields.optionalNumber()
      outcome.recordedBecause = try fields.optionalText()
      outcome.problems = try fields.list { fields throws(WorkerWireError) in try fields.problem() }
      outcome.coverage = try fields.coverage()
      if let header = try fields.header() {
        outcome.received = History(header: header)
        if status == .passed { outcome.expected = outcome.received }
      }
      try histories(&fields, into: &outcome)
      guard fields.isAtEnd else { throw WorkerWireError(text: "\(index) \(statusText)") }
      return .outcome(index: index, outcome)
    }

    /// Reads the histories, when they crossed, and the comparison their divergent steps make.
    private func histories(_ fields: inout WireFieldReader, into outcome: inout CaseOutcome)
      throws(WorkerWireError)
    {
      let receivedText = try fields.optionalText()
      let expectedText = try fields.optionalText()
      let divergences = try fields.list { fields throws(WorkerWireError) in
        try fields.divergence()
      }
      guard let receivedText else { return }
      let path = outcome.logCase.pendingPath
      do throws(Diagnostic) {
        let received = try HistoryFormat.decode(receivedText, path: path)
        outcome.received = received
        outcome.expected =
          expectedText == "="
          ? received
          : try expectedText.map { text throws(Diagnostic) in
            try HistoryFormat.decode(text, path: path)
          }
      } catch {
        throw WorkerWireError(text: error.description)
      }
      guard let expected = outcome.expected, let received = outcome.received,
        !divergences.isEmpty || expected.header != received.header
      else { return }
      outcome.comparison = try Self.comparison(expected, received, divergences)
    }

    /// The comparison of two histories from the steps a worker's comparison paired.
    private static func comparison(
      _ expected: History, _ received: History, _ pairs: [WireDivergence]
    ) throws(WorkerWireError) -> HistoryComparison {
      func step(_ index: Int?, in history: History) throws(WorkerWireError) -> Step {
        guard let index, history.steps.indices.contains(index) else {
          throw WorkerWireError(text: "no step \(index.map(String.init) ?? "-")")
        }
        return history.steps[index]
      }
      var divergences: [Divergence] = []
      for pair in pairs {
        switch pair.kind {
        case .changed:
          divergences.append(
            .changed(
              expected: try step(pair.expected, in: expected),
              actual: try step(pair.actual, in: received)))
        case .inserted: divergences.append(.inserted(try step(pair.actual, in: received)))
        case .removed: divergences.append(.removed(try step(pair.expected, in: expected)))
        }
      }
      return HistoryComparison(
        expected: expected, actual: received,
        headerDifferences: HeaderDifference.between(
          expected: expected.header, actual: received.header),
        divergences: divergences)
    }
  }
}

/// Output of a worker that is not a ``WorkerMessage``.
struct WorkerWireError: Error, Equatable {
  /// The start of what was read.
  var text: String
}
