import Screenplay

/// A compiler-style diagnostic as a report prints it, read back: `path:line:col: error: text`
/// and the indented lines under it. A failed outcome's message is made of these; its first one
/// is where the failure points (a divergence's first line points at the log line of the event
/// behind the first divergent step), so CI annotations reuse it instead of working it out again.
struct ReportedDiagnostic: Equatable {
  var path: String
  var line: Int
  var column: Int
  /// The text after `error: `.
  var text: String
  /// The lines indented under it, two spaces taken off.
  var details: [String] = []

  /// The diagnostics in `message`, in order; lines before the first one are dropped.
  static func all(in message: String) -> [ReportedDiagnostic] {
    var found: [ReportedDiagnostic] = []
    for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix(" "), let diagnostic = ReportedDiagnostic(line: String(line)) {
        found.append(diagnostic)
      } else if !found.isEmpty {
        found[found.count - 1].details.append(String(line.dropFirst(2)))
      }
    }
    return found
  }

  /// Reads `path:line:col: error: text`; `nil` for any other line.
  init?(line: String) {
    guard let marker = line.firstRange(of: ": error: ") else { return nil }
    let location = line[..<marker.lowerBound].split(
      separator: ":", omittingEmptySubsequences: false)
    guard location.count >= 3, let number = Int(location[location.count - 2]),
      let column = Int(location[location.count - 1])
    else { return nil }
    path = location.dropLast(2).joined(separator: ":")
    self.line = number
    self.column = column
    text = String(line[marker.upperBound...])
  }

  init(path: String, line: Int, column: Int, text: String, details: [String] = []) {
    self.path = path
    self.line = line
    self.column = column
    self.text = text
    self.details = details
  }
}
