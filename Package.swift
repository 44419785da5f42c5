// swift-tools-version: 6.2
import PackageDescription

// Screenplay: replays recorded event logs through MVVM view models on virtual time and compares
// the rendered state history with golden files. No package dependencies: toolchain only.

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Screenplay",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Screenplay", targets: ["Screenplay"]),
    .executable(name: "screenplay", targets: ["ScreenplayCLI"]),
    .executable(name: "screenplay-benchmark", targets: ["ScreenplayBenchmark"]),
  ],
  targets: [
    // The app under test: its seams (transport, clock, tasks, storage) and its screens.
    .target(name: "AppSupport", swiftSettings: strictSettings),
    .target(name: "Screens", dependencies: ["AppSupport"], swiftSettings: strictSettings),

    // The engine. It knows no screen.
    .target(name: "Screenplay", dependencies: ["AppSupport"], swiftSettings: strictSettings),

    // Per-screen glue: builds each view model with harness doubles, decodes its events, renders it.
    .target(
      name: "Scenes", dependencies: ["Screenplay", "Screens", "AppSupport"],
      swiftSettings: strictSettings),

    // The command-line tool, `swift run screenplay`. (Its module is not named `screenplay`: that
    // would clash with `Screenplay` on case-insensitive file systems.)
    .executableTarget(
      name: "ScreenplayCLI", dependencies: ["Screenplay", "Scenes"], swiftSettings: strictSettings),

    // Speed figures for scripts/benchmark (release build); not part of the product.
    .executableTarget(
      name: "ScreenplayBenchmark", dependencies: ["Screenplay", "Scenes"],
      swiftSettings: strictSettings),

    // Tests: engine unit tests, and one case per event log under Tests/EventLogs.
    .testTarget(
      name: "ScreenplayTests", dependencies: ["Screenplay", "AppSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ScreenplayCLITests", dependencies: ["ScreenplayCLI", "Screenplay"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ScenesTests", dependencies: ["Scenes", "Screenplay", "Screens", "AppSupport"],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
