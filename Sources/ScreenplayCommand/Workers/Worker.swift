import Foundation
import Screenplay
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hidden `__worker` command: a process ``WorkerSupervisor`` started to verify some of a run's
/// logs.
///
/// It reads the ids of its logs from standard input, one per line, as the supervisor deals them
/// (see ``WorkerInput``), verifies them in that order through the ordinary ``Suite``, a batch at a
/// time, and writes each outcome as a ``WorkerWire`` frame on its original standard output.
/// Standard output itself is kept apart first (``AppOutputCapture/keepApart()``; a failing
/// log's frame carries its share in its message), so whatever the app prints can't be taken for
/// a frame. ``TrapBeacon`` writes a trap's record on the same descriptor.
@MainActor
struct Worker {
  let context: CommandContext
  let options: WorkerOptions

  /// Verifies the logs named on standard input; 0 when every one was reported.
  func run() async -> Int32 {
    guard let output = AppOutputCapture.keepApart() else { return 70 }
    TrapBeacon.install(writingTo: output, format: .record)
    let input = WorkerInput(descriptor: 0, batchSize: options.batchSize)
    let project = context.project
    let unknownId = Atomic<Bool>(false)
    var index = 0
    var failedWrite = false
    // A batch's frames go in one write: the supervisor then wakes once per batch, not per log.
    _ = await Suite(verifier: verifier).run(
      batches: {
        guard let ids = await input.next() else { return nil }
        let cases = ids.compactMap { Self.logCase($0, in: project) }
        guard cases.count == ids.count else {
          unknownId.store(true, ordering: .relaxed)
          return nil
        }
        return cases
      },
      reportBatch: { outcomes in
        var frames: [UInt8] = []
        for outcome in outcomes {
          WorkerWire.appendFrame(index: index, outcome, to: &frames)
          index += 1
        }
        failedWrite = failedWrite || !Self.write(frames, to: output)
      })
    if unknownId.load(ordering: .relaxed) { return 65 }
    return failedWrite ? 74 : 0
  }

  /// The verifier of the run: its record mode, and its replays per log.
  private var verifier: Verifier {
    var verifier = Verifier(project: context.project, scenes: context.scenes, mode: options.mode)
    verifier.repeats = options.repeats
    verifier.collectsCoverage = options.html
    if options.html { verifier.sectionRenderer = HTMLReport.section }
    return verifier
  }

  private nonisolated static func logCase(_ id: String, in project: Project) -> LogCase? {
    guard let slash = id.firstIndex(of: "/") else { return nil }
    return project.logCase(
      screen: String(id[..<slash]), name: String(id[id.index(after: slash)...]))
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { bytes in
      FileSystem.writeAll(bytes, to: descriptor) == 0
    }
  }
}

/// The arguments of `__worker`: `__worker <record mode> <batch size> html|- <cli> <repeats>`.
struct WorkerOptions: Equatable, Sendable {
  /// When goldens may be written.
  var mode: RecordMode
  /// Logs per batch: 1 when the supervisor is finding which log of a batch crashed.
  var batchSize: Int
  /// Whether each outcome carries its HTML section and what its replay exercised (for
  /// `--html`).
  var html: Bool
  /// How the supervisor's hints name the command line, so the worker's messages name it alike.
  var cli: String
  /// How many times each log is replayed (`verify --repeat`).
  var repeats: Int

  /// The arguments after `__worker`.
  var arguments: [String] {
    [mode.rawValue, String(batchSize), html ? "html" : "-", cli, String(repeats)]
  }

  init(mode: RecordMode, batchSize: Int, html: Bool, cli: String, repeats: Int = 1) {
    self.mode = mode
    self.batchSize = batchSize
    self.html = html
    self.cli = cli
    self.repeats = repeats
  }

  /// Parses the arguments after `__worker`.
  init(arguments: [String]) throws(UsageError) {
    guard arguments.count == 5, let mode = RecordMode(rawValue: arguments[0]),
      let size = Int(arguments[1]), size > 0, ["html", "-"].contains(arguments[2]),
      let repeats = Int(arguments[4]), repeats > 0
    else {
      throw UsageError(
        message:
          "'__worker' is started by 'verify' itself, with a record mode, a batch size, html or -, the command's name and the replays per log",
        command: nil)
    }
    self.init(
      mode: mode, batchSize: size, html: arguments[2] == "html", cli: arguments[3],
      repeats: repeats)
  }
}
