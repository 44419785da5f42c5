import Foundation
import Testing

/// `public` says what another package may use: a member marked `public` inside a type that is
/// not (a `package` or internal type, or an extension of one) says something untrue, since no
/// other package can reach it.
@Suite("Access levels")
struct AccessLevelTests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// A type or extension declaration: its access, its kind and its name. Made for each scan, not
  /// kept in a static (LeakSanitizer reports a static regex's compiled program).
  private typealias Declaration = Regex<
    (Substring, access: Substring?, kind: Substring, name: Substring)
  >

  private static func declaration() -> Declaration {
    #/^\s*(?:@[\w().:, ]+\s+)*(?<access>public|package|internal|private|fileprivate)?\s*(?:final\s+|indirect\s+)*(?<kind>class|struct|enum|protocol|actor|extension)\s+(?<name>[A-Za-z_][\w.]*)/#
  }

  /// The module's Swift files, each as its lines without comments.
  private static func files(of module: String) -> [(path: String, lines: [Substring])] {
    let root = sources.appendingPathComponent(module)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return (paths ?? []).filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      else { return nil }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      }
      return (module + "/" + path, lines)
    }
  }

  /// Whether each type the module declares at the top level is public; a protocol counts as
  /// public, since its extensions give their members to the types that conform.
  private static func publicTypes(
    _ files: [(path: String, lines: [Substring])], declaration: Declaration
  ) -> [String: Bool] {
    var types: [String: Bool] = [:]
    for file in files {
      var depth = 0
      for line in file.lines {
        if depth == 0, let match = line.firstMatch(of: declaration), match.kind != "extension" {
          types[String(match.name)] = match.kind == "protocol" || match.access == "public"
        }
        depth += line.count { $0 == "{" } - line.count { $0 == "}" }
      }
    }
    return types
  }

  /// The lines of `module` that mark a member `public` inside a type that is not public.
  private static func publicMembersOfNonPublicTypes(in module: String) -> [String] {
    let files = files(of: module)
    let declaration = declaration()
    let types = publicTypes(files, declaration: declaration)
    var found: [String] = []
    for file in files {
      // Each open declaration's depth, and whether it is public.
      var open: [(depth: Int, isPublic: Bool)] = []
      var depth = 0
      for (index, line) in file.lines.enumerated() {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("public "),
          open.contains(where: { !$0.isPublic })
        {
          found.append("\(file.path):\(index + 1)")
        }
        if let match = line.firstMatch(of: declaration), line.contains("{") {
          let isPublic: Bool
          switch match.kind {
          case "extension":
            let base = String(match.name.split(separator: ".")[0])
            isPublic = match.access.map { $0 == "public" } ?? types[base] ?? true
          case "protocol": isPublic = true
          default: isPublic = match.access == "public"
          }
          open.append((depth, isPublic))
        }
        depth += line.count { $0 == "{" } - line.count { $0 == "}" }
        while let last = open.last, depth <= last.depth { open.removeLast() }
      }
    }
    return found
  }

  @Test(
    "no member is marked public inside a type that is not public",
    arguments: [
      "Screenplay", "ScreenplayCommand", "ScreenplayTesting", "ScreenplaySeams", "ScreenplayLive",
      "Combine",
    ])
  func publicMembers(module: String) {
    #expect(Self.publicMembersOfNonPublicTypes(in: module) == [])
  }
}
