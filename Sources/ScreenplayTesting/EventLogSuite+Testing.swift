import Foundation

#if canImport(Testing)
  import Screenplay
  public import Testing

  extension EventLogSuite {
    /// Verifies `testCase` under Swift Testing: a failure is an issue at the log's line (a
    /// warning under `SCREENPLAY_FORCE_PASS`), with the received history and the step diff
    /// attached (`swift test --attachments-path <folder>` writes them there).
    @MainActor
    public func verify(_ testCase: EventLogCase) async {
      guard let failure = await outcome(of: testCase) else { return }
      for attachment in failure.attachments {
        Attachment.record(attachment.text, named: attachment.name)
      }
      let comment = Comment(rawValue: failure.message)
      guard let path = failure.path, let logCase = failure.logCase else {
        Issue.record(comment)
        return
      }
      let location = SourceLocation(
        fileID: "\(logCase.screen)/\(URL(fileURLWithPath: path).lastPathComponent)",
        filePath: path, line: failure.line, column: 1)
      Issue.record(
        comment, severity: failure.isWarning ? .warning : .error, sourceLocation: location)
    }
  }

  extension EventLogCase: CustomTestStringConvertible {
    /// `SignIn/offline`.
    public var testDescription: String { description }
  }
#endif
