extension HTMLReport {
  /// Writes the page for `outcomes` to `path` (absolute, or relative to the current directory)
  /// atomically: a reader never sees half a page. The folder must exist.
  ///
  /// ```swift
  /// try HTMLReport.write(outcomes, title: "screenplay verify", to: "report.html")
  /// ```
  public static func write(_ outcomes: [CaseOutcome], title: String, to path: String)
    throws(WriteFailure)
  {
    do {
      try FileSystem.write(render(outcomes, title: title), to: path)
    } catch {
      throw WriteFailure(error, writing: "the HTML report", at: path, resolved: path)
    }
  }
}
