import Foundation
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// `screenplay explore` over a scene with a planted bug, in a throwaway project.
@MainActor
@Suite("explore")
struct ExploreCommandTests {
  /// The command line over the scenes of Support/, as a package's own `main.swift` names them.
  static let explorer = CommandRunner.Program.command(
    ScreenplayCommand(
      scenes: [
        SceneDescriptor(PlantedBugScene.self), SceneDescriptor(LampScene.self),
        SceneDescriptor(LookupScene.self),
      ],
      sceneRegistry: "main.swift",
      cli: "swift run screenplay"))

  /// A project folder holding only what `explore` needs, removed afterwards, and the command
  /// line run in it.
  static func scratch() throws -> (ScratchProject, CommandRunner) {
    let scratch = try ScratchProject("explore")
    try scratch.makeFolder("Tests/EventLogs/Planted")
    return (scratch, CommandRunner(scratch: scratch, program: explorer))
  }

  static let expectedLog = """
    # Found by `screenplay explore Planted --seed 7 --steps 20 --runs 1`: "the count stays at most 3" broke after event 3 of 3.
    # Shrunk from 6 events to 3.
    screenplay-log 1
    screen: Planted

    0.000s  turbo.toggle  on=true
    0.000s  plus.tap
    0.000s  plus.tap

    """

  @Test("finds the planted bug, shrinks it to 3 events and saves the log, naming the seed")
  func findsAndShrinks() async throws {
    let (scratch, screenplay) = try Self.scratch()
    let ran = await screenplay.run(["explore", "Planted", "--seed", "7"])
    #expect(ran.status == 1)
    #expect(ran.errors == "")
    #expect(
      ran.output == """
        exploring Planted with seed 7: up to 100 runs of up to 20 events, 1 invariant declared
          - the count stays at most 3
        run 1 (seed 7) broke "the count stays at most 3"
        shrunk from 6 events to 3, fixtures: none
          0.000s  turbo.toggle on=true
          0.000s  plus.tap
          0.000s  plus.tap
        saved Tests/EventLogs/Planted/explored-7.log
        found again by: screenplay explore Planted --seed 7 --steps 20 --runs 1

        """)
    #expect(scratch.read("Tests/EventLogs/Planted/explored-7.log") == Self.expectedLog)
    #expect(!scratch.names(in: ".").contains("Snapshots"))
    // The saved log reproduces the bug: its replay fails on the invariant, at the event that
    // broke it, under replay as under verify.
    let replayed = await screenplay.run(["replay", "Planted/explored-7"])
    #expect(replayed.status == 1)
    #expect(
      replayed.output.hasSuffix(
        "── step 3 · 0.000s · plus.tap\n  Counter\n    count: 4\n    turbo: on\n"))
    let broken = """
      Tests/EventLogs/Planted/explored-7.log:8:1: error: the invariant 'the count stays at most 3' of Planted does not hold after step 3
        hint: the screen broke a rule its scene declares (Planted.invariants): fix the view model, or the invariant if the rule is wrong
      """
    #expect(replayed.errors == broken + "\n")
    let verified = await screenplay.run(["verify", "Planted/explored-7"])
    #expect(verified.status == 1)
    #expect(
      verified.output.hasPrefix(
        "FAIL Planted/explored-7 (4 steps)\n"
          + broken.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"))
  }

  @Test("a transition the scene does not declare is a finding, shrunk to the event that takes it")
  func undeclaredTransition() async throws {
    let (_, screenplay) = try Self.scratch()
    let ran = await screenplay.run(["explore", "Lamp", "--runs", "5"])
    #expect(ran.status == 1)
    #expect(
      ran.output == """
        exploring Lamp with seed 1: up to 5 runs of up to 20 events, 0 invariants declared
        run 1 (seed 1) broke "every transition taken is declared": off · off.tap → off
        shrunk from 3 events to 1, fixtures: none
          0.000s  off.tap
        saved Tests/EventLogs/Lamp/explored-1.log
        found again by: screenplay explore Lamp --seed 1 --steps 20 --runs 1

        """)
  }

  @Test("the same seed gives the same output and the same log, byte for byte")
  func deterministic() async throws {
    let (first, firstRunner) = try Self.scratch()
    let (second, secondRunner) = try Self.scratch()
    let one = await firstRunner.run(["explore", "Planted", "--seed", "7"])
    let two = await secondRunner.run(["explore", "Planted", "--seed", "7"])
    #expect(one == two)
    #expect(
      first.read("Tests/EventLogs/Planted/explored-7.log")
        == second.read("Tests/EventLogs/Planted/explored-7.log"))
  }

  @Test("under CI it explores and reports, but writes no log")
  func ci() async throws {
    let (scratch, screenplay) = try Self.scratch()
    let ran = await screenplay.run(
      ["explore", "Planted", "--seed", "7"], environment: ["CI": "true"])
    #expect(ran.status == 1)
    #expect(ran.output.hasSuffix("not saved: CI is set, and exploring writes no log there\n"))
    #expect(scratch.names(in: "Tests/EventLogs/Planted") == [])
  }

  @Test("bad options are usage errors")
  func usage() async throws {
    let (_, screenplay) = try Self.scratch()
    let ran = await screenplay.run(["explore", "Planted", "--runs", "0"])
    #expect(ran.status == 64)
    #expect(ran.errors.hasPrefix("error: --runs takes a whole number, 1 or more, not '0'\n"))
    let missing = await screenplay.run(["explore"])
    #expect(missing.status == 64)
  }
}

