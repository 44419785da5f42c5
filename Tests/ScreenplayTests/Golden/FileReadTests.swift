import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// Reading a whole file in one `read` of the size its status gives, and reading on when the file
/// holds more than that.
@Suite("File reads")
struct FileReadTests {
  @Test("a path is its pieces joined by slashes, byte for byte, whatever they hold")
  func pathsJoinTheirPieces() {
    let pieces = ["", "Tests/EventLogs", "/abs/olute", "SignIn", "café", "e\u{301}", "👨‍👩‍👧", "a b"]
    for folder in pieces {
      for name in pieces {
        for ending in ["", ".log", ".txt.pending"] {
          let plain = FileSystem.path(folder, name, ending: ending)
          #expect(Array(plain.utf8) == Array((folder + "/" + name + ending).utf8))
          for inner in pieces {
            let joined = FileSystem.path(folder, inner, name, ending: ending)
            #expect(Array(joined.utf8) == Array((folder + "/" + inner + "/" + name + ending).utf8))
          }
        }
      }
    }
    let logCase = LogCase(screen: "SignIn", name: "wrong-password")
    #expect(
      logCase.path(in: "Tests/EventLogs", ending: ".log")
        == "Tests/EventLogs/SignIn/wrong-password.log")
  }

  @Test("a file is read whole, an empty one as no bytes, a missing one as nil")
  func readsWholeFiles() throws {
    let folder = try ScratchFolder("read")
    let text = String(repeating: "0123456789abcdef", count: 5_000) + "end"
    try folder.write(text, to: "big.txt")
    try folder.write("", to: "empty.txt")
    #expect(try FileSystem.readText(at: folder.path("big.txt")) == text)
    #expect(try FileSystem.readBytes(at: folder.path("empty.txt")) == [])
    #expect(try FileSystem.readBytes(at: folder.path("none.txt")) == nil)
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
