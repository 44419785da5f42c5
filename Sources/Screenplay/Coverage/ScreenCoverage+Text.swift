extension ScreenCoverage {
  /// `SignIn: 15 logs · events 4/4 · 4 states · 9 (state, event) pairs · declared transitions
  /// 12/13 covered · 0 not declared`.
  package var summary: String {
    var parts = ["\(logs) log\(logs == 1 ? "" : "s")", "events \(eventsSent)/\(events.count)"]
    if !states.isEmpty {
      parts.append("\(states.count) state\(states.count == 1 ? "" : "s")")
      parts.append("\(pairs.count) (state, event) pair\(pairs.count == 1 ? "" : "s")")
      parts += transitionFigures
    } else {
      parts.append("states not named")
    }
    return "\(screen): " + parts.joined(separator: " · ")
  }

  /// How many declared transitions the logs cover and how many covered ones are undeclared;
  /// for a scene that declares none, how many transitions the logs take.
  private var transitionFigures: [String] {
    guard declaredCount > 0 else {
      return ["\(transitions.count) transitions, none declared"]
    }
    return [
      "declared transitions \(declaredCount - uncovered.count)/\(declaredCount) covered",
      "\(undeclared.count) not declared",
    ]
  }

  /// The summary, then the events, pairs and transitions, one a line.
  package var textLines: [String] {
    var lines = [summary]
    lines += skipped.map { "  skipped \($0)" }
    lines.append("  events")
    let width = (events.map(\.event.count).max() ?? 0) + 2
    for count in events {
      lines.append(
        "    " + Self.padded(count.event, width) + Self.logs(count.logs, never: "never sent"))
    }
    guard !states.isEmpty else { return lines }
    lines.append("  (state, event) pairs")
    let pairTexts = pairs.map { "\($0.state) × \($0.event)" }
    let pairWidth = (pairTexts.map(\.count).max() ?? 0) + 2
    for (text, pair) in zip(pairTexts, pairs) {
      lines.append("    " + Self.padded(text, pairWidth) + Self.logs(pair.logs, never: ""))
    }
    lines.append("  transitions")
    let texts = transitions.map { Transition($0.from, $0.event, $0.to).text }
    let transitionWidth = (texts.map(\.count).max() ?? 0) + 2
    for (text, transition) in zip(texts, transitions) {
      let status =
        declaredCount == 0
        ? Self.logs(transition.logs, never: "") : Self.status(of: transition)
      lines.append("    " + Self.padded(text, transitionWidth) + status)
    }
    return lines
  }

  private static func status(of transition: TransitionCount) -> String {
    if !transition.declared { return logs(transition.logs, never: "") + ", not declared" }
    return logs(transition.logs, never: "declared, no log covers it")
  }

  private static func logs(_ count: Int, never: String) -> String {
    count == 0 ? never : "\(count) log\(count == 1 ? "" : "s")"
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 1))
  }
}
