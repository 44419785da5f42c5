/// A log read from disk with what its replay needs (the scene it names and its fixtures), or the
/// diagnostic that ends its case before any replay.
///
/// Preparing touches only files and pure parsing, never app code, so a run prepares the next
/// batch of logs on another thread while the main actor replays this one.
public struct PreparedCase: Sendable {
  /// The case.
  public let logCase: LogCase
  /// The parsed log, its scene and its fixtures, or why there are none.
  let input: Result<Input, Diagnostic>

  /// What a replay of the case starts from.
  struct Input: Sendable {
    let log: EventLog
    let scene: SceneDescriptor
    let fixtures: FixtureSet
  }
}
