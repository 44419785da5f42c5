import Screenplay

extension HTMLReport {
  /// The coverage section: per screen, its summary line, the logs not counted and why, then its
  /// events, and for a scene that names its states, its transitions: declared ones no log
  /// covers and covered ones not declared are marked.
  static func coverageSection(_ coverage: CoverageReport) -> String {
    var html = "<section class=\"coverage\" id=\"coverage\">\n<h2>Coverage</h2>\n"
    for screen in coverage.screens {
      html += "<h3>\(HTMLEscaping.escape(screen.summary))</h3>\n"
      html += skippedList(screen.skipped)
      html += eventTable(screen)
      if !screen.states.isEmpty { html += transitionTable(screen) }
    }
    return html + "</section>\n"
  }

  /// The logs a screen's figures leave out, each with why; nothing when every log counts.
  private static func skippedList(_ skipped: [String]) -> String {
    guard !skipped.isEmpty else { return "" }
    let items = skipped.map { "<li>\(HTMLEscaping.escape($0))</li>\n" }.joined()
    return "<p class=\"skipped\">Not counted: their replay had problems</p>\n"
      + "<ul class=\"skipped\">\n\(items)</ul>\n"
  }

  private static func eventTable(_ screen: ScreenCoverage) -> String {
    var html = "<table>\n<thead><tr><th>Event</th><th>Logs</th></tr></thead>\n<tbody>\n"
    for count in screen.events {
      let state = count.logs == 0 ? " class=\"failed\"" : ""
      html += "<tr\(state)><td><code>\(HTMLEscaping.escape(count.event))</code></td>"
      html += "<td class=\"num\">\(count.logs == 0 ? "never sent" : String(count.logs))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  private static func transitionTable(_ screen: ScreenCoverage) -> String {
    var html = "<table>\n<thead><tr><th>From</th><th>Event</th><th>To</th><th>Logs</th>"
    html += "<th>Declared</th></tr></thead>\n<tbody>\n"
    for transition in screen.transitions {
      let gap = !transition.declared || transition.logs == 0
      html += gap ? "<tr class=\"failed\">" : "<tr>"
      for text in [transition.from, transition.event, transition.to] {
        html += "<td><code>\(HTMLEscaping.escape(text))</code></td>"
      }
      html += "<td class=\"num\">\(transition.logs)</td>"
      html += "<td>\(transition.declared ? "yes" : "no")</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }
}
