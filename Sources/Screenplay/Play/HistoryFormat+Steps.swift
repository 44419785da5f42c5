extension HistoryFormat {
  /// The header line a golden gives `step`: `── step 3 · 1.500s · signIn.tap`.
  package static func headerLine(of step: Step) -> String {
    let text = stepText(step)
    let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: true)
    return lines.first.map(String.init) ?? ""
  }
}
