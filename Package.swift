// swift-tools-version: 6.2
import PackageDescription

// Screenplay: replays recorded event logs through MVVM view models on virtual time and compares
// the rendered state history with golden files. No package dependencies: toolchain only.

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// The harness (the engine, the command line, the test glue) builds as the build configuration
// says, like any package: a debug build of a package that uses it stays quick. A large suite can
// trade build time for replay time with SCREENPLAY_OPTIMIZE=1 in the environment, which optimizes
// the harness (never the app) in debug builds too. In release builds its generic code is offered
// to the modules that use it (cross-module optimization), so a package's scenes replay through
// code specialized for their own types. SwiftPM takes these flags from a dependency whose tools
// version is 6.2 or later.
let optimizeInDebug = (Context.environment["SCREENPLAY_OPTIMIZE"] ?? "0") != "0"
let harnessSettings: [SwiftSetting] =
  strictSettings + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
  + (optimizeInDebug ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : [])

// Combine for Linux. The module is named `Combine`, so that an app's `import Combine` finds it;
// a module of that name must never come before Apple's own. On Linux, the target `Combine` is
// the product `ScreenplayCombine`. Elsewhere (a Mac building this package or a package that
// depends on it) there is no target named `Combine` at all: the product is an empty module of
// another name, and every `import Combine` is Apple's.
#if os(Linux)
  let combineProduct: Product = .library(name: "ScreenplayCombine", targets: ["Combine"])
  // What this repository's benchmark needs to price a Combine view model.
  let combineDependency: [Target.Dependency] = ["Combine"]
  let combineTargets: [Target] = [
    // It tells a replay (ScreenplayRuntimeHooks) when a scheduler's work cannot be the replay's.
    .target(
      name: "Combine", dependencies: ["ScreenplayRuntimeHooks"], swiftSettings: strictSettings),
    .testTarget(
      name: "CombineTests", dependencies: ["Combine", "ScreenplayTestSupport"],
      swiftSettings: strictSettings),
    // Combine view models replayed on virtual time.
    .testTarget(
      name: "CombineReplayTests",
      dependencies: ["Combine", "Screenplay", "ScreenplaySeams", "ScreenplayTestSupport"],
      swiftSettings: strictSettings),
  ]
#else
  let combineProduct: Product = .library(
    name: "ScreenplayCombine", targets: ["ScreenplayCombineElsewhere"])
  let combineTargets: [Target] = [
    .target(name: "ScreenplayCombineElsewhere", path: "Sources/CombineElsewhere")
  ]
  let combineDependency: [Target.Dependency] = []
#endif

