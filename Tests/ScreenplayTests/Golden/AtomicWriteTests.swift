import Foundation
import ScreenplayTestSupport
import Testing

@testable import Screenplay

/// Atomic writes go through the project's temporary folder, so a golden's folder only ever holds
/// goldens, and the files a killed run left there are removed by the next.
@Suite("Atomic writes")
struct AtomicWriteTests {
  @Test("a .screenplay folder is made with a .gitignore that ignores it whole; no other folder is")
  func workFolderIgnoresItself() throws {
    let scratch = try ScratchProject()
    let project = scratch.project
    try FileSystem.createDirectories(project.absolute(".screenplay/pending/SignIn"))
    #expect(
      scratch.read(".screenplay/.gitignore")
        == "# Screenplay's pending histories and temporary files.\n*\n")
    try FileSystem.createDirectories(project.absolute("Snapshots/SignIn"))
    #expect(scratch.read("Snapshots/.gitignore") == nil)
    #expect(scratch.read("Snapshots/SignIn/.gitignore") == nil)
    // A folder that was there already is left as it is.
    try FileManager.default.removeItem(atPath: project.absolute(".screenplay/.gitignore"))
    try FileSystem.createDirectories(project.absolute(".screenplay/tmp"))
    #expect(scratch.read(".screenplay/.gitignore") == nil)
  }

  @Test("a write goes through .screenplay/tmp and leaves only the golden in its folder")
  func throughTemporaryFolder() throws {
    let scratch = try ScratchProject()
    let project = scratch.project
    let golden = project.absolute("Snapshots/Counter/basic.txt")
    try FileSystem.createDirectories(project.absolute("Snapshots/Counter"))
    let writer = try FileWriter(path: golden, temporaryFolder: project.temporaryFolder)
    try writer.write("screenplay-history 2\n")
    let temporary = FileSystem.files(under: project.temporaryFolder, suffix: "")
    #expect(temporary.count == 1)
    #expect(temporary.first?.hasPrefix("\(getpid())-") == true)
    #expect(temporary.first?.hasSuffix(".tmp") == true)
    #expect(scratch.files(under: "Snapshots").isEmpty, "nothing appears before the rename")
    try writer.finish()
    #expect(scratch.files(under: "Snapshots") == ["Counter/basic.txt"])
    #expect(scratch.read("Snapshots/Counter/basic.txt") == "screenplay-history 2\n")
    #expect(FileSystem.files(under: project.temporaryFolder, suffix: "").isEmpty)
  }

  @Test("recording a golden leaves nothing but the golden under Snapshots or in .screenplay")
  @MainActor
  func recordLeavesNothing() async throws {
    let scratch = try ScratchProject()
    #expect(await scratch.verify(.missing).status == .recorded)
    #expect(scratch.files(under: "Snapshots") == ["Counter/basic.txt"])
    #expect(scratch.files(under: ".screenplay").isEmpty)
  }

  @Test(
    "without a usable temporary folder the file is hidden beside the target, as .gitignore says")
  func besideTheTarget() throws {
    let scratch = try ScratchProject()
    try scratch.write("", to: ".screenplay")
    let folder = scratch.project.absolute("Snapshots/Counter")
    let path = TemporaryFile.path(
      for: folder + "/basic.txt", in: scratch.project.temporaryFolder)
    let name = String(path.dropFirst(folder.count + 1))
    #expect(path.hasPrefix(folder + "/"))
    #expect(name.hasPrefix(".basic.txt.screenplay-tmp-\(getpid())-"))
    let ignored = try String(
      contentsOfFile: (Project.locate()?.root ?? ".") + "/.gitignore", encoding: .utf8)
    #expect(ignored.split(separator: "\n").contains(".*.screenplay-tmp-*"))
  }

  @Test("the first write of a run removes the temporary files of runs that are gone")
  func sweepsDeadRuns() throws {
    let scratch = try ScratchProject()
    let folder = scratch.project.temporaryFolder
    try FileSystem.createDirectories(folder)
    let dead = try Self.deadProcess()
    let alive = getppid()
    for name in ["\(dead)-1.tmp", "\(alive)-1.tmp", "notes.tmp"] {
      try scratch.write("partial", to: ".screenplay/tmp/" + name)
    }
    try FileSystem.writeAtomically(
      "golden\n", to: scratch.project.absolute("Snapshots/Counter/basic.txt"),
      temporaryFolder: folder)
    #expect(FileSystem.files(under: folder, suffix: "") == ["\(alive)-1.tmp", "notes.tmp"])
  }

  /// The id of a process that has ended.
  static func deadProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}
