import Foundation
import Testing

/// What keeps Apple's Combine first on a Mac: the module `Combine` (Combine for Linux) and every
/// target that imports it are declared only when the manifest is read on Linux, and no source file
/// of another target imports Combine outside `#if os(Linux)`.
@Suite("Manifest")
struct ManifestTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The manifest's lines between `#if os(Linux)` and its `#else`, and the others.
  private static func manifestParts() throws -> (linux: String, elsewhere: String) {
    let text = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var linux: [Substring] = []
    var elsewhere: [Substring] = []
    var inLinux = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "#if os(Linux)" {
        inLinux = true
      } else if trimmed == "#else" || trimmed == "#endif" {
        inLinux = false
      } else if inLinux {
        linux.append(line)
      } else {
        elsewhere.append(line)
      }
    }
    return (linux.joined(separator: "\n"), elsewhere.joined(separator: "\n"))
  }

  @Test("the targets named Combine, or depending on it, are declared on Linux only")
  func combineTargetsAreLinuxOnly() throws {
    let (linux, elsewhere) = try Self.manifestParts()
    #expect(linux.contains(#"name: "Combine""#))
    #expect(linux.contains(#"dependencies: ["Combine", "ScreenplayTestSupport"]"#))
    #expect(!elsewhere.contains(#""Combine""#))
  }

  @Test("outside the module's own targets, a file imports Combine only within #if os(Linux)")
  func importsAreLinuxOnly() throws {
    let own = ["Sources/Combine/", "Tests/CombineTests/", "Tests/CombineReplayTests/"]
    var unguarded: [String] = []
    for folder in ["Sources", "Tests"] {
      let base = Self.root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
      for file in (files ?? []).filter({ $0.hasSuffix(".swift") }).sorted() {
        let path = folder + "/" + file
        guard !own.contains(where: path.hasPrefix), !path.hasPrefix("Tests/SeedsAsPrinted/")
        else { continue }
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        var depth = 0
        var linuxDepth: Int?
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
          if line.hasPrefix("#if") {
            depth += 1
            if line == "#if os(Linux)" && linuxDepth == nil { linuxDepth = depth }
          } else if line == "#endif" {
            if linuxDepth == depth { linuxDepth = nil }
            depth -= 1
          } else if line.hasPrefix("#else"), linuxDepth == depth {
            linuxDepth = nil
          }
          if line.hasSuffix("import Combine"), linuxDepth == nil { unguarded.append(path) }
        }
      }
    }
    #expect(unguarded == [])
  }
}
