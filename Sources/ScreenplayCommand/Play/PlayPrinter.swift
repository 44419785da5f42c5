import Screenplay

/// Prints a `play` session's steps as they come: each step's header as a golden writes it, then
/// its render's line diff from the step before (the whole render for step 0), and the replay's
/// problems once each.
@MainActor
final class PlayPrinter {
  private let console: Console
  /// How many steps have been printed.
  private var shown = 0
  /// The screen as last printed.
  private var screen: [String] = []
  private var reported: Set<Diagnostic> = []

  init(console: Console) {
    self.console = console
  }

  /// Prints the steps up to the session's clock not printed yet, and new problems (a fixture
  /// never requested is left for `save`: the session may still request it).
  func reveal(_ session: PlaySession) {
    for step in session.steps.dropFirst(shown) { print(step) }
    shown = session.steps.count
    let problems = session.replayed.problems.filter { $0.line != session.log.fixturesLine }
    report(problems)
  }

  /// Prints `steps` (the history past the clock, when saving) without counting them as shown.
  func preview(_ steps: [Step]) {
    let (count, lines) = (shown, screen)
    for step in steps { print(step) }
    (shown, screen) = (count, lines)
  }

  /// Prints each of `problems` not printed before.
  func report(_ problems: [Diagnostic]) {
    for problem in problems where reported.insert(problem).inserted {
      console.print(problem.description)
    }
  }

  /// Forgets what was printed after the session's clock went back (undo).
  func rewind(_ session: PlaySession) {
    let steps = session.steps
    shown = steps.count
    screen = steps.last { $0.changed }?.lines ?? []
  }

  /// Prints the whole screen as it is now.
  func show(_ session: PlaySession) {
    console.print("screen at \(TimeFormat.seconds(session.now)) (step \(max(shown - 1, 0))):")
    for line in screen { console.print("  " + line) }
  }

  private func print(_ step: Step) {
    console.print(HistoryFormat.headerLine(of: step))
    if step.index == 0 {
      for line in step.lines { console.print("  " + line) }
    } else if !step.changed {
      console.print("  (unchanged)")
    } else {
      for hunk in LineDiff.hunks(expected: screen, actual: step.lines) {
        for line in hunk.description.split(separator: "\n", omittingEmptySubsequences: false) {
          console.print("  " + console.palette.diffLine(String(line)))
        }
      }
    }
    if step.changed { screen = step.lines }
  }
}
