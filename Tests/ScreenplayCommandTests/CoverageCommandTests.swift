import Foundation
import Scenes
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// `screenplay coverage` over this repository's logs, word for word.
@MainActor
@Suite("coverage")
struct CoverageCommandTests {
  /// This repository's command line, as `swift run screenplay`, on its own project.
  let screenplay = CommandRunner(root: Repository.root, program: .repository)

  @Test("the replays that verify collect the coverage `coverage` replays the logs for")
  func verifyCollectsTheSameCoverage() async throws {
    let project = try #require(Project.locate())
    var verifier = Verifier(project: project, scenes: Catalog.scenes, mode: .never)
    verifier.collectsCoverage = true
    verifier.echoesAppOutput = false
    let screens: Set = ["SignIn", "Posts", "Koober"]
    let cases = project.logCases().filter { screens.contains($0.screen) }
    var outcomes: [CaseOutcome] = []
    _ = await Suite(verifier: verifier).run(cases) { outcomes.append($0) }
    let replayed = await CoverageRun(project: project, scenes: Catalog.scenes).run(
      Catalog.scenes.filter { screens.contains($0.name) }, only: cases)
    #expect(replayed.screens.map(\.screen) == ["SignIn", "Posts", "Koober"])
    #expect(CoverageReport(outcomes, scenes: Catalog.scenes) == replayed)
  }

  @Test("lists each event, (state, event) pair and transition with the logs covering it")
  func signIn() async {
    let ran = await screenplay.run("coverage", "SignIn")
    #expect(ran.status == 0)
    #expect(ran.errors == "")
    #expect(
      ran.output == """
        SignIn: 14 logs · events 4/4 · 4 states · 11 (state, event) pairs · declared transitions 13/19 covered · 0 not declared
          events
            email.type     13 logs
            password.type  13 logs
            signIn.tap     14 logs
            alert.dismiss  10 logs
          (state, event) pairs
            failed × alert.dismiss     10 logs
            failed × email.type        1 log
            failed × password.type     1 log
            failed × signIn.tap        1 log
            idle × alert.dismiss       1 log
            idle × email.type          13 logs
            idle × password.type       13 logs
            idle × signIn.tap          14 logs
            signingIn × email.type     1 log
            signingIn × password.type  1 log
            signingIn × signIn.tap     3 logs
          transitions
            failed · alert.dismiss → idle          10 logs
            failed · email.type → failed           1 log
            failed · password.type → failed        1 log
            failed · signIn.tap → failed           1 log
            idle · alert.dismiss → idle            1 log
            idle · email.type → idle               13 logs
            idle · password.type → idle            13 logs
            idle · signIn.tap → failed             declared, no log covers it
            idle · signIn.tap → signingIn          14 logs
            signedIn · alert.dismiss → signedIn    declared, no log covers it
            signedIn · email.type → signedIn       declared, no log covers it
            signedIn · password.type → signedIn    declared, no log covers it
            signedIn · signIn.tap → signedIn       declared, no log covers it
            signingIn · alert.dismiss → signingIn  declared, no log covers it
            signingIn · effect → failed            11 logs
            signingIn · effect → signedIn          6 logs
            signingIn · email.type → signingIn     1 log
            signingIn · password.type → signingIn  1 log
            signingIn · signIn.tap → signingIn     3 logs

        """)
  }

  @Test("names declared transitions no log covers; a flow's are checked like a screen's")
  func gapsAndFlows() async {
    let ran = await screenplay.run("coverage")
    #expect(ran.status == 0)
    let summaries = ran.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(
      summaries == [
        "SignIn: 14 logs · events 4/4 · 4 states · 11 (state, event) pairs · declared transitions 13/19 covered · 0 not declared",
        "Movies: 17 logs · events 3/3 · 6 states · 14 (state, event) pairs · declared transitions 19/25 covered · 0 not declared",
        "Purchase: 15 logs · events 1/1 · 4 states · 4 (state, event) pairs · declared transitions 6/6 covered · 0 not declared",
        "Collexion: 15 logs · events 8/8 · 4 states · 20 (state, event) pairs · declared transitions 25/38 covered · 0 not declared",
        "Posts: 13 logs · events 3/3 · 5 states · 14 (state, event) pairs · declared transitions 17/18 covered · 0 not declared",
        "Forecast: 4 logs · events 2/2 · 4 states · 4 (state, event) pairs · declared transitions 7/7 covered · 0 not declared",
        "Koober: 30 logs · events 30/31 · 16 states · 56 (state, event) pairs · declared transitions 75/75 covered · 0 not declared",
      ])
    #expect(
      ran.output.contains(
        "    detailError · movie.select → detailError      declared, no log covers it\n"))
    #expect(ran.output.contains("    SignUp.signUp.tap                    4 logs\n"))
    #expect(ran.output.contains("    Welcome · Welcome.signIn.tap → SignIn  "))
    #expect(!ran.output.contains(", not declared\n"))
  }

  @Test("--json gives the same figures, keys sorted")
  func json() async {
    let ran = await screenplay.run("coverage", "purchase", "--json")
    #expect(ran.status == 0)
    #expect(
      ran.output.hasPrefix(
        "{\n  \"screens\" : [\n    {\n      \"events\" : [\n        {\n          \"event\" : \"purchase.tap\",\n          \"logs\" : 15\n        }\n      ],\n      \"logs\" : 15,\n"
      ))
    #expect(
      ran.output.contains(
        "\"from\" : \"initial\",\n          \"logs\" : 15,\n          \"to\" : \"purchasing\""))
  }

  @Test("an unknown screen is named with the known ones")
  func unknown() async {
    let ran = await screenplay.run("coverage", "Nope")
    #expect(ran.status == 1)
    #expect(ran.output == "")
    #expect(
      ran.errors
        == "error: no scene is named 'Nope'; known scenes: Collexion, Forecast, Koober, Movies, Posts, Purchase, SignIn\n"
    )
  }
}