extension ExploreCommandTests {
  @Test(
    "a run that answered a request offline saves that answer as a fixture, so verify fails on the invariant alone"
  )
  func savesTheAnswersItGave() async throws {
    let (scratch, screenplay) = try Self.scratch()
    try scratch.writeFixture(
      """
      { "request": { "method": "GET", "path": "/users", "query": { "name": "Ada" } },
        "response": { "status": 200, "latencyMs": 100, "bodyText": "Ada Lovelace" } }
      """, screen: "Lookup", name: "ada")
    let ran = await screenplay.run(["explore", "Lookup", "--seed", "1"])
    #expect(ran.status == 1)
    #expect(ran.errors == "")
    #expect(
      ran.output == """
        exploring Lookup with seed 1: up to 100 runs of up to 20 events, 1 invariant declared
          - a failed lookup is not busy
        run 1 (seed 1) broke "a failed lookup is not busy"
        shrunk from 6 events to 1, fixtures: none
        answered offline, as no fixture matched: GET /users?name= (saved as fixture explored-1)
          0.000s  lookup.tap
        saved Tests/Fixtures/Lookup/explored-1.json
        saved Tests/EventLogs/Lookup/explored-1.log
        found again by: screenplay explore Lookup --seed 1 --steps 20 --runs 1

        """)
    #expect(
      scratch.read("Tests/Fixtures/Lookup/explored-1.json") == """
        {
          "request": {
            "method": "GET",
            "path": "/users",
            "query": {"name":""}
          },
          "error": "offline",
          "latencyMs": 0
        }

        """)
    #expect(
      scratch.read("Tests/EventLogs/Lookup/explored-1.log")?.contains("fixtures: explored-1\n")
        == true)
    // Replayed, the request gets the same answer from the saved fixture: the log fails on the
    // invariant alone, not on a request no fixture matches.
    let verified = await screenplay.run(["verify", "Lookup/explored-1", "--quiet"])
    #expect(verified.status == 1)
    #expect(
      verified.output == """
        FAIL Lookup/explored-1 (2 steps)
          Tests/EventLogs/Lookup/explored-1.log:7:1: error: the invariant 'a failed lookup is not busy' of Lookup does not hold after step 1
            hint: the screen broke a rule its scene declares (Lookup.invariants): fix the view model, or the invariant if the rule is wrong
        failed:
          FAIL Lookup/explored-1 at Tests/EventLogs/Lookup/explored-1.log:7:1: the invariant 'a failed lookup is not busy' of Lookup does not hold after step 1
        0 passed, 1 failed, 0 recorded, 0 unreferenced, 0 pending

        """)
  }
}
