import Foundation
import Screenplay

/// The histories a run left for review, as a CI job's artifact: with `--artifact <folder>`,
/// copied there (one file per log, as `accept --from` reads them); under CI without it, where
/// they are.
struct PendingArtifacts: RunOutput {
  let context: CommandContext
  /// Whether it says nothing but errors.
  let quiet: Bool

  func publish(_ run: FinishedRun) -> Bool {
    let console = context.console
    let pending = run.pending
    let accept =
      context.project.hints.cli.map { "'\($0) accept --from <folder>'" }
      ?? "'accept --from <folder>'"
    guard let folder = run.options.artifactPath else {
      if !quiet, !pending.isEmpty, RecordMode.isCI(context.environment) {
        console.print(
          "keep \(context.project.layout.pending)/ as this job's artifact; on a checkout of this commit, \(accept) makes its histories the goldens"
        )
      }
      return true
    }
    let target =
      folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
    var written = 0
    for logCase in pending {
      do throws(Diagnostic) {
        try context.pendingHistories.export(logCase, to: target)
        written += 1
      } catch {
        console.printError(error.description)
      }
    }
    if !quiet {
      console.print(
        "wrote \(written) pending \(written == 1 ? "history" : "histories") to \(folder); on a checkout of this commit, \(accept) makes them the goldens"
      )
    }
    return written == pending.count
  }
}
