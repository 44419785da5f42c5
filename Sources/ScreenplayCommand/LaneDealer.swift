/// The logs of a run that no worker has been given yet, handed out a batch at a time: each lane
/// is kept a few batches ahead of what it has reported, so the lanes end within about a batch of
/// each other however their speeds differ (see ``LaneSupervisor``).
struct LaneDealer {
  /// The batches a lane may hold unreported: a worker prepares one, replays one and concludes
  /// one while the outcomes of the one before travel back, and the fourth is there before it
  /// asks. Fewer made workers wait for their logs; more only unbalance the end of a run.
  static let ahead = 4

  private let count: Int
  private let batchSize: Int
  private var next = 0

  /// Deals the indices `0..<count` in batches of `batchSize`.
  init(count: Int, batchSize: Int) {
    self.count = count
    self.batchSize = max(1, batchSize)
  }

  /// How many batches there are in all.
  var batchCount: Int { (count + batchSize - 1) / batchSize }

  /// Whether every log has been dealt.
  var isEmpty: Bool { next >= count }

  /// The most logs a lane may hold unreported.
  var limit: Int { Self.ahead * batchSize }

  /// The next batch's indices; `nil` once all are dealt.
  mutating func deal() -> Range<Int>? {
    guard !isEmpty else { return nil }
    defer { next = min(count, next + batchSize) }
    return next..<min(count, next + batchSize)
  }

  /// Every index not dealt yet, dealt at once.
  mutating func dealRest() -> Range<Int> {
    defer { next = count }
    return min(next, count)..<count
  }
}
