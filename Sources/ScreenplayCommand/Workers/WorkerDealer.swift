/// The logs of a run that no worker has been given yet, handed out a batch at a time: each worker
/// is kept a few batches ahead of what it has reported, so the workers end within about a batch of
/// each other however their speeds differ (see ``WorkerSupervisor``).
///
/// Batches get smaller as the end of the run nears (as in "guided" scheduling): a batch is at
/// most the part of what is left that each worker would hold, so when the last log is dealt
/// every worker holds only a little, and a worker that ran slower leaves the others waiting for a
/// few logs rather than for a few full batches.
struct WorkerDealer {
  /// The batches a worker may hold unreported: a worker prepares one, replays one and concludes
  /// one while the outcomes of the one before travel back, and the fourth is there before it
  /// asks. Fewer made workers wait for their logs; more only unbalance the end of a run.
  static let ahead = 4
  /// The smallest batch dealt at the end of a run: a batch's own costs (a main-queue turn,
  /// hand-offs between threads, a write to the supervisor) stay small beside its logs'.
  static let smallestBatch = 5

  private let count: Int
  private let batchSize: Int
  private let workers: Int
  private var next = 0

  /// Deals the indices `0..<count` in batches of `batchSize`, smaller towards the end for
  /// `workers` workers.
  init(count: Int, batchSize: Int, workers: Int = 1) {
    self.count = count
    self.batchSize = max(1, batchSize)
    self.workers = max(1, workers)
  }

  /// How many full batches the logs make.
  var batchCount: Int { (count + batchSize - 1) / batchSize }

  /// Whether every log has been dealt.
  var isEmpty: Bool { next >= count }

  /// The size of the next batch: `batchSize`, or, once the workers would hold all that is left,
  /// their share of it, down to ``smallestBatch``. One worker has no other to wait for.
  private var nextSize: Int {
    guard workers > 1 else { return batchSize }
    let share = (count - next) / (workers * Self.ahead)
    return min(batchSize, max(min(Self.smallestBatch, batchSize), share))
  }

  /// The most logs a worker may hold unreported: ``ahead`` batches of the next size.
  var limit: Int { Self.ahead * nextSize }

  /// The next batch's indices; `nil` once all are dealt.
  mutating func deal() -> Range<Int>? {
    guard !isEmpty else { return nil }
    let end = min(count, next + nextSize)
    defer { next = end }
    return next..<end
  }

  /// Every index not dealt yet, dealt at once.
  mutating func dealRest() -> Range<Int> {
    defer { next = count }
    return min(next, count)..<count
  }
}
