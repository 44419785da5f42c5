extension JUnitReport {
  /// Writes the document to `path` (absolute, or relative to the current directory)
  /// atomically: a reader never sees half a file. The folder must exist.
  ///
  /// ```swift
  /// try JUnitReport(cases: cases).write(to: "junit.xml")
  /// ```
  package func write(to path: String) throws(WriteFailure) {
    do {
      try FileSystem.write(xml(), to: path)
    } catch {
      throw WriteFailure(error, writing: "the JUnit report", at: path, resolved: path)
    }
  }
}
