/// What a command line printed and the status it exited with: one value, so that a test compares
/// all three at once and a failure shows all three.
package struct Ran: Equatable, Sendable {
  /// The exit status (for a child process a signal ended, the signal's number).
  package var status: Int32
  /// What it wrote to standard output.
  package var output: String
  /// What it wrote to standard error.
  package var errors: String

  /// A run that exited with `status`, having written `output` and `errors`.
  package init(_ status: Int32, _ output: String, _ errors: String) {
    self.init(status: status, output: output, errors: errors)
  }

  /// A run that exited with `status`, having written `output` and `errors`.
  package init(status: Int32, output: String, errors: String) {
    self.status = status
    self.output = output
    self.errors = errors
  }
}
