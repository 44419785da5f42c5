import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// The exact message for the first mistake in a log whose third line is `bytes`.
private func failure(_ bytes: [UInt8]) -> String? {
  let log = Array("screenplay-log 1\nscreen: SignIn\n".utf8) + bytes + [0x0A]
  do {
    _ = try EventLogParser.parse(bytes: log, path: "Tests/EventLogs/SignIn/x.log")
    return nil
  } catch {
    return error.description
  }
}

/// `text` as UTF-8, then `raw`, then `after`.
private func line(_ text: String, _ raw: [UInt8], _ after: String = "\"") -> [UInt8] {
  Array(text.utf8) + raw + Array(after.utf8)
}

/// A log is UTF-8 text with no control character but a tab: anything else is reported at its
/// line and column, never replaced.
@Suite struct EventLogTextTests {
  @Test func aByteThatIsNotUTF8IsReportedAtItsColumn() {
    #expect(
      failure(line("1s email.type text=\"é", [0xFF])) == """
        Tests/EventLogs/SignIn/x.log:3:22: error: the log is not valid UTF-8: byte 0xFF
          hint: save the log as UTF-8 text
        """)
  }

  @Test func aTruncatedSequenceIsReportedAtItsFirstByte() {
    #expect(
      failure(line("# caf", [0xC3], " au lait")) == """
        Tests/EventLogs/SignIn/x.log:3:6: error: the log is not valid UTF-8: byte 0xC3
          hint: save the log as UTF-8 text
        """)
  }

  @Test func aNULIsAControlCharacter() {
    #expect(
      failure(line("1s email.type text=\"a", [0x00])) == #"""
        Tests/EventLogs/SignIn/x.log:3:22: error: control character U+0000 in the log
          hint: remove it: a log is text, where only spaces and tabs separate parts; inside a string write it as an escape, such as \u{0}
        """#)
  }

  @Test(arguments: [
    ([0x1B], "U+001B", 21), ([0x0D], "U+000D", 21), ([0x7F], "U+007F", 21),
    ([0xC2, 0x85], "U+0085", 21),
  ])
  func otherControlCharactersAreReportedToo(raw: [UInt8], code: String, column: Int) {
    #expect(
      failure(line("1s email.type text=\"", raw, "x\"  # comment"))?.hasPrefix(
        "Tests/EventLogs/SignIn/x.log:3:\(column): error: control character \(code) in the log")
        == true)
  }

  @Test func aControlCharacterInACommentIsReportedToo() {
    #expect(
      failure(line("# bell", [0x07], ""))?.hasPrefix(
        "Tests/EventLogs/SignIn/x.log:3:7: error: control character U+0007 in the log") == true)
  }

  @Test("a bad byte is found at its column wherever it sits, and tabs and UTF-8 are text")
  func badBytesAreFoundAtEveryOffset() {
    // Past words of plain ASCII, which the check takes eight bytes at a time, and with a tab or
    // a UTF-8 character (which stop that) before it.
    let bad: [(raw: [UInt8], message: String)] = [
      ([0x00], "control character U+0000 in the log"),
      ([0x1F], "control character U+001F in the log"),
      ([0x7F], "control character U+007F in the log"),
      ([0xC2, 0x85], "control character U+0085 in the log"),
      ([0xFF], "the log is not valid UTF-8: byte 0xFF"),
    ]
    for offset in 0..<20 {
      for lead in ["x", "\t", "é"] {
        let prefix = "# " + String(repeating: "x", count: offset) + lead
        let column = prefix.count + 1
        for (raw, message) in bad {
          #expect(
            failure(line(prefix, raw, "yz"))?.hasPrefix(
              "Tests/EventLogs/SignIn/x.log:3:\(column): error: \(message)") == true,
            "\(raw) after \(offset) × x and \(Array(lead.unicodeScalars))")
        }
        #expect(failure(line(prefix, Array("\t·─".utf8), "yz")) == nil, "\(offset)")
      }
    }
  }

  @Test func tabsCRLFLineEndsAByteOrderMarkAndAReplacementCharacterAreText() throws {
    let text = "\u{FEFF}screenplay-log 1\r\nscreen: SignIn\r\n1s\temail.type\ttext=\"\u{FFFD}\"\r\n"
    let log = try EventLogParser.parse(bytes: Array(text.utf8), path: "x.log")
    #expect(
      log.entries.map(\.fields) == [
        [LogField(name: "text", value: .string("\u{FFFD}"), column: 15)]
      ])
  }

  @Test("a log too long to hold is checked the same way, and neither is recorded")
  @MainActor
  func aVerifiedLogWithABadByteFails() async throws {
    for streamed in [false, true] {
      let scratch = try ScratchProject()
      let bytes = Array(ScratchProject.log.utf8).map { $0 == UInt8(ascii: "A") ? 0xFF : $0 }
      try Data(bytes).write(
        to: URL(fileURLWithPath: scratch.project.absolute("Tests/EventLogs/Counter/basic.log")))
      let outcome = await scratch.verify(.failed, streamed: streamed)
      #expect(
        outcome.message == """
          Tests/EventLogs/Counter/basic.log:5:28: error: the log is not valid UTF-8: byte 0xFF
            hint: save the log as UTF-8 text
          """)
      #expect(scratch.files(under: "Snapshots").isEmpty)
    }
  }
}
