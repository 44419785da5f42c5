/// The first divergent step of a comparison, as the reports show it: computed once, where the
/// histories are, so no report needs them.
package struct DivergentStep: Sendable, Hashable {
  /// The step's index (in the received history, or in the expected one for a removed step).
  package var index: Int
  /// `step 4 · 1.500s · effect of step 3 · response 401 POST /login (sign-in-wrong-password)`.
  package var title: String
  /// Its line diff without indent: hunks for a changed step, the whole body marked `+` or `-`
  /// for an inserted or removed one.
  package var diff: [String]

  /// A divergent step.
  package init(index: Int, title: String, diff: [String]) {
    self.index = index
    self.title = title
    self.diff = diff
  }
}
