import Screenplay

/// A run as JUnit XML, for CI dashboards: one `<testsuite>` per screen inside `<testsuites>`, one
/// `<testcase>` per log, in the order given. Every `time` is `0`: no wall clock reaches a report,
/// so the same run gives the same bytes.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="Screenplay" tests="1" failures="0" errors="0" skipped="0" time="0">
///   <testsuite name="SignIn" tests="1" failures="0" errors="0" skipped="0" time="0">
///     <testcase classname="SignIn" name="offline" file="Tests/EventLogs/SignIn/offline.log" time="0"/>
///   </testsuite>
/// </testsuites>
/// ```
struct JUnitReport: Sendable, Hashable {
  /// One log's `<testcase>`.
  struct TestCase: Sendable, Hashable {
    /// The screen (the `classname`, and the `<testsuite>` it is grouped in).
    var screen: String
    /// The log's name (the `name`).
    var name: String
    /// The log's path (the `file`).
    var file: String
    /// How it ended.
    var result: Result
  }

  /// How a test case ended.
  enum Result: Sendable, Hashable {
    /// Passed; `output`, when there is one, becomes its `<system-out>`.
    case passed(output: String?)
    /// Failed with `message` (the `message` attribute) and `report` (the body).
    case failed(message: String, report: String)
    /// Skipped, saying why; `output`, when there is one, becomes its `<system-out>`.
    case skipped(message: String, output: String?)
  }

  /// The test cases, in report order.
  var cases: [TestCase]

  /// The document, ending with a newline.
  func xml() -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    lines.append("<testsuites name=\"Screenplay\"\(Self.counts(cases))>")
    for suite in suites() {
      lines.append(
        "  <testsuite name=\"\(XMLEscaping.attribute(suite.screen))\"\(Self.counts(suite.cases))>")
      lines += suite.cases.map(Self.element)
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The cases grouped by screen, each screen where its first case is.
  private func suites() -> [(screen: String, cases: [TestCase])] {
    var order: [String] = []
    var grouped: [String: [TestCase]] = [:]
    for testCase in cases {
      if grouped[testCase.screen] == nil { order.append(testCase.screen) }
      grouped[testCase.screen, default: []].append(testCase)
    }
    return order.map { ($0, grouped[$0] ?? []) }
  }

  /// ` tests="3" failures="1" errors="0" skipped="1" time="0"`.
  private static func counts(_ cases: [TestCase]) -> String {
    var failures = 0
    var skipped = 0
    for testCase in cases {
      switch testCase.result {
      case .passed: break
      case .failed: failures += 1
      case .skipped: skipped += 1
      }
    }
    return
      " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\""
  }

  /// One `<testcase>`, indented, with its children.
  private static func element(_ testCase: TestCase) -> String {
    let open =
      "    <testcase classname=\"\(XMLEscaping.attribute(testCase.screen))\" name=\"\(XMLEscaping.attribute(testCase.name))\" file=\"\(XMLEscaping.attribute(testCase.file))\" time=\"0\""
    let children = self.children(testCase.result)
    guard !children.isEmpty else { return open + "/>" }
    return ([open + ">"] + children.map { "      " + $0 } + ["    </testcase>"])
      .joined(separator: "\n")
  }

  /// The elements inside a test case.
  private static func children(_ result: Result) -> [String] {
    switch result {
    case .passed(let output): return output.map { [systemOut($0)] } ?? []
    case .failed(let message, let report):
      return [
        "<failure message=\"\(XMLEscaping.attribute(message))\">\(XMLEscaping.content(report))</failure>"
      ]
    case .skipped(let message, let output):
      return ["<skipped message=\"\(XMLEscaping.attribute(message))\"/>"]
        + (output.map { [systemOut($0)] } ?? [])
    }
  }

  private static func systemOut(_ text: String) -> String {
    "<system-out>\(XMLEscaping.content(text))</system-out>"
  }
}
