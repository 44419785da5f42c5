import Scenes
import ScreenplayTesting
import Testing

/// `swift test` with a `SCREENPLAY_ROOT` that does not exist fails its one case saying so.
@Suite("Event log suite root")
struct EventLogSuiteRootTests {
  @Test("a SCREENPLAY_ROOT that does not exist is the one failing case, named with the fix")
  func missingRoot() {
    let suite = EventLogSuite(
      scenes: Catalog.scenes, environment: ["SCREENPLAY_ROOT": "/no/such/folder"])
    #expect(suite.project == nil)
    #expect(
      suite.cases == [
        .problem(
          """
          SCREENPLAY_ROOT is /no/such/folder, a folder that does not exist
            hint: set SCREENPLAY_ROOT to the package root (the folder with Package.swift and Tests/EventLogs), or unset it to look from the current folder
          """)
      ])
  }
}
