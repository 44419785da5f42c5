import Foundation
import Scenes
import Screenplay
import ScreenplayTestSupport
import Testing

@testable import ScreenplayCommand

/// `verify --junit`, `--format` and the CI annotations and job summary, over a scratch project
/// of this repository's SignIn logs: `empty-fields` passes, `offline`'s golden is changed so it
/// fails at step 4, `wrong-password` has no golden (recorded, or failing when the mode is
/// `never`), and a Movies log is there for the `SignIn/` filter to leave out. The two goldens are
/// recorded in the scratch project, so the repository's own goldens play no part.
@MainActor
@Suite("CI reports")
struct CIReportTests {
  /// A scratch copy of four logs, their fixtures and two goldens, the two goldens recorded and
  /// `offline`'s changed, and this repository's command line run in it.
  static func scratch() async throws -> (ScratchProject, CommandRunner) {
    let scratch = try ScratchProject("ci")
    for file in [
      "Tests/Fixtures/SignIn", "Tests/EventLogs/SignIn/empty-fields.log",
      "Tests/EventLogs/SignIn/offline.log", "Tests/EventLogs/SignIn/wrong-password.log",
      "Tests/EventLogs/Movies/list-offline.log",
    ] {
      try scratch.copy(file)
    }
    let verifier = Verifier(project: scratch.project, scenes: Catalog.scenes, mode: .never)
    for name in ["empty-fields", "offline"] {
      let logCase = scratch.project.logCase(screen: "SignIn", name: name)
      let history = HistoryFormat.encode(try await verifier.replay(logCase).history)
      try scratch.write(history, to: logCase.goldenPath)
    }
    try scratch.replace(
      "Please try again.", with: "Please try again!", in: "Snapshots/SignIn/offline.txt")
    return (scratch, CommandRunner(scratch: scratch, program: .repository))
  }

  /// `xmllint --noout` on `path`, when xmllint is installed where Debian or Homebrew put it:
  /// `nil` when valid, else its complaint. Without xmllint the check is skipped on a developer's
  /// machine, and fails under CI, whose `.ci/run` installs it.
  static func xmllintProblems(_ path: String) throws -> String? {
    let candidates = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
    guard let xmllint = candidates.first(where: FileManager.default.isExecutableFile) else {
      let underCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
      return underCI ? "xmllint is not installed; .ci/run installs it (libxml2-utils)" : nil
    }
    let ran = try ChildProcess.run(xmllint, arguments: ["--noout", path])
    return ran.status == 0 && ran.errors.isEmpty ? nil : ran.errors
  }

  /// `offline`'s report as verify prints it, under its FAIL line.
  static let offlineReport = """
    FAIL SignIn/offline (6 steps)
      Tests/EventLogs/SignIn/offline.log:9:1: error: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)
        step 4 · 2.030s · effect of step 3 · offline POST /login (sign-in-offline)
        from line 9 · signIn.tap
        @@ -5,4 +5,4 @@
             alert "Sign In Failed"
               Could not sign in.
        -      Please try again!
        +      Please try again.
               [OK]
        received: .screenplay/pending/SignIn/offline.txt
        to accept it: swift run screenplay accept SignIn/offline  (or review all: swift run screenplay review)
    """

  /// `wrong-password`'s report when the mode is `never`.
  static let wrongPasswordReport = """
    FAIL SignIn/wrong-password (6 steps)
      Tests/EventLogs/SignIn/wrong-password.log:1:1: error: no golden at Snapshots/SignIn/wrong-password.txt, and record mode 'never' never writes one
        received: .screenplay/pending/SignIn/wrong-password.txt
        to accept it: swift run screenplay accept SignIn/wrong-password, then commit Snapshots/SignIn/wrong-password.txt
    """

  /// The Movies log's case, which the `SignIn/` filter leaves out.
  static let filteredOut = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites name="Screenplay" tests="4" failures="%d" errors="0" skipped="%d" time="0">
      <testsuite name="Movies" tests="1" failures="0" errors="0" skipped="1" time="0">
        <testcase classname="Movies" name="list-offline" file="Tests/EventLogs/Movies/list-offline.log" time="0">
          <skipped message="not selected by the filter 'SignIn/'"/>
        </testcase>
      </testsuite>
    """

  @Test("the JUnit file: a pass, a failure with its report, a recording, a log the filter left out")
  func junit() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let path = scratch.path("junit.xml")
    let ran = await screenplay.run(["verify", "SignIn/", "--junit", path])
    #expect(ran.status == 1)
    #expect(ran.errors == "wrote the JUnit report to \(path)\n")
    #expect(
      try scratch.text("junit.xml") == String(format: Self.filteredOut, 1, 1) + """

