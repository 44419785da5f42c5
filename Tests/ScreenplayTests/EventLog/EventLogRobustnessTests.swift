import Testing

@testable import Screenplay

/// SplitMix64: a tiny seeded generator, so every run tries the same inputs.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

private let seedLog = #"""
  screenplay-log 1
  screen: SignIn
  fixtures: sign-in-success, offline
  0.000s  email.type  text="j\"o\\\n\u{1F600}"  n=-3 d=1.5e3 b=true # comment
  250ms   signIn.tap
  """#

private let pieces: [String] = [
  " ", "\t", "\"", "\\", "#", "=", ":", ",", ".", "-", "s", "ms", "u{", "}", "0", "9", "\n",
  "\r\n", "é", "\u{301}", "😀", "x", "\u{FEFF}", "1e999", "99999999999999999999",
]

/// `text` with one piece inserted, one scalar removed, or one scalar replaced.
private func mutated(_ text: String, using generator: inout SeededGenerator) -> String {
  var scalars = Array(text.unicodeScalars)
  let position = Int.random(in: 0...scalars.count, using: &generator)
  let piece = Array(pieces.randomElement(using: &generator)?.unicodeScalars ?? "x".unicodeScalars)
  switch Int.random(in: 0..<3, using: &generator) {
  case 0: scalars.insert(contentsOf: piece, at: position)
  case 1 where position < scalars.count: scalars.remove(at: position)
  default: scalars.replaceSubrange(position..<min(position + 1, scalars.count), with: piece)
  }
  return String(String.UnicodeScalarView(scalars))
}

/// The character count of each line, split the way the parser splits.
private func lineLengths(_ text: String) -> [Int] {
  text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var scalars = Array(line)
    if scalars.last == "\r" { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars)).count
  }
}

private func withoutPositions(_ entries: [LogEntry]) -> [LogEntry] {
  entries.map { entry in
    LogEntry(
      time: entry.time, event: entry.event,
      fields: entry.fields.map { LogField(name: $0.name, value: $0.value) })
  }
}

@Suite struct EventLogRobustnessTests {
  @Test func pointsInsideTheTextOrReadsBackWhatItWroteForThousandsOfMutatedLogs() throws {
    var generator = SeededGenerator(state: 2024)
    var accepted = 0
    for _ in 0..<3000 {
      var text = seedLog
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        text = mutated(text, using: &generator)
      }
      do {
        let log = try EventLogParser.parse(text, path: "m.log")
        let again = try EventLogParser.parse(EventLogWriter.write(log), path: "m.log")
        #expect(withoutPositions(again.entries) == withoutPositions(log.entries), "\(text)")
        accepted += 1
      } catch {
        let lengths = lineLengths(text)
        #expect((1...lengths.count).contains(error.line), "\(error)")
        #expect(
          (1...(lengths[max(0, min(error.line, lengths.count) - 1)] + 1)).contains(error.column),
          "\(error)")
        #expect(error.hint?.isEmpty == false, "\(error)")
      }
    }
    #expect(accepted > 0)
  }
}
