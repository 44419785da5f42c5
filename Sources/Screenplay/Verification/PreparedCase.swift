/// A log read from disk with what its replay needs (the scene it names and its fixtures), or the
/// diagnostic that ends its case before any replay.
///
/// Preparing touches only files and pure parsing, never app code, so a run prepares the next
/// batch of logs on another thread while the main actor replays this one. A log too long to
/// hold is not read here: it is streamed when its turn comes (see ``StreamedVerification``).
struct PreparedCase: Sendable {
  /// The case.
  let logCase: LogCase
  /// How its replay goes.
  let plan: Plan

  /// How a prepared case is replayed.
  enum Plan: Sendable {
    /// Replayed from the parsed log, its scene and its fixtures.
    case replay(Input)
    /// Read, replayed and compared a line and a step at a time.
    case stream
    /// Not replayed: the log or its fixtures are malformed.
    case failed(Diagnostic)
  }

  /// What a replay of the case starts from.
  struct Input: Sendable {
    let log: EventLog
    let scene: SceneDescriptor
    let fixtures: FixtureSet
  }
}

/// What the replay stage hands to the conclude stage for one case.
enum ReplayedCase: Sendable {
  /// A history to compare with the golden.
  case replayed(ReplayResult)
  /// The case failed before a history existed.
  case failed(Diagnostic)
  /// A streamed case, already compared (see ``StreamedVerification``).
  case concluded(CaseOutcome)
  /// In a repeated run, a case whose replays disagreed (see ``FlakyReplay``).
  case flaky(FlakyReplay)
}
