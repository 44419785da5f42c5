/// A group of nearby changed lines with a little unchanged context, as in a unified diff.
///
/// ```swift
/// hunk.description
/// // @@ -2,3 +2,3 @@
/// //    Email: "johnny@gmail.com"
/// // -  [Sign In]
/// // +  [Sign In] (disabled)
/// ```
package struct DiffHunk: Sendable, Hashable, CustomStringConvertible {
  /// One line of a hunk.
  package enum Line: Sendable, Hashable {
    /// Unchanged; shown for context.
    case context(String)
    /// Only in the expected lines.
    case removed(String)
    /// Only in the actual lines.
    case added(String)

    /// `" "`, `"-"` or `"+"`.
    package var marker: Character {
      switch self {
      case .context: " "
      case .removed: "-"
      case .added: "+"
      }
    }

    /// The line's text.
    package var text: String {
      switch self {
      case .context(let text), .removed(let text), .added(let text): text
      }
    }
  }

  /// The first expected line in the hunk, counting from 1; for a hunk with no expected lines,
  /// the line before the insertion (0 at the start), as unified diffs write it.
  package var expectedStart: Int
  /// How many expected lines the hunk covers (context and removed).
  package var expectedCount: Int
  /// The first actual line in the hunk, counting from 1, or the line before as above.
  package var actualStart: Int
  /// How many actual lines the hunk covers (context and added).
  package var actualCount: Int
  /// The lines, in order.
  package var lines: [Line]

  /// Creates a hunk.
  package init(
    expectedStart: Int, expectedCount: Int, actualStart: Int, actualCount: Int, lines: [Line]
  ) {
    self.expectedStart = expectedStart
    self.expectedCount = expectedCount
    self.actualStart = actualStart
    self.actualCount = actualCount
    self.lines = lines
  }

  /// `@@ -2,3 +2,3 @@`: both counts always written.
  package var range: String {
    "@@ -\(expectedStart),\(expectedCount) +\(actualStart),\(actualCount) @@"
  }

  /// The range line, then each line as its marker followed by its text.
  package var description: String {
    ([range] + lines.map { "\($0.marker)\($0.text)" }).joined(separator: "\n")
  }
}
