/// The logs that failed when they last ran, kept in `.screenplay/last-failed` (one id a line)
/// for `verify --last-failed`. Each run replaces what it knows: the logs it ran are recorded
/// as they ended now, the others keep what an earlier run recorded.
package struct LastFailedRecord {
  /// The record's path, relative to the package root.
  package static let path = FileSystem.workFolderName + "/last-failed"

  package let project: Project

  /// The record of `project`.
  package init(project: Project) {
    self.project = project
  }

  /// The ids recorded, in order; none when there is no record.
  package func ids() -> [String] {
    let text = (try? FileSystem.readText(at: project.absolute(Self.path))) ?? nil
    return (text ?? "").split(separator: "\n").map(String.init)
  }

  /// Records that of the logs `ran`, those in `failed` failed; returns why the record could not
  /// be written, and what to do, if it could not.
  package func update(ran: [LogCase], failed: [LogCase]) -> WriteFailure? {
    let ranIDs = Set(ran.map(\.id))
    let ids = Set(ids().filter { !ranIDs.contains($0) } + failed.map(\.id)).sorted()
    let path = project.absolute(Self.path)
    do {
      if ids.isEmpty {
        FileSystem.removeIfPresent(path)
      } else {
        try FileSystem.writeAtomically(
          ids.joined(separator: "\n") + "\n", to: path, temporaryFolder: project.temporaryFolder)
      }
      return nil
    } catch {
      return WriteFailure(
        error, writing: "the record of failed logs", at: Self.path, resolved: path)
    }
  }
}
