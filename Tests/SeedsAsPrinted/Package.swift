// swift-tools-version: 6.2
import PackageDescription

// The view models of three seed articles as printed (Posts, Collexion, Movies), replayed through
// this repository's event logs and compared with its goldens. A package of its own that depends
// on Screenplay as any other package does: by path, on a folder named `screenplay`, which
// scripts/seeds-example makes beside a copy of this folder (see Docs/SeedsAsPrinted.md).
//
// - `PostsSeed`, `CollexionSeed`, `MoviesSeed`: the articles' model, service and view model code,
//   each file headed by the lines it changes and why. Their `import Combine` is Apple's on Apple
//   platforms and Screenplay's `Combine` module on Linux (the `ScreenplayCombine` product, for
//   Linux only). `CollexionSeed` builds in the Swift 5 language mode because its printed code
//   needs it: the Swift 6 mode rejects `get async { wordsSubject.stream }` (an actor reading
//   another actor's non-Sendable `stream` without `await`) and the home view model's
//   `Task { [weak self] in ... }` started from a non-isolated `init` (a non-Sendable `self` sent
//   to another task). The Posts and Movies code builds in the Swift 6 mode as printed (checked on
//   Linux, against Screenplay's Combine).
// - `SeedScenes`: one scene per screen, as the demo's scenes in Sources/Scenes: the same events
//   and the same rendered text, driving the seed classes. The seed types are `internal`, as
//   printed; the scenes see them through `@testable import`, which works in debug builds (the
//   runner's).
// - `seeds-screenplay`: the command line (`verify`, `replay`, ...) over those scenes.
let combine: Target.Dependency = .product(
  name: "ScreenplayCombine", package: "screenplay", condition: .when(platforms: [.linux]))

let package = Package(
  name: "SeedsAsPrinted",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../screenplay")],
  targets: [
    .target(name: "PostsSeed", dependencies: [combine]),
    .target(
      name: "CollexionSeed", dependencies: [combine], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "MoviesSeed", dependencies: [combine]),
    .target(
      name: "SeedScenes",
      dependencies: [
        "PostsSeed", "CollexionSeed", "MoviesSeed",
        .product(name: "Screenplay", package: "screenplay"),
        .product(name: "ScreenplaySeams", package: "screenplay"),
      ]),
    .executableTarget(
      name: "seeds-screenplay",
      dependencies: [
        "SeedScenes",
        .product(name: "Screenplay", package: "screenplay"),
        .product(name: "ScreenplayCommand", package: "screenplay"),
      ]),
  ]
)