let package = Package(
  name: "Screenplay",
  // Linux (tested in CI) needs no entry. An app links only the seams and their live side, which
  // need iOS 16 (`any Clock<Duration>`). The harness runs where `swift test` runs: Linux and
  // macOS 15 or later (Synchronization's Mutex); it spawns worker processes, so it is never built
  // for iOS. CI builds for none of the Apple platforms.
  platforms: [.macOS(.v15), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // What a team depends on. Shipping app code imports only the seams.
    .library(name: "ScreenplaySeams", targets: ["ScreenplaySeams"]),
    .library(name: "ScreenplayLive", targets: ["ScreenplayLive"]),
    .library(name: "Screenplay", targets: ["Screenplay"]),
    .library(name: "ScreenplayTesting", targets: ["ScreenplayTesting"]),
    .library(name: "ScreenplayCommand", targets: ["ScreenplayCommand"]),
    // Combine for Linux, as the module `Combine`: a view model's `import Combine` builds
    // unchanged. Depend on it for Linux only (`condition: .when(platforms: [.linux])`): on
    // Apple's systems the same import is Apple's Combine.
    combineProduct,
    // This repository's own tools.
    .executable(name: "screenplay", targets: ["ScreenplayCLI"]),
    .executable(name: "screenplay-benchmark", targets: ["ScreenplayBenchmark"]),
  ],
  targets: [
    // The seams an app's view models are written against: HTTP transport, tasks, storage,
    // secrets. Shipping code imports this and nothing else of Screenplay.
    .target(name: "ScreenplaySeams", swiftSettings: strictSettings),

    // The live side of the seams, for the app's composition root: URLSession and the real clock,
    // store and tasks. Kept apart so nothing of the harness links URLSession (and libcurl).
    .target(
      name: "ScreenplayLive", dependencies: ["ScreenplaySeams"], swiftSettings: strictSettings),

    // The engine: event logs, fixtures, replay on virtual time (URLSession.shared, Task.sleep and
    // UserDefaults included), rendering, goldens, reports.
    .target(
      name: "Screenplay", dependencies: ["ScreenplaySeams", "ScreenplayRuntimeHooks"],
      swiftSettings: harnessSettings),

    // The Swift runtime's executor hooks named to the linker (C), so that replays find them in an
    // executable linked with `--static-swift-stdlib` too, which exports nothing to `dlsym`.
    .target(name: "ScreenplayRuntimeHooks"),

    // One test per event log in a package's Swift Testing or XCTest target.
    .target(
      name: "ScreenplayTesting", dependencies: ["Screenplay", "ScreenplayCommand"],
      swiftSettings: harnessSettings),

    // The command line as a library: a package's own `screenplay` is a main.swift naming its
    // scenes.
    .target(
      name: "ScreenplayCommand", dependencies: ["Screenplay"], swiftSettings: harnessSettings),

    // This repository's app under test: its five screens, written against the seams.
    .target(name: "Screens", dependencies: ["ScreenplaySeams"], swiftSettings: strictSettings),

    // Per-screen glue: builds each view model with harness doubles, decodes its events, renders it.
    .target(
      name: "Scenes", dependencies: ["Screenplay", "Screens", "ScreenplaySeams"],
      swiftSettings: strictSettings),

    // The command-line tool, `swift run screenplay`. (Its module is not named `screenplay`: that
    // would clash with `Screenplay` on case-insensitive file systems.)
    .executableTarget(
      name: "ScreenplayCLI", dependencies: ["ScreenplayCommand", "Scenes"],
      swiftSettings: strictSettings),

    // Speed figures for scripts/benchmark (release build); not part of the product.
    .executableTarget(
      name: "ScreenplayBenchmark",
      dependencies: ["Screenplay", "ScreenplaySeams", "Scenes"] + combineDependency,
      swiftSettings: strictSettings),

    // A command line whose one scene crashes on purpose, for the tests of verify's worker
    // processes (WorkerTests); not part of the product.
    .executableTarget(
      name: "screenplay-worker-probe", dependencies: ["ScreenplayCommand", "Screenplay"],
      path: "Tests/WorkerProbe", swiftSettings: strictSettings),

    // What the test targets share: scratch package roots and a server on loopback.
    .target(
      name: "ScreenplayTestSupport", dependencies: ["Screenplay"],
      path: "Tests/ScreenplayTestSupport", swiftSettings: strictSettings),

    // Tests: engine unit tests, and one case per event log under Tests/EventLogs.
    .testTarget(
      name: "ScreenplayTests",
      dependencies: [
        "Screenplay", "ScreenplaySeams", "ScreenplayRuntimeHooks", "ScreenplayTestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ScreenplayCommandTests",
      dependencies: [
        "ScreenplayCommand", "Screenplay", "ScreenplayTesting", "Scenes", "ScreenplayTestSupport",
        "ScreenplaySeams",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ScenesTests",
      dependencies: [
        "Scenes", "Screenplay", "ScreenplayTesting", "Screens", "ScreenplaySeams",
        "ScreenplayTestSupport",
      ],
      swiftSettings: strictSettings),
  ] + combineTargets,
  swiftLanguageModes: [.v6]
)
