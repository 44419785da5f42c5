import Scenes
import Screenplay
import Testing

/// Same log in, byte-identical history out: every log replays 20 times to one text. Under
/// `swift test --parallel` these replays interleave with every other test's on the main actor.
@Suite("Replays are deterministic")
struct DeterminismTests {
  static let project = Project.locate()
  static let cases = project?.logCases() ?? []

  @Test("the project has event logs to replay")
  func projectHasLogs() {
    #expect(Self.project != nil, "run swift test from the package root, or set SCREENPLAY_ROOT")
    #expect(Self.cases.count >= 50)
  }

  @MainActor
  @Test("a log replayed 20 times gives one history", arguments: cases)
  func twentyReplays(_ logCase: LogCase) async throws {
    let project = try #require(Self.project)
    let verifier = Verifier(project: project, scenes: Catalog.scenes, mode: .never)
    var histories: Set<String> = []
    for _ in 0..<20 {
      let result = try await verifier.replay(logCase)
      histories.insert(HistoryFormat.encode(result.history))
    }
    #expect(histories.count == 1, "\(histories.sorted().joined(separator: "\n────\n"))")
  }

  @MainActor
  @Test("every log verifies alike streamed and in memory", arguments: cases)
  func streamedAsInMemory(_ logCase: LogCase) async throws {
    let project = try #require(Self.project)
    var verifier = Verifier(project: project, scenes: Catalog.scenes, mode: .never)
    let inMemory = await verifier.verify(logCase)
    verifier.streamingThreshold = 0
    let streamed = await verifier.verify(logCase)
    #expect(inMemory.status == .passed)
    #expect(streamed.status == inMemory.status)
    #expect(streamed.steps == inMemory.steps)
    #expect(streamed.message == inMemory.message)
  }
}
