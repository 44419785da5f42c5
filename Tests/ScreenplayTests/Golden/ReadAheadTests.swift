import Foundation
import Testing

@testable import Screenplay

/// Files opened ahead of their reading: handed to their reader once, never opened where a
/// reader would refuse them.
@Suite final class ReadAheadTests {
  private let root: String

  init() throws {
    root = try FixtureTestSupport.temporaryDirectory()
    try FixtureTestSupport.write("one\n", to: root + "/Tests/Fixtures/SignIn/one.json")
    try FixtureTestSupport.write("two\n", to: root + "/outside/two.json")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tests/Fixtures/Linked", withDestinationPath: root + "/outside")
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test("a file opened ahead is read through its descriptor, which is handed over once")
  func handsOverOnce() throws {
    let path = root + "/Tests/Fixtures/SignIn/one.json"
    let missing = root + "/Tests/Fixtures/SignIn/none.json"
    let readAhead = ReadAhead([path, missing], flags: ReadAhead.fileFlags)
    #expect(readAhead.take(missing) == nil)
    #expect(try FileSystem.readBytes(at: path, readAhead: readAhead) == Array("one\n".utf8))
    #expect(readAhead.take(path) == nil)
    // Read again, the file is opened by the reader itself.
    #expect(try FileSystem.readBytes(at: path, readAhead: readAhead) == Array("one\n".utf8))
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
