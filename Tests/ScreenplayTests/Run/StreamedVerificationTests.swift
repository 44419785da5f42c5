import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// A log verified as a stream (as one past `streamingThreshold` is) ends exactly as the same log
/// verified in memory: the same outcome, message and files.
@MainActor
@Suite("Streamed verification")
struct StreamedVerificationTests {
  /// The outcome of each way, and the files each left under `Snapshots/` and `.screenplay/`.
  private func both(
    log: String = ScratchProject.log, golden: String?, mode: RecordMode
  ) async throws -> (inMemory: Run, streamed: Run) {
    var runs: [Run] = []
    for streamed in [false, true] {
      let scratch = try ScratchProject(log: log)
      if let golden { try scratch.write(golden, to: "Snapshots/Counter/basic.txt") }
      let outcome = await scratch.verify(mode, streamed: streamed)
      let files =
        (scratch.files(under: "Snapshots").map { "Snapshots/" + $0 }
          + scratch.files(under: ".screenplay").map { ".screenplay/" + $0 })
      runs.append(
        Run(
          status: outcome.status, steps: outcome.steps, message: outcome.message,
          line: outcome.line, files: files.map { "\($0): \(scratch.read($0) ?? "")" }))
    }
    return (runs[0], runs[1])
  }

  private struct Run: Equatable {
    var status: CaseOutcome.Status
    var steps: Int
    var message: String
    var line: Int
    var files: [String]
  }

  @Test("a matching golden passes, and nothing is written")
  func passes() async throws {
    let (inMemory, streamed) = try await both(golden: CounterHistory.golden, mode: .never)
    #expect(streamed == inMemory)
    #expect(streamed.status == .passed)
    #expect(streamed.steps == 9)
    #expect(streamed.files == ["Snapshots/Counter/basic.txt: " + CounterHistory.golden])
  }

  @Test("a missing golden is recorded with the same text")
  func recordsMissing() async throws {
    let (inMemory, streamed) = try await both(golden: nil, mode: .missing)
    #expect(streamed == inMemory)
    #expect(streamed.status == .recorded)
    #expect(streamed.files == ["Snapshots/Counter/basic.txt: " + CounterHistory.golden])
  }

  @Test("a missing golden in mode never fails and leaves the same pending history")
  func neverRecords() async throws {
    let (inMemory, streamed) = try await both(golden: nil, mode: .never)
    #expect(streamed == inMemory)
    #expect(streamed.status == .failed)
    #expect(streamed.files == [".screenplay/pending/Counter/basic.txt: " + CounterHistory.golden])
  }

  @Test("an edited golden fails with the same report, naming the step and log line")
  func editedGolden() async throws {
    let edited = CounterHistory.golden.replacingOccurrences(
      of: "status: loaded 42", with: "status: loaded 41")
    let (inMemory, streamed) = try await both(golden: edited, mode: .never)
    #expect(streamed == inMemory)
    #expect(streamed.status == .failed)
    #expect(streamed.line == 8)
  }

  @Test("a golden with CRLF line breaks still passes")
  func crlfGolden() async throws {
    let crlf = CounterHistory.golden.replacingOccurrences(of: "\n", with: "\r\n")
    let (inMemory, streamed) = try await both(golden: crlf, mode: .never)
    #expect(streamed == inMemory)
    #expect(streamed.status == .passed)
  }

  @Test("a golden with one step fewer fails as in memory")
  func shorterGolden() async throws {
    let lines = CounterHistory.golden.split(separator: "\n", omittingEmptySubsequences: false)
    let cut = lines.lastIndex { $0.hasPrefix("── step ") }!
    let shorter =
      lines[..<(cut - 1)].joined(separator: "\n").replacingOccurrences(
        of: "steps: 9", with: "steps: 8") + "\n"
    let (inMemory, streamed) = try await both(golden: shorter, mode: .never)
    #expect(streamed == inMemory)
    #expect(streamed.status == .failed)
  }

  @Test("a malformed event halfway through fails with the same line and column")
  func malformedEvent() async throws {
    let log = ScratchProject.log.replacingOccurrences(of: "count.load", with: "count.lode")
    let (inMemory, streamed) = try await both(log: log, golden: nil, mode: .missing)
    #expect(streamed == inMemory)
    #expect(streamed.status == .failed)
    #expect(streamed.message.hasPrefix("Tests/EventLogs/Counter/basic.log:8:9: error: "))
    #expect(streamed.files == [])
  }

  @Test("no temporary file is left behind")
  func noTemporaryFiles() async throws {
    _ = try await both(golden: nil, mode: .never)
    let prefix = "screenplay-\(getpid())-"
    let left = try FileManager.default.contentsOfDirectory(atPath: FileSystem.temporaryDirectory)
      .filter { $0.hasPrefix(prefix) }
    #expect(left == [])
  }
}
