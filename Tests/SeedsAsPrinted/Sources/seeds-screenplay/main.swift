import Foundation
import Screenplay
import ScreenplayCommand
import SeedScenes

// The seed package's command line: `verify`, `replay`, `accept`, ... over the seed scenes.
//
// The logs and fixtures are the repository's: scripts/seeds-example links this package's
// `Tests/EventLogs` and `Tests/Fixtures` to the repository's folders, so each history names its
// log as the repository's goldens do (`log: Tests/EventLogs/Posts/offline.log`). The goldens are
// either the repository's (`SEEDS_GOLDENS=main`: `../screenplay/Snapshots`, for the logs whose
// seed history is the demo's) or this package's own `Snapshots` (otherwise: the seed histories
// that differ, each explained in Docs/SeedsAsPrinted.md).
let goldens =
  ProcessInfo.processInfo.environment["SEEDS_GOLDENS"] == "main"
  ? "../screenplay/Snapshots" : "Snapshots"

await ScreenplayCommand(
  scenes: SeedScenes.all, sceneRegistry: "Sources/SeedScenes/SeedScenes.swift",
  layout: Layout(snapshots: goldens)
).main()
