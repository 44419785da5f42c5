import Scenes
import ScreenplayTesting
import Testing

/// One test case per event log under `Tests/EventLogs`: a new log needs no new Swift code.
/// `SCREENPLAY_FILTER=SignIn/offline swift test --filter eventLog` runs (or records) one alone.
/// Each log replays in a `screenplay` worker process, so a crash fails that log alone.
let eventLogs = EventLogSuite(
  scenes: Catalog.scenes, cli: "swift run screenplay",
  sceneRegistry: "Sources/Scenes/Catalog.swift",
  worker: "screenplay")

@Test("Event logs replay to their goldens", arguments: eventLogs.cases)
func eventLog(_ log: EventLogCase) async {
  await eventLogs.verify(log)
}
