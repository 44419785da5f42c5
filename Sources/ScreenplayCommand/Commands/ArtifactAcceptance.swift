import Foundation
import Screenplay

/// `accept --from <artifact>…`: makes the histories a CI run left in its artifact (a folder of
/// pending histories, such as a downloaded `.screenplay/pending`) the goldens here, each only
/// after replaying its log in this checkout gives exactly that history. Stale ones are refused
/// with the reason; so are two artifacts that disagree about a log.
@MainActor
struct ArtifactAcceptance {
  let context: CommandContext

  private var console: Console { context.console }
  private var project: Project { context.project }

  func accept(from folders: [String], filter: String?) async -> Int32 {
    guard let missing = folders.first(where: { !isFolder($0) }) else {
      return await accept(read(folders), filter: filter)
    }
    console.printError(
      "error: --from \(missing): no such folder; give the folder the CI run's artifact was downloaded to"
    )
    return 1
  }

  private func accept(_ found: Found, filter: String?) async -> Int32 {
    for problem in found.problems { console.printError(problem.description) }
    let selected = found.candidates.filter { $0.logCase.matches(filter) }
    guard !selected.isEmpty || !found.problems.isEmpty else {
      console.printError(
        "error: no history in \(found.folders) matches '\(filter ?? "")'")
      return 1
    }
    let verifier = Verifier(project: project, scenes: context.scenes, mode: .never)
    var refused = found.problems.count
    for candidate in selected {
      if let reason = await verifier.staleness(of: candidate) {
        console.printError("refused \(candidate.logCase.id) (\(candidate.source)): \(reason)")
        refused += 1
        continue
      }
      do throws(Diagnostic) {
        try context.pendingHistories.adopt(candidate)
        console.print("accepted \(candidate.logCase.id) → \(candidate.logCase.goldenPath)")
      } catch {
        console.printError(error.description)
        refused += 1
      }
    }
    console.print("\(selected.count - min(refused, selected.count)) accepted, \(refused) refused")
    return refused == 0 ? 0 : 1
  }

  /// What the folders hold: one candidate per log, and what could not be taken.
  private struct Found {
    var folders: String
    var candidates: [CandidateGolden] = []
    var problems: [Diagnostic] = []
  }

  private func read(_ folders: [String]) -> Found {
    var found = Found(folders: folders.joined(separator: ", "))
    var byLog: [LogCase: CandidateGolden] = [:]
    for folder in folders {
      let (candidates, problems) = CandidateGolden.read(
        from: absolute(folder), named: folder, in: project)
      found.problems += problems
      for candidate in candidates {
        guard let earlier = byLog[candidate.logCase] else {
          byLog[candidate.logCase] = candidate
          continue
        }
        guard earlier.text != candidate.text else { continue }
        found.problems.append(disagreement(earlier, candidate))
      }
    }
    let disagreeing = Set(found.problems.map(\.path))
    found.candidates = byLog.values.filter { !disagreeing.contains($0.source) }
      .sorted { $0.logCase < $1.logCase }
    return found
  }

  private func disagreement(_ first: CandidateGolden, _ second: CandidateGolden) -> Diagnostic {
    Diagnostic(
      path: first.source, line: 1, column: 1,
      message: "\(second.source) is another history of \(first.logCase.id)",
      hint: "the artifacts come from different runs; accept from one of them")
  }

  private func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// `path` as given on the command line: relative to the current directory.
  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