          <testsuite name="SignIn" tests="3" failures="1" errors="0" skipped="0" time="0">
            <testcase classname="SignIn" name="empty-fields" file="Tests/EventLogs/SignIn/empty-fields.log" time="0"/>
            <testcase classname="SignIn" name="offline" file="Tests/EventLogs/SignIn/offline.log" time="0">
              <failure message="history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)">\(Self.offlineReport)</failure>
            </testcase>
            <testcase classname="SignIn" name="wrong-password" file="Tests/EventLogs/SignIn/wrong-password.log" time="0">
              <system-out>Tests/EventLogs/SignIn/wrong-password.log:1:1: recorded Snapshots/SignIn/wrong-password.txt (no golden existed; 6 steps); review it and run again to verify</system-out>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #expect(try Self.xmllintProblems(path) == nil)
  }

  @Test("a failure --force-pass lets through is a skip that says so, with its report")
  func junitForcePassed() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let path = scratch.path("junit.xml")
    let ran = await screenplay.run(
      ["verify", "SignIn/", "--force-pass", "--junit", path],
      environment: ["SCREENPLAY_RECORD": "never"])
    #expect(ran.status == 0)
    #expect(
      try scratch.text("junit.xml") == String(format: Self.filteredOut, 0, 3) + """

          <testsuite name="SignIn" tests="3" failures="0" errors="0" skipped="2" time="0">
            <testcase classname="SignIn" name="empty-fields" file="Tests/EventLogs/SignIn/empty-fields.log" time="0"/>
            <testcase classname="SignIn" name="offline" file="Tests/EventLogs/SignIn/offline.log" time="0">
              <skipped message="force-passed: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)"/>
              <system-out>\(Self.offlineReport)</system-out>
            </testcase>
            <testcase classname="SignIn" name="wrong-password" file="Tests/EventLogs/SignIn/wrong-password.log" time="0">
              <skipped message="force-passed: no golden at Snapshots/SignIn/wrong-password.txt, and record mode 'never' never writes one"/>
              <system-out>\(Self.wrongPasswordReport)</system-out>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #expect(try Self.xmllintProblems(path) == nil)
  }

  @Test("the same logs give the same JUnit bytes on every run")
  func junitIsDeterministic() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let never = ["SCREENPLAY_RECORD": "never"]
    _ = await screenplay.run(["verify", "--junit", scratch.path("a.xml")], environment: never)
    _ = await screenplay.run(["verify", "--junit", scratch.path("b.xml")], environment: never)
    let first = try scratch.text("a.xml")
    #expect(first.contains("<failure "))
    #expect(first == (try scratch.text("b.xml")))
  }

  @Test("XML: markup as entities, control characters as visible escapes, never raw")
  func xmlEscaping() throws {
    let report = JUnitReport(cases: [
      JUnitReport.TestCase(
        screen: "A&B", name: "tab\there \u{1B}[31m", file: "Tests/EventLogs/A&B/x.log",
        result: .failed(
          message: "a \"quote\" <b>\nand\r\u{0}", report: "x < y & z\n\u{7}\tdone\u{FFFE}"))
    ])
    let xml = report.xml()
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="Screenplay" tests="1" failures="1" errors="0" skipped="0" time="0">
          <testsuite name="A&amp;B" tests="1" failures="1" errors="0" skipped="0" time="0">
            <testcase classname="A&amp;B" name="tab&#9;here \\u{1B}[31m" file="Tests/EventLogs/A&amp;B/x.log" time="0">
              <failure message="a &quot;quote&quot; &lt;b&gt;&#10;and\\u{D}\\u{0}">x &lt; y &amp; z
        \\u{7}\tdone\\u{FFFE}</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    let folder = try ScratchFolder("escaping")
    let path = folder.path("report.xml")
    try FileSystem.writeReport(xml, naming: "the JUnit report", to: path)
    #expect(try Self.xmllintProblems(path) == nil)
  }

  @Test("under GitHub Actions: an ::error per failure at its line, and the job summary appended")
  func github() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let summary = scratch.path("summary.md")
    try scratch.write("earlier step\n", to: "summary.md")
    let ran = await screenplay.run(
      ["verify", "SignIn/"],
      environment: [
        "SCREENPLAY_RECORD": "never", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary,
      ])
    #expect(
      ran
        == Ran(
          1,
          """
          PASS SignIn/empty-fields (4 steps)
          \(Self.offlineReport)
          \(Self.wrongPasswordReport)
          ::error file=Tests/EventLogs/SignIn/offline.log,line=9,col=1,title=Screenplay%3A SignIn/offline diverges at step 4::history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)%0Astep 4 · 2.030s · effect of step 3 · offline POST /login (sign-in-offline)%0Afrom line 9 · signIn.tap%0A@@ -5,4 +5,4 @@%0A     alert "Sign In Failed"%0A       Could not sign in.%0A-      Please try again!%0A+      Please try again.%0A       [OK]%0Areceived: .screenplay/pending/SignIn/offline.txt%0Ato accept it: swift run screenplay accept SignIn/offline  (or review all: swift run screenplay review)
          ::error file=Tests/EventLogs/SignIn/wrong-password.log,line=1,col=1,title=Screenplay%3A SignIn/wrong-password failed::no golden at Snapshots/SignIn/wrong-password.txt, and record mode 'never' never writes one%0Areceived: .screenplay/pending/SignIn/wrong-password.txt%0Ato accept it: swift run screenplay accept SignIn/wrong-password, then commit Snapshots/SignIn/wrong-password.txt
          2 pending: review them with 'swift run screenplay review' (or accept / reject [log])
          failed:
            FAIL SignIn/offline at Tests/EventLogs/SignIn/offline.log:9:1: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)
            FAIL SignIn/wrong-password at Tests/EventLogs/SignIn/wrong-password.log:1:1: no golden at Snapshots/SignIn/wrong-password.txt, and record mode 'never' never writes one
          1 passed, 2 failed, 0 recorded, 0 unreferenced, 2 pending

          """, ""))
    #expect(
      try scratch.text("summary.md") == """
        earlier step
        ## Screenplay verify

        1 passed, 2 failed, 0 recorded, 0 unreferenced, 2 pending

        ### SignIn/offline

        Tests/EventLogs/SignIn/offline.log:9:1: error: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)

        step 4 · 2.030s · effect of step 3 · offline POST /login (sign-in-offline)

        ```diff
        @@ -5,4 +5,4 @@
             alert "Sign In Failed"
               Could not sign in.
        -      Please try again!
        +      Please try again.
               [OK]
        ```

        Received: `.screenplay/pending/SignIn/offline.txt`; to accept it: `swift run screenplay accept --from <artifact> SignIn/offline`

        ### SignIn/wrong-password

        ```text
        Tests/EventLogs/SignIn/wrong-password.log:1:1: error: no golden at Snapshots/SignIn/wrong-password.txt, and record mode 'never' never writes one
          received: .screenplay/pending/SignIn/wrong-password.txt
          to accept it: swift run screenplay accept SignIn/wrong-password, then commit Snapshots/SignIn/wrong-password.txt
        ```

        Received: `.screenplay/pending/SignIn/wrong-password.txt`; to accept it: `swift run screenplay accept --from <artifact> SignIn/wrong-password`

        """)
  }

  @Test(
    "verify -u records the golden that changed; a filter that matches nothing names the near log")
  func update() async throws {
    let (_, screenplay) = try await Self.scratch()
    let updated = await screenplay.run(["verify", "-u", "SignIn/off"])
    #expect(
      updated
        == Ran(
          0,
          """
          RECORDED SignIn/offline (6 steps)
            Tests/EventLogs/SignIn/offline.log:1:1: recorded Snapshots/SignIn/offline.txt (the history changed; 6 steps); review it and run again to verify
          0 passed, 0 failed, 1 recorded, 0 unreferenced, 0 pending

          """, ""))
    #expect(await screenplay.run(["verify", "SignIn/off"]).status == 0)
    let refused = await screenplay.run(["verify", "--update"], environment: ["CI": "true"])
    #expect(refused.status != 0)
    #expect(refused.errors.hasPrefix("error: 'verify --update' writes goldens, so it does not run"))
    let typo = await screenplay.run(["verify", "SignIn/ofline"])
    #expect(
      typo
        == Ran(
          1, "",
          "error: no event log matches 'SignIn/ofline' under Tests/EventLogs; did you mean 'SignIn/offline'?\n"
        ))
  }

  @Test(
    "a full run names the files under Tests/EventLogs that are no log it reads, never hidden ones")
  func unreadLogFiles() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let log = try scratch.text("Tests/EventLogs/SignIn/offline.log")
    try scratch.write(log, to: "Tests/EventLogs/root.log")
    try scratch.write(log, to: "Tests/EventLogs/SignIn/offline.txt")
    try scratch.write(log, to: "Tests/EventLogs/SignIn/old/offline.log")
    try scratch.write("", to: "Tests/EventLogs/SignIn/.gitkeep")
    let ran = await screenplay.run(["verify"], environment: ["SCREENPLAY_RECORD": "never"])
    #expect(
      ran.output.contains(
        """
        not read: Tests/EventLogs/SignIn/offline.txt (not a .log file)
        not read: Tests/EventLogs/SignIn/old/ (a folder inside a screen's folder)
        not read: Tests/EventLogs/root.log (not in a screen's folder)
          a log is Tests/EventLogs/<Screen>/<name>.log: move these there, or out of Tests/EventLogs/

        """))
    let json = await screenplay.run(
      ["verify", "--json"], environment: ["SCREENPLAY_RECORD": "never"])
    #expect(json.output.contains(#""unread" : ["#))
    #expect(json.output.contains(#""Tests/EventLogs/root.log (not in a screen's folder)""#))
    #expect(FileManager.default.fileExists(atPath: scratch.root + "/Tests/EventLogs/root.log"))
  }

  @Test("a folder named like a log is named as a folder, and the other logs still run")
  func folderNamedLikeLog() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    try scratch.makeFolder("Tests/EventLogs/SignIn/x.log")
    let folder = """
      Tests/EventLogs/SignIn/x.log:1:1: error: this is a folder, not an event log
        hint: a log is a file, Tests/EventLogs/<Screen>/<name>.log: rename the folder or move it \
      out of Tests/EventLogs; the other logs still run

      """
    let both = await screenplay.run(["verify", "SignIn/x", "SignIn/offline"])
    #expect(both.status == 1)
    #expect(both.errors == folder)
    #expect(both.output.hasPrefix("FAIL SignIn/offline (6 steps)\n"), "the other log ran")
    let path = await screenplay.run(["verify", "Tests/EventLogs/SignIn/x.log"])
    #expect(path == Ran(1, "", folder))
    let full = await screenplay.run(["verify"], environment: ["SCREENPLAY_RECORD": "never"])
    #expect(
      full.output.contains(
        "not read: Tests/EventLogs/SignIn/x.log/ (a folder, though its name ends in .log)\n"))
  }

  @Test(
    "verify takes several filters, and --last-failed runs the logs that failed when they last ran")
  func filtersAndLastFailed() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let never = ["SCREENPLAY_RECORD": "never"]
    let two = await screenplay.run(["verify", "SignIn/off", "SignIn/empty"], environment: never)
    #expect(two.status == 1)
    #expect(
      two.output.hasPrefix("PASS SignIn/empty-fields (4 steps)\nFAIL SignIn/offline (6 steps)\n"))
    #expect(try scratch.text(".screenplay/last-failed") == "SignIn/offline\n")
    let again = await screenplay.run(["verify", "--last-failed", "--quiet"], environment: never)
    #expect(again.output.hasPrefix("FAIL SignIn/offline (6 steps)\n"))
    #expect(again.output.hasSuffix("0 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending\n"))
    let typo = await screenplay.run(["verify", "SignIn/off", "SignIn/emty-fields"])
    #expect(typo.status == 1)
    #expect(
      typo.errors
        == "error: no event log matches 'SignIn/emty-fields' under Tests/EventLogs; did you mean 'SignIn/empty-fields'?\n"
    )
    _ = await screenplay.run(["verify", "-u", "SignIn/off"])
    #expect(!FileManager.default.fileExists(atPath: scratch.root + "/.screenplay/last-failed"))
    let none = await screenplay.run(
      ["verify", "--last-failed", "SignIn/empty"], environment: never)
    #expect(none.errors == "no log failed when it last ran\n")
    #expect(none.output.hasPrefix("PASS SignIn/empty-fields (4 steps)\n"))
  }

  @Test("verify --review walks what the run left pending, then a run passes; never under CI")
  func verifyThenReview() async throws {
    let (_, screenplay) = try await Self.scratch()
    let never = ["SCREENPLAY_RECORD": "never"]
    let reviewed = await screenplay.run(
      ["verify", "--review", "SignIn/off"], environment: never, input: .keys(["a"]))
    #expect(reviewed.status == 1)
    #expect(
      reviewed.output.hasPrefix(
        """
        \(Self.offlineReport)
        failed:
          FAIL SignIn/offline at Tests/EventLogs/SignIn/offline.log:9:1: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)
        0 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending

        [1/1] SignIn/offline: changed at step 4, 1 step differs

        """))
    #expect(
      reviewed.output.hasSuffix(
        "accepted SignIn/offline → Snapshots/SignIn/offline.txt\naccepted 1, rejected 0, skipped 0\n"
      ))
    #expect(await screenplay.run(["verify", "SignIn/off"], environment: never).status == 0)
    let refused = await screenplay.run(["verify", "--review"], environment: ["CI": "true"])
    #expect(refused.errors.hasPrefix("error: 'verify --review' writes goldens, so it does not run"))
  }

  @Test("--quiet prints the failing logs, the recap and the summary line, nothing else")
  func quiet() async throws {
    let (_, screenplay) = try await Self.scratch()
    let ran = await screenplay.run(
      ["verify", "--quiet", "SignIn/"], environment: ["SCREENPLAY_RECORD": "never"])
    #expect(
      ran
        == Ran(
          1,
          """
          \(Self.offlineReport)
          \(Self.wrongPasswordReport)
          failed:
            FAIL SignIn/offline at Tests/EventLogs/SignIn/offline.log:9:1: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)
            FAIL SignIn/wrong-password at Tests/EventLogs/SignIn/wrong-password.log:1:1: no golden at Snapshots/SignIn/wrong-password.txt, and record mode 'never' never writes one
          1 passed, 2 failed, 0 recorded, 0 unreferenced, 2 pending

          """, ""))
  }

  @Test(
    "--color=always paints verify's labels, error:, messages and diff lines, and review's; no colour elsewhere"
  )
  func colour() async throws {
    let (_, screenplay) = try await Self.scratch()
    let plain = await screenplay.run(
      ["verify", "SignIn/off", "--color=auto"], environment: ["SCREENPLAY_RECORD": "never"])
    #expect(!plain.output.contains("\u{1B}"))
    let painted = await screenplay.run(
      ["verify", "--color", "always", "SignIn/off"],
      environment: ["SCREENPLAY_RECORD": "never", "NO_COLOR": "1"])
    let red = { (text: String) in "\u{1B}[31m" + text + "\u{1B}[0m" }
    let green = { (text: String) in "\u{1B}[32m" + text + "\u{1B}[0m" }
    let cyan = { (text: String) in "\u{1B}[36m" + text + "\u{1B}[0m" }
    let bold = { (text: String) in "\u{1B}[1m" + text + "\u{1B}[0m" }
    #expect(
      painted.output.hasPrefix(
        """
        \(red("FAIL")) SignIn/offline (6 steps)
          Tests/EventLogs/SignIn/offline.log:9:1: \(red("error:")) \(bold("history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)"))
            step 4 · 2.030s · effect of step 3 · offline POST /login (sign-in-offline)
            from line 9 · signIn.tap
            \(cyan("@@ -5,4 +5,4 @@"))
                 alert "Sign In Failed"
                   Could not sign in.
            \(red("-      Please try again!"))
            \(green("+      Please try again."))
                   [OK]
            received: .screenplay/pending/SignIn/offline.txt
        """))
    #expect(
      painted.output.contains(
        "failed:\n  \(red("FAIL")) SignIn/offline at Tests/EventLogs/SignIn/offline.log:9:1: "))
    let reviewed = await screenplay.run(["review", "--color=always"], input: .keys(["s"]))
    #expect(reviewed.status == 0)
    #expect(
      reviewed.output.contains(
        """
          \(red("-      Please try again!"))
          \(green("+      Please try again."))
        """))
    let bad = await screenplay.run(["verify", "--color=sometimes"], environment: [:])
    #expect(bad.status == 64)
    #expect(bad.errors.hasPrefix("error: --color takes auto, always or never, not 'sometimes'\n"))
  }

  @Test(
    "colour is on in a terminal unless NO_COLOR is set or TERM is dumb; always and never decide alone",
    arguments: [
      (ColorChoice.auto, true, [:], true), (.auto, false, [:], false),
      (.auto, true, ["NO_COLOR": "1"], false), (.auto, true, ["NO_COLOR": ""], true),
      (.auto, true, ["TERM": "dumb"], false), (.always, false, ["NO_COLOR": "1"], true),
      (.never, true, [:], false),
    ] as [(ColorChoice, Bool, [String: String], Bool)])
  func palette(
    _ choice: ColorChoice, _ terminal: Bool, _ environment: [String: String], _ enabled: Bool
  ) {
    #expect(
      Palette(choice, environment: environment, isTerminal: terminal).isEnabled == enabled)
  }

  @Test("under Azure Pipelines (TF_BUILD=True): a task.logissue per failure; warnings when forced")
  func azure() async throws {
    let (_, screenplay) = try await Self.scratch()
    let ran = await screenplay.run(
      ["verify", "SignIn/off", "--force-pass"],
      environment: ["SCREENPLAY_RECORD": "never", "TF_BUILD": "True"])
    #expect(
      ran
        == Ran(
          0,
          """
          \(Self.offlineReport)
          ##vso[task.logissue type=warning;sourcepath=Tests/EventLogs/SignIn/offline.log;linenumber=9;columnnumber=1]Screenplay: SignIn/offline diverges at step 4: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)%0Astep 4 · 2.030s · effect of step 3 · offline POST /login (sign-in-offline)%0Afrom line 9 · signIn.tap%0A@@ -5,4 +5,4 @@%0A     alert "Sign In Failed"%0A       Could not sign in.%0A-      Please try again!%0A+      Please try again.%0A       [OK]%0Areceived: .screenplay/pending/SignIn/offline.txt%0Ato accept it: swift run screenplay accept SignIn/offline  (or review all: swift run screenplay review)
          1 pending: review them with 'swift run screenplay review' (or accept / reject [log])
          failed:
            FAIL SignIn/offline at Tests/EventLogs/SignIn/offline.log:9:1: history differs from Snapshots/SignIn/offline.txt at step 4 of 6 (changed)
          0 passed, 1 failed, 0 recorded, 0 unreferenced, 1 pending

          """, ""))
  }

  @Test(
    "--format overrides the detection: plain under Actions, github or azure anywhere",
    arguments: [
      (["--format", "plain"], ["GITHUB_ACTIONS": "true"], nil),
      (["--format=github"], [:], "::error file=Tests/EventLogs/SignIn/wrong-password.log,line=1"),
      (["--format", "azure"], ["GITHUB_ACTIONS": "true"], "##vso[task.logissue type=error;"),
      ([], ["TF_BUILD": "true"], "##vso[task.logissue type=error;"),
      ([], ["GITHUB_ACTIONS": "1"], nil),
    ])
  func format(options: [String], environment: [String: String], annotation: String?) async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let summary = scratch.path("summary.md")
    let ran = await screenplay.run(
      ["verify", "SignIn/wrong"] + options,
      environment: environment.merging([
        "SCREENPLAY_RECORD": "never", "GITHUB_STEP_SUMMARY": summary,
      ]) { _, new in new })
    let annotations = ran.output.split(separator: "\n").filter {
      $0.hasPrefix("::") || $0.hasPrefix("##vso")
    }
    #expect(
      annotations.map { String($0.prefix(annotation?.count ?? 0)) } == annotation.map { [$0] } ?? []
    )
    let wroteSummary = FileManager.default.fileExists(atPath: summary)
    #expect(wroteSummary == (annotation?.hasPrefix("::") ?? false))
  }

  @Test("verify's help names --junit and --format, and how the format is detected")
  func help() async throws {
    let (_, screenplay) = try await Self.scratch()
    let ran = await screenplay.run(["verify", "--help"])
    #expect(ran.status == 0)
    #expect(
      ran.output.contains(
        """
          --junit <path>         also write the run as JUnit XML (filtered-out logs as skipped)
          --format <what>        plain, github or azure: annotate failures at their log lines
                                 (github also appends a job summary to $GITHUB_STEP_SUMMARY);
                                 default github when GITHUB_ACTIONS=true, azure when
                                 TF_BUILD=True, else plain

        """.dropLast()))
  }

  @Test("a bad --format is bad usage")
  func badFormat() async throws {
    let (_, screenplay) = try await Self.scratch()
    #expect(
      await screenplay.run(["verify", "--format", "teamcity"])
        == Ran(
          64, "",
          "error: --format takes plain, github or azure, not 'teamcity'\nSee 'swift run screenplay help verify' for its usage.\n"
        ))
  }

  @Test("a JUnit file or a job summary that cannot be written is an error naming it, exit 1")
  func unwritable() async throws {
    let (scratch, screenplay) = try await Self.scratch()
    let junit = scratch.root + "/Package.swift/junit.xml"
    let ranJUnit = await screenplay.run(["verify", "SignIn/empty", "--junit", junit])
    #expect(ranJUnit.status == 1)
    #expect(
      ranJUnit.errors == """
        error: cannot write the JUnit report to \(junit): Not a directory
          hint: \(scratch.root)/Package.swift is a file, not a folder: move it away or remove it, then run again

        """)
    let ranSummary = await screenplay.run(
      ["verify", "SignIn/empty"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": scratch.root])
    #expect(ranSummary.status == 1)
    #expect(
      ranSummary.errors == """
        error: cannot write the job summary to \(scratch.root): Is a directory
          hint: \(scratch.root) is a folder: move it away or remove it, then run again

        """)
  }

  @Test("worker processes send what the summary's diff needs: the same summary for 0 or 2 workers")
  func summaryFromWorkers() async throws {
    let scratch = try ProbeProject([("a-ok", "0.500s  count.tap")])
    _ = await scratch.run(["record"])
    try scratch.folder.replace("count: 2", with: "count: two", in: "Snapshots/Probe/a-ok.txt")
    var summaries: [String] = []
    for jobs in [0, 2] {
      let summary = scratch.root + "/summary-\(jobs).md"
      let ran = await scratch.run(
        ["verify"], jobs: jobs,
        environment: ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
      #expect(ran.status == 1)
      #expect(
        ran.output.contains(
          "::error file=Tests/EventLogs/Probe/a-ok.log,line=6,col=1,title=Screenplay%3A Probe/a-ok diverges at step 2::"
        ))
      summaries.append(try String(contentsOfFile: summary, encoding: .utf8))
    }
    #expect(summaries[0] == summaries[1])
    #expect(summaries[0].contains("```diff\n@@ -1,1 +1,1 @@\n-  count: two\n+  count: 2\n```"))
  }

  @Test("with --json, standard output stays JSON and the annotations go to standard error")
  func jsonKeepsOutputClean() async throws {
    let (_, screenplay) = try await Self.scratch()
    let ran = await screenplay.run(
      ["verify", "SignIn/wrong", "--json"],
      environment: ["SCREENPLAY_RECORD": "never", "GITHUB_ACTIONS": "true"])
    #expect(ran.status == 1)
    #expect(try JSONSerialization.jsonObject(with: Data(ran.output.utf8)) is [String: Any])
    #expect(
      ran.errors == """
        ::error file=Tests/EventLogs/SignIn/wrong-password.log,line=1,col=1,title=Screenplay%3A SignIn/wrong-password failed::no golden at Snapshots/SignIn/wrong-password.txt, and record mode 'never' never writes one%0Areceived: .screenplay/pending/SignIn/wrong-password.txt%0Ato accept it: swift run screenplay accept SignIn/wrong-password, then commit Snapshots/SignIn/wrong-password.txt

        """)
  }

  @Test("a divergence is one annotation, at its step's line; each other problem gets its own")
  func oneAnnotationPerDivergence() {
    let logCase = LogCase(screen: "S", name: "a")
    let log = "Tests/EventLogs/S/a.log"
    var failure = CaseFailure(
      [
        ReportedProblem(
          Diagnostic(
            path: log, line: 1, column: 1, message: "history header differs from Snapshots/S/a.txt"),
          details: ["- fixtures: x", "+ fixtures: y"]),
        ReportedProblem(
          Diagnostic(
            path: log, line: 7, column: 1,
            message: "history differs from Snapshots/S/a.txt at step 2 of 3 (changed)"),
          details: ["step 2 · 0.500s · tap \u{1B}"]),
      ], path: log, line: 7)
    failure.firstDivergence = DivergentStep(index: 2, title: "step 2 · 0.500s · tap", diff: [])
    let divergent = CaseOutcome(logCase: logCase, steps: 3, result: .failed(failure))
    #expect(
      CIAnnotation.annotations(for: divergent, forcePassed: false) == [
        CIAnnotation(
          severity: "error", path: "Tests/EventLogs/S/a.log", line: 7, column: 1,
          title: "Screenplay: S/a diverges at step 2",
          message:
            "history differs from Snapshots/S/a.txt at step 2 of 3 (changed)\nstep 2 · 0.500s · tap \\u{1B}"
        )
      ])
    let two = CaseFailure(
      [
        ReportedProblem(Diagnostic(path: log, line: 4, column: 9, message: "one")),
        ReportedProblem(
          Diagnostic(path: "Tests/Fixtures/S/f.json", line: 2, column: 3, message: "two")),
      ], path: log, line: 4)
    let problems = CaseOutcome(logCase: logCase, steps: 0, result: .failed(two))
    #expect(
      CIAnnotation.annotations(for: problems, forcePassed: true).map(\.github) == [
        "::warning file=Tests/EventLogs/S/a.log,line=4,col=9,title=Screenplay%3A S/a failed::one",
        "::warning file=Tests/Fixtures/S/f.json,line=2,col=3,title=Screenplay%3A S/a failed::two",
      ])
  }

  @Test("a problem over several lines is annotated with each of its lines whole, then its hint")
  func multilineProblemAnnotation() {
    let message =
      "no fixture matches request #1: GET /x\nfixtures in use: (none)\nfixes:\n  1. add one"
    let outcome = CaseOutcome(
      logCase: LogCase(screen: "S", name: "a"), steps: 2,
      failure: Diagnostic(
        path: "Tests/EventLogs/S/a.log", line: 5, column: 1, message: message, hint: "see above"))
    #expect(
      CIAnnotation.annotations(for: outcome, forcePassed: false).map(\.message) == [
        "no fixture matches request #1: GET /x\nfixtures in use: (none)\nfixes:\n  1. add one\nhint: see above"
      ])
  }

  @Test("annotation properties and messages are escaped as GitHub and Azure read them")
  func annotationEscaping() {
    let annotation = CIAnnotation(
      severity: "error", path: "Tests/a:b,c%d;e]f.log", line: 3, column: 7,
      title: "Screenplay: x, y", message: "100% done\r\nnext; [a] b:c,d")
    #expect(
      annotation.github
        == "::error file=Tests/a%3Ab%2Cc%25d;e]f.log,line=3,col=7,title=Screenplay%3A x%2C y::100%25 done%0D%0Anext; [a] b:c,d"
    )
    #expect(
      annotation.azure
        == "##vso[task.logissue type=error;sourcepath=Tests/a:b,c%AZP25d%3Be%5Df.log;linenumber=3;columnnumber=7]Screenplay: x, y: 100%AZP25 done%0D%0Anext; [a] b:c,d"
    )
  }

  @Test("the job summary is bounded: 20 logs detailed, 12 lines of each, long lines cut")
  func summaryBounds() {
    let body = (1...15).map { ReportedProblem.Detail.line("line \($0)") }
    let outcomes = (1...21).map { index in
      let broken = Diagnostic(
        path: "S/log\(index).log", line: 1, column: 1,
        message: "broken " + String(repeating: "x", count: 400))
      let failure = CaseFailure(
        [ReportedProblem(broken, details: body)], path: "S/log\(index).log")
      return CaseOutcome(
        logCase: LogCase(screen: "S", name: "log\(index)"), steps: 0, result: .failed(failure))
    }
    let markdown = JobSummary.markdown(
      title: "T", counts: "C", outcomes: outcomes, accept: { "accept \($0.id)" })
    let blocks = markdown.components(separatedBy: "\n\n")
    #expect(blocks.count == 2 + 20 * 2 + 1)
    #expect(blocks.last == "… and 1 more failing log, not detailed here: see the job's log\n")
    #expect(
      blocks[3]
        == "```text\nS/log1.log:1:1: error: broken " + String(repeating: "x", count: 270) + "…\n"
        + (1...11).map { "  line \($0)" }.joined(separator: "\n") + "\n… 4 more lines\n```")
  }

  @Test("a line of diff with backticks cannot close the summary's fence; ids are escaped")
  func summaryFence() {
    let outcome = CaseOutcome(
      logCase: LogCase(screen: "S", name: "a_b*c"), steps: 0,
      failure: Diagnostic(path: "x", line: 1, column: 1, message: "``` not the end"))
    #expect(
      JobSummary.markdown(title: "T", counts: "C", outcomes: [outcome], accept: { _ in "" })
        == "## T\n\nC\n\n### S/a\\_b\\*c\n\n````text\nx:1:1: error: ``` not the end\n````\n")
  }
}
