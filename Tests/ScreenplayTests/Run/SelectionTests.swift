import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// Which logs a run finds and which a filter selects.
@Suite("Log discovery and filters")
struct SelectionTests {
  @Test("logs are found two levels down, sorted by name; other files and places are not logs")
  func discovery() throws {
    let scratch = try ScratchProject()
    try scratch.write("", to: "Tests/EventLogs/Posts/b-offline.log")
    try scratch.write("", to: "Tests/EventLogs/Posts/a-load.log")
    try scratch.write("", to: "Tests/EventLogs/Posts/a.log")
    try scratch.write("", to: "Tests/EventLogs/Posts/notes.txt")
    try scratch.write("", to: "Tests/EventLogs/Posts/.log")
    try scratch.write("", to: "Tests/EventLogs/Posts/old/kept.log")
    try scratch.write("", to: "Tests/EventLogs/top.log")
    // "a" sorts before "a-load", though "a-load.log" sorts before "a.log".
    #expect(
      scratch.project.logCases().map(\.id) == [
        "Counter/basic", "Posts/a", "Posts/a-load", "Posts/b-offline",
      ])
    #expect(
      scratch.files(under: "Tests/EventLogs") == [
        "Counter/basic.log", "Posts/.log", "Posts/a-load.log", "Posts/a.log", "Posts/b-offline.log",
        "Posts/notes.txt", "Posts/old/kept.log", "top.log",
      ])
  }

  @Test("a log's path is <Screen>/<name>.log: other shapes are not logs, any name is kept whole")
  func pathShapes() {
    func id(_ path: String) -> String? {
      LogCase(relativePath: path, suffix: ".log", layout: .standard)?.id
    }
    #expect(id("SignIn/offline.log") == "SignIn/offline")
    #expect(id("Café/é\u{301}t\u{E9}.log") == "Café/é\u{301}t\u{E9}")
    #expect(id("SignIn/a.log.log") == "SignIn/a.log")
    for path in ["SignIn/.log", "/offline.log", "SignIn/offline.txt", "a/b/c.log", "offline.log"] {
      #expect(id(path) == nil, "\(path)")
    }
  }

  @Test("a filter is an exact id, else a case-insensitive part of one; none selects all")
  func filters() throws {
    let scratch = try ScratchProject()
    try scratch.write("", to: "Tests/EventLogs/Posts/load.log")
    try scratch.write("", to: "Tests/EventLogs/Posts/load-again.log")
    let suite = Suite(verifier: Verifier(project: scratch.project, scenes: [], mode: .never))
    #expect(suite.select(nil).map(\.id) == ["Counter/basic", "Posts/load", "Posts/load-again"])
    #expect(suite.select("Posts/load").map(\.id) == ["Posts/load"])
    #expect(suite.select("posts/LOAD").map(\.id) == ["Posts/load", "Posts/load-again"])
    #expect(suite.select("again").map(\.id) == ["Posts/load-again"])
    #expect(suite.select("Posts/load-again-and-again").map(\.id) == [])
    #expect(LogCase(screen: "Posts", name: "café").matches("CAFÉ"))
    #expect(!LogCase(screen: "Posts", name: "load").matches("loads"))
  }

  @Test("ASCII ids are matched from their bytes exactly as the lowercased id string would match")
  func asciiAndOtherIDsMatchAlike() {
    let cases = [
      LogCase(screen: "SignIn", name: "Wrong-Password"), LogCase(screen: "Posts", name: "café"),
      LogCase(screen: "K", name: "x"), LogCase(screen: "\u{212A}", name: "x"),
      LogCase(screen: "A", name: ""),
    ]
    let filters = [
      "signin/wrong", "SIGNIN/WRONG-PASSWORD", "n/w", "/", "in/", "password", "passwords", "É",
      "CAFÉ", "k/x", "K/x", "\u{212A}/x", "a/", "", "x",
    ]
    for logCase in cases {
      for filter in filters {
        let lowered = filter.lowercased()
        #expect(
          logCase.matches(lowercasedUTF8: Array(lowered.utf8))
            == (lowered.isEmpty || logCase.id.lowercased().contains(lowered)),
          "\(logCase.id) \(filter)")
        #expect(logCase.hasID(filter) == (logCase.id == filter), "\(logCase.id) \(filter)")
      }
    }
  }

  @Test("an exact id is found by its screen and name, a name that starts with a combining mark too")
  func exactIDsCompareAsStrings() {
    let logCase = LogCase(screen: "A", name: "\u{301}x")
    for filter in ["A/\u{301}x", "A/x", "A/\u{301}", "A\u{301}/x", "A", "/\u{301}x"] {
      #expect(logCase.hasID(filter) == (logCase.id == filter), "\(filter)")
    }
    #expect(LogCase(screen: "SignIn", name: "café").hasID("SignIn/cafe\u{301}"))
  }
}
