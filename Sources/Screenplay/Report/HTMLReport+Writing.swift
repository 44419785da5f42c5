extension HTMLReport {
  /// Writes the page for `outcomes` (and `coverage`, if given) to `path` (absolute, or relative to the current directory)
  /// atomically: a reader never sees half a page. The folder must exist.
  ///
  /// ```swift
  /// try HTMLReport.write(outcomes, title: "screenplay verify", to: "report.html")
  /// ```
  package static func write(
    _ outcomes: [CaseOutcome], title: String, coverage: CoverageReport? = nil, to path: String
  ) throws(WriteFailure) {
    do {
      try FileSystem.write(render(outcomes, title: title, coverage: coverage), to: path)
    } catch {
      throw WriteFailure(error, writing: "the HTML report", at: path, resolved: path)
    }
  }
}
