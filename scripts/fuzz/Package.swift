// swift-tools-version: 6.0
// Fuzz targets for Screenplay's three parsers (logs, fixture JSON, goldens), built and run by
// scripts/fuzz-parsers with libFuzzer (-sanitize=fuzzer,address). Not part of the product: this
// package is copied beside a link to the checkout (../screenplay) and built there.
import PackageDescription

let package = Package(
  name: "ScreenplayFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../screenplay")],
  targets: [
    // libFuzzer's driver, declared for Swift; each executable's main.swift hands it its test.
    .target(name: "FuzzDriver"),
    .target(
      name: "FuzzChecks",
      dependencies: ["FuzzDriver", .product(name: "Screenplay", package: "screenplay")]),
    .executableTarget(name: "FuzzLog", dependencies: ["FuzzChecks"]),
    .executableTarget(name: "FuzzFixture", dependencies: ["FuzzChecks"]),
    .executableTarget(name: "FuzzGolden", dependencies: ["FuzzChecks"]),
  ]
)
