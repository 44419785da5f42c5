import Foundation
import Testing

@testable import Screenplay

/// Reading a whole file in one `read` of the size its status gives, and reading on when the file
/// holds more than that.
@Suite("File reads")
struct FileReadTests {
  @Test("a file is read whole, an empty one as no bytes, a missing one as nil")
  func readsWholeFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenplay-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = String(repeating: "0123456789abcdef", count: 5_000) + "end"
    try Data(text.utf8).write(to: folder.appendingPathComponent("big.txt"))
    try Data().write(to: folder.appendingPathComponent("empty.txt"))
    #expect(try FileSystem.readText(at: folder.appendingPathComponent("big.txt").path) == text)
    #expect(try FileSystem.readBytes(at: folder.appendingPathComponent("empty.txt").path) == [])
    #expect(try FileSystem.readBytes(at: folder.appendingPathComponent("none.txt").path) == nil)
  }

  #if os(Linux)
    @Test("a file holding more than its size says (as /proc's do) is read to its end")
    func readsPastTheStatedSize() throws {
      // /proc/self/cmdline reports a size of 0 and holds this process's arguments.
      let bytes = try #require(try FileSystem.readBytes(at: "/proc/self/cmdline"))
      let expected = CommandLine.arguments.map { Array($0.utf8) + [0] }.joined()
      #expect(bytes == Array(expected))
    }
  #endif
}
