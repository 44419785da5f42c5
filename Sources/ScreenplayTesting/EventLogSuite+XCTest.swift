#if canImport(XCTest)
  import Screenplay
  public import XCTest

  extension EventLogSuite {
    /// Verifies every log in one XCTest method, recording one failure per failing log at the
    /// log's file and line (under `SCREENPLAY_FORCE_PASS`, none: the histories wait as pending).
    @MainActor
    public func verifyAll(in testCase: XCTestCase) async {
      for log in cases {
        guard let failure = await outcome(of: log), !failure.isWarning else { continue }
        record(failure, in: testCase)
      }
    }

    @MainActor
    private func record(_ failure: Failure, in testCase: XCTestCase) {
      let path = failure.path ?? project?.root ?? "."
      #if canImport(ObjectiveC)
        // XCTAttachment exists where XCTest is Apple's; swift-corelibs-xctest has none.
        for file in failure.attachments {
          let attachment = XCTAttachment(string: file.text)
          attachment.name = file.name
          attachment.lifetime = .keepAlways
          testCase.add(attachment)
        }
        let location = XCTSourceCodeLocation(filePath: path, lineNumber: failure.line)
        testCase.record(
          XCTIssue(
            type: .assertionFailure, compactDescription: failure.message,
            sourceCodeContext: XCTSourceCodeContext(location: location)))
      #else
        testCase.recordFailure(
          withDescription: failure.message, inFile: path, atLine: failure.line, expected: true)
      #endif
    }
  }
#endif
