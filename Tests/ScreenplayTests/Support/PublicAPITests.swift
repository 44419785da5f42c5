import Foundation
import Testing

/// The types each library product makes public, listed so that a change to them is a change to
/// this list, seen in review. Sibling modules share the rest through `package` access.
@Suite("Public API")
struct PublicAPITests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// `public` top-level declarations of the module in `folder`, as "Name" (sorted), and those
  /// without a doc comment.
  private static func publicTypes(in folder: String) throws
    -> (types: [String], undocumented: [String])
  {
    let pattern = try Regex(
      #"^public (?:final |indirect )?(?:class|struct|enum|protocol|actor|typealias) ([A-Za-z_]+)"#)
    var types: [String] = []
    var undocumented: [String] = []
    let root = sources.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    for file in (files ?? []).filter({ $0.hasSuffix(".swift") }).sorted() {
      let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        guard let match = line.firstMatch(of: pattern), let name = match.output[1].substring
        else { continue }
        types.append(String(name))
        var above = index - 1
        while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
        if above < 0 || !lines[above].hasPrefix("///") { undocumented.append(String(name)) }
      }
    }
    return (types.sorted(), undocumented.sorted())
  }

  @Test("Screenplay makes public what a package's scenes and tests use, each documented")
  func screenplay() throws {
    let (types, undocumented) = try Self.publicTypes(in: "Screenplay")
    #expect(undocumented == [])
    #expect(
      types == [
        "Canvas", "CommandHints", "Diagnostic", "EventFields", "EventRefusal", "EventSpec",
        "FieldKind", "FieldSpec", "FieldValues", "Fixture", "FixtureLoader", "Flow", "FlowEvent",
        "Harness", "History", "Invariant", "Layout", "LogCase", "LogValue", "LoggableEvent",
        "LoggedEvent", "Navigation", "NavigationLayer", "NoEvent", "Project", "ProjectNotFound",
        "RecordMode", "ReplayLimits", "ReplayResult", "Scene", "SceneDescriptor", "Screen",
        "SecretNames", "ShownScreen", "StateEvent", "Step", "StoreFixture", "Subscription",
        "Transition", "Trigger", "VirtualClock", "VirtualTime",
      ])
  }

  @Test("ScreenplayCommand and ScreenplayTesting make public their entry points, each documented")
  func entryPoints() throws {
    let command = try Self.publicTypes(in: "ScreenplayCommand")
    let testing = try Self.publicTypes(in: "ScreenplayTesting")
    #expect(command.undocumented == [] && testing.undocumented == [])
    #expect(command.types == ["ScreenplayCommand"])
    #expect(testing.types == ["EventLogCase", "EventLogSuite", "SceneTester"])
  }
}
