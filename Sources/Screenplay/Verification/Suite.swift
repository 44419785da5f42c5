import Synchronization

/// Runs a selection of logs one after another and sums them up.
package struct Suite: Sendable {
  /// The verifier each log goes through.
  package var verifier: Verifier
  /// How many logs go through the stages together (see ``defaultBatchSize``); 1 makes a trap
  /// easy to blame, since only one log is then in flight.
  package var batchSize: Int

  /// Creates a suite.
  package init(verifier: Verifier, batchSize: Int = Suite.defaultBatchSize) {
    self.verifier = verifier
    self.batchSize = max(1, batchSize)
  }

  /// The logs `filter` selects: those whose id equals it if any does, else those whose id
  /// contains it (case-insensitive); all logs when `filter` is `nil`. A filter ending in `.log`
  /// (or `.log:line` or `.log:line:column`, as a failure prints it) is a log's path, relative to
  /// the current directory or absolute, and selects that log.
  package func select(_ filter: String?) -> [LogCase] {
    let all = verifier.project.logCases()
    guard var filter, !filter.isEmpty else { return all }
    if let path = LogPath(filter) {
      guard let id = path.id(in: verifier.project) else { return [] }
      filter = id
    }
    if let parts = LogCase.idParts(of: filter), let named = all.first(where: { $0.hasID(parts) }) {
      return [named]
    }
    let needle = Array(filter.lowercased().utf8)
    return all.filter { $0.matches(lowercasedUTF8: needle) }
  }

  /// How many logs go through the stages together: enough that the main-queue turn and the
  /// hand-offs between threads cost little per log, few enough that progress still moves.
  package static let defaultBatchSize = 50

  /// Verifies each case in order, calling `report` after each, and returns the summary.
  ///
  /// The verifier's three stages run as a pipeline over batches of ``batchSize`` logs: while the
  /// main actor replays one batch, another thread prepares the next (reads logs and fixtures)
  /// and concludes the last (compares with goldens, writes pending files). Only the replay runs
  /// app code, and replays still run one at a time, in order; outcomes are reported in order.
  @MainActor
  package func run(_ cases: [LogCase], report: (CaseOutcome) -> Void) async -> RunSummary {
    await run(cases) { outcomes in
      for outcome in outcomes { report(outcome) }
    }
  }

  /// Verifies each case in order, like ``run(_:report:)``, calling `reportBatch` once per batch
  /// with its outcomes in order: a worker process sends a batch's results in one write.
  @MainActor
  package func run(_ cases: [LogCase], reportBatch: ([CaseOutcome]) -> Void) async -> RunSummary {
    let size = batchSize
    let batches = BatchCursor(
      stride(from: 0, to: cases.count, by: size).map {
        Array(cases[$0..<min($0 + size, cases.count)])
      })
    return await run(batches: batches.next, reportBatch: reportBatch)
  }

  /// Verifies the logs `nextBatch` hands out, a batch per call until it returns `nil`, like
  /// ``run(_:reportBatch:)``: a worker process is given its logs a batch at a time, as it
  /// reports them, so that the workers of a run end together.
  ///
  /// `nextBatch` is called off the main actor, one call at a time and in order, while the batch
  /// before is being replayed; a call that waits holds up only the preparing of its batch.
  @MainActor
  package func run(
    batches nextBatch: @escaping @Sendable () async -> [LogCase]?,
    reportBatch: ([CaseOutcome]) -> Void
  ) async -> RunSummary {
    let verifier = verifier
    var summary = RunSummary()
    func reportAll(_ outcomes: [CaseOutcome]) {
      for outcome in outcomes { summary.add(outcome) }
      reportBatch(outcomes)
    }
    func prepareNext() -> Task<[PreparedCase]?, Never> {
      Task.detached { await nextBatch().map(verifier.prepare) }
    }
    var preparing = prepareNext()
    var concluding: Task<[CaseOutcome], Never>?
    while let prepared = await preparing.value {
      preparing = prepareNext()
      let replays = await verifier.replay(prepared)
      if let outcomes = await concluding?.value { reportAll(outcomes) }
      concluding = Task.detached { verifier.conclude(prepared, replays) }
    }
    if let outcomes = await concluding?.value { reportAll(outcomes) }
    return summary
  }
}

/// Hands out a list's batches in order, one per call.
private final class BatchCursor: Sendable {
  private let batches: [[LogCase]]
  private let position = Atomic<Int>(0)

  init(_ batches: [[LogCase]]) {
    self.batches = batches
  }

  /// The next batch; `nil` once all were handed out.
  @Sendable func next() async -> [LogCase]? {
    let index = position.add(1, ordering: .relaxed).oldValue
    return index < batches.count ? batches[index] : nil
  }
}
