import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// Files opened ahead of their reading: handed to their reader once, never opened where a
/// reader would refuse them.
@Suite final class ReadAheadTests {
  private let folder: ScratchFolder
  private let root: String

  init() throws {
    folder = try ScratchFolder("read-ahead")
    root = folder.root
    try folder.write("one\n", to: "Tests/Fixtures/SignIn/one.json")
    try folder.write("two\n", to: "outside/two.json")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tests/Fixtures/Linked", withDestinationPath: root + "/outside")
  }

  @Test("a file opened ahead is read through its descriptor, which is handed over once")
  func handsOverOnce() throws {
    let path = root + "/Tests/Fixtures/SignIn/one.json"
    let missing = root + "/Tests/Fixtures/SignIn/none.json"
    // As if the files were not in the page cache (whether they are is the machine's business).
    let readAhead = ReadAhead([missing, path], flags: ReadAhead.fileFlags) { _ in false }
    #expect(readAhead.take(missing) == nil)
    #expect(try FileSystem.readBytes(at: path, readAhead: readAhead) == Array("one\n".utf8))
    #expect(readAhead.take(path) == nil)
    // Read again, the file is opened by the reader itself.
    #expect(try FileSystem.readBytes(at: path, readAhead: readAhead) == Array("one\n".utf8))
  }

  @Test("nothing is opened ahead when the first file that opens is in the page cache")
  func nothingWhenCached() {
    let one = root + "/Tests/Fixtures/SignIn/one.json"
    let two = root + "/outside/two.json"
    var probed: [Int32] = []
    let readAhead = ReadAhead([root + "/none.json", one, two], flags: ReadAhead.fileFlags) {
      probed.append($0)
      return true
    }
    #expect(probed.count == 1, "only the first file that opens is probed")
    #expect(readAhead.take(one) == nil)
    #expect(readAhead.take(two) == nil)
  }

  @Test("no fixture is opened ahead in a linked folder, nor under a name that is no file name")
  func fixturesOpenedAhead() {
    var log = EventLog(
      path: "Tests/EventLogs/SignIn/a.log", screen: "SignIn", fixtures: ["one", "../two", ""],
      fixturesLine: 3)
    #expect(
      FixtureLoader.files(of: log, in: root + "/Tests/Fixtures/SignIn") == [
        root + "/Tests/Fixtures/SignIn/one.json"
      ])
    log.fixtures = ["two"]
    #expect(FixtureLoader.files(of: log, in: root + "/Tests/Fixtures/Linked") == [])
  }
}
