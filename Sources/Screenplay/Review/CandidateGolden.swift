/// A history a CI run left for review, found in a downloaded artifact: `accept --from` makes it
/// the golden once replaying its log here gives it again.
package struct CandidateGolden: Sendable, Hashable {
  /// The file in the artifact.
  package var source: String
  /// The history as the CI run wrote it.
  package var text: String
  /// The history, decoded.
  package var history: History
  /// The log it is the history of.
  package var logCase: LogCase

  /// Reads every history under the folder at the absolute path `folder` (at any depth: a
  /// downloaded CI artifact may nest them), naming it `name` in messages: the candidates, sorted
  /// by log, and what could not be taken, each at its file.
  package static func read(from folder: String, named name: String, in project: Project)
    -> (candidates: [CandidateGolden], problems: [Diagnostic])
  {
    var candidates: [CandidateGolden] = []
    var problems: [Diagnostic] = []
    let shown = name.hasSuffix("/") ? String(name.dropLast()) : name
    for relative in FileSystem.files(under: folder, suffix: ".txt") {
      do throws(Diagnostic) {
        candidates.append(
          try read(folder + "/" + relative, shownAs: "\(shown)/\(relative)", in: project))
      } catch {
        problems.append(error)
      }
    }
    return (candidates.sorted { $0.logCase < $1.logCase }, problems)
  }

  private static func read(_ path: String, shownAs source: String, in project: Project)
    throws(Diagnostic) -> CandidateGolden
  {
    let read: String?
    do {
      read = try FileSystem.readText(at: path)
    } catch {
      throw Diagnostic(
        path: source, line: 1, column: 1, message: "cannot read the file: \(error)",
        hint: error.hint)
    }
    guard let text = read else {
      throw Diagnostic(
        path: source, line: 1, column: 1, message: "the file went away while it was read",
        hint: "download the artifact again")
    }
    let history: History
    do {
      history = try HistoryFormat.decode(text, path: source)
    } catch {
      var problem = error
      problem.hint = "take it out of the folder: only histories Screenplay wrote belong there"
      throw problem
    }
    guard let logCase = project.logCase(atPath: history.header.log) else {
      throw Diagnostic(
        path: source, line: 2, column: 6,
        message: "no log \(history.header.log) in this checkout",
        hint: "check out the commit the CI run tested, or take this history out of the artifact")
    }
    return CandidateGolden(source: source, text: text, history: history, logCase: logCase)
  }
}
