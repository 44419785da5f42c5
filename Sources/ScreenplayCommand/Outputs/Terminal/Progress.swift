import Foundation
import Screenplay

/// A progress line on standard error, shown only on a terminal and only once a run has taken
/// more than a second, so short runs, pipes and CI logs stay clean. It never touches standard
/// output, whose text is the same on every run.
@MainActor
final class Progress {
  private let total: Int
  private var done = 0
  private let start = ContinuousClock.now
  private var shown = false
  private let console: Console

  init(total: Int, console: Console) {
    self.total = total
    self.console = console
  }

  /// Notes that `logCase` finished.
  func advance(past logCase: LogCase) {
    done += 1
    guard console.showsProgress, ContinuousClock.now - start > .seconds(1) else { return }
    shown = true
    console.writeError("\r\u{1B}[K[\(done)/\(total)] \(logCase.id)")
  }

  /// Clears the progress line.
  func finish() {
    if shown { console.writeError("\r\u{1B}[K") }
  }
}
