import Screenplay

extension WorkerWire {
  /// How a plain pass's line starts.
  static let passedPrefix = "passed "

  /// Appends a plain pass as one line, `passed <index> <steps>[ <fixture>…]`, and returns
  /// `true`; returns `false`, appending nothing, for any other outcome, which takes a frame.
  ///
  /// A plain pass says nothing but its steps and its fixtures: no message, line 1, its log's
  /// path, and a received history whose header names that log and its screen, as the verifier
  /// makes every pass. The reader makes the same outcome from its own log case. Nearly every
  /// outcome of a run is one, and reading fifteen fields into strings for each was most of the
  /// supervisor's reading. A fixture name holding a space or a control character (a log's
  /// `fixtures:` line allows none) sends the whole frame.
  static func appendPassed(index: Int, _ outcome: CaseOutcome, to bytes: inout [UInt8]) -> Bool {
    guard outcome.status == .passed, outcome.problems.isEmpty, outcome.recordedBecause == nil,
      outcome.line == 1,
      outcome.firstDivergentStep == nil, outcome.pendingPath == nil,
      outcome.unwrittenPath == nil, outcome.flakyReplay == nil, outcome.coverage == nil,
      let header = outcome.received?.header, outcome.expected?.header == header,
      header.screen == outcome.logCase.screen, header.log == outcome.path,
      outcome.path == outcome.logCase.logPath, index >= 0, outcome.steps >= 0,
      allPlainNames(header.fixtures)
    else { return false }
    append(passedPrefix, to: &bytes)
    appendDecimal(index, to: &bytes)
    bytes.append(0x20)
    appendDecimal(outcome.steps, to: &bytes)
    var position = 0
    while position < header.fixtures.count {
      bytes.append(0x20)
      append(header.fixtures[position], to: &bytes)
      position += 1
    }
    bytes.append(0x0A)
    return true
  }

  /// Whether each name is non-empty and holds no byte a line would split at (space or below).
  private static func allPlainNames(_ names: [String]) -> Bool {
    var position = 0
    while position < names.count {
      var name = names[position]
      let plain = name.withUTF8 { bytes in
        guard bytes.count > 0 else { return false }
        var index = 0
        while index < bytes.count, bytes[index] > 0x20 { index += 1 }
        return index == bytes.count
      }
      guard plain else { return false }
      position += 1
    }
    return true
  }
}

extension WorkerWire.Reader {
  /// The outcome a `passed` line stands for (see ``WorkerWire/appendPassed(index:_:to:)``).
  func passed(_ line: String) throws(WorkerWireError) -> WorkerMessage {
    var text = line
    let parts = text.withUTF8 { Self.passedParts($0) }
    guard let parts, parts.index < cases.count else {
      throw WorkerWireError(text: String(line.prefix(200)))
    }
    let logCase = cases[parts.index]
    let path = logCase.logPath
    var outcome = CaseOutcome(logCase: logCase, status: .passed, steps: parts.steps, path: path)
    let received = History(
      header: HistoryHeader(log: path, screen: logCase.screen, fixtures: parts.fixtures))
    outcome.received = received
    outcome.expected = received
    return .outcome(index: parts.index, outcome)
  }

  /// The index, steps and fixture names of a `passed` line, or `nil` if it is not one.
  private static func passedParts(_ bytes: UnsafeBufferPointer<UInt8>)
    -> (index: Int, steps: Int, fixtures: [String])?
  {
    var cursor = WorkerWire.passedPrefix.utf8.count
    guard let index = number(bytes, &cursor), cursor < bytes.count else { return nil }
    cursor += 1
    guard let steps = number(bytes, &cursor) else { return nil }
    var fixtures: [String] = []
    while cursor < bytes.count {
      guard bytes[cursor] == 0x20 else { return nil }
      cursor += 1
      let start = cursor
      while cursor < bytes.count, bytes[cursor] > 0x20 { cursor += 1 }
      guard cursor > start, let base = bytes.baseAddress else { return nil }
      fixtures.append(
        String(
          decoding: UnsafeBufferPointer(start: base + start, count: cursor - start), as: UTF8.self))
    }
    return (index, steps, fixtures)
  }

  /// The decimal number at `cursor` (digits only, at most 18), moving past it.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ cursor: inout Int) -> Int? {
    let start = cursor
    var value = 0
    while cursor < bytes.count, cursor - start < 18, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
      value = value * 10 + Int(bytes[cursor] - 0x30)
      cursor += 1
    }
    guard cursor > start, cursor == bytes.count || bytes[cursor] == 0x20 else { return nil }
    return value
  }
}
