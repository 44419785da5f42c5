import Foundation

/// Runs `screenplay` command lines on one project root, as a test does, and returns what each
/// printed and its exit status (``Ran``): in this process, on a console that keeps what it
/// prints, or as a child process of an executable (where `verify` can use worker processes).
///
/// Each run's environment holds only what the runner and the run say, and `SCREENPLAY_ROOT`,
/// which is always the runner's root: nothing of the test process's own leaks in.
package struct CommandRunner: Sendable {
  /// What the command reads as if typed.
  package enum Input: Sendable, Hashable {
    /// Nothing: standard input is not a terminal, and no line comes.
    case nothing
    /// The keys `review` reads, on a standard input that is a terminal.
    case keys([Character])
    /// The lines `play` reads, as if piped in.
    case lines([String])
  }

  /// One command line, as the runner hands it to an in-process command.
  package struct Invocation: Sendable {
    /// The arguments after the program's name.
    package let arguments: [String]
    /// The whole environment.
    package let environment: [String: String]
    /// What the command reads as if typed.
    package let input: Input
  }

  /// How a command line runs.
  package enum Program: Sendable {
    /// In this process: the closure runs one invocation and returns what it printed. (The
    /// command line's console is the command-line module's own, so the test target that
    /// imports it `@testable` makes the closure.)
    case inProcess(@MainActor @Sendable (Invocation) async -> Ran)
    /// As a child process of the executable at this path.
    case executable(String)
  }

  /// The project root every run is given as `SCREENPLAY_ROOT`.
  package let root: String
  /// What every run's environment holds besides what the run adds.
  package let environment: [String: String]
  /// How the command lines run.
  package let program: Program
  /// The scratch project the runs are in, kept while the runner lives.
  private let scratch: ScratchFolder?

  /// Runs `program` on the project at `root` (such as ``Repository/root``), each run's
  /// environment holding `environment`.
  package init(root: String, environment: [String: String] = [:], program: Program) {
    self.root = root
    self.environment = environment
    self.program = program
    scratch = nil
  }

  /// Runs `program` on `scratch`, which it keeps while it lives, each run's environment holding
  /// `environment`.
  package init(scratch: ScratchFolder, environment: [String: String] = [:], program: Program) {
    root = scratch.root
    self.environment = environment
    self.program = program
    self.scratch = scratch
  }

  /// Runs `arguments` with `environment` added to the runner's; `jobs` is how many worker
  /// processes `verify` may use (`SCREENPLAY_JOBS`, which only an executable's `main()` reads;
  /// `0` replays in its own process), `input` what the command reads as if typed.
  ///
  /// A child process that cannot start is a run with status 127 saying why.
  package func run(
    _ arguments: [String], environment: [String: String] = [:], jobs: Int? = nil,
    input: Input = .nothing
  ) async -> Ran {
    var whole = self.environment
    if case .executable = program {
      // Under scripts/sanitize, the child reports (and suppresses) as the test process does.
      for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
        whole[name] = ProcessInfo.processInfo.environment[name]
      }
    }
    whole.merge(environment) { _, run in run }
    if let jobs { whole["SCREENPLAY_JOBS"] = String(jobs) }
    whole["SCREENPLAY_ROOT"] = root
    let invocation = Invocation(arguments: arguments, environment: whole, input: input)
    switch program {
    case .inProcess(let command): return await command(invocation)
    case .executable(let path): return await Self.runChild(path, invocation)
    }
  }

  /// Runs `arguments` with nothing added to the environment and nothing typed.
  package func run(_ arguments: String...) async -> Ran {
    await run(arguments)
  }

  /// Runs the executable at `path` on a thread of its own, so that no task waits blocked on it.
  private static func runChild(_ path: String, _ invocation: Invocation) async -> Ran {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        do {
          continuation.resume(
            returning: try ChildProcess.run(
              path, arguments: invocation.arguments, environment: invocation.environment))
        } catch {
          continuation.resume(returning: Ran(127, "", "cannot run \(path): \(error)\n"))
        }
      }
    }
  }
}
