import Screenplay

extension HTMLReport {
  /// A history as a folded list of steps: number, virtual time, trigger, then the render.
  ///
  /// ```html
  /// <details class="history">
  /// <summary>History · 2 steps · fixtures: (none)</summary>
  /// <ol class="steps" start="0">
  /// <li class="step"><div class="head"><span class="idx">step 0</span> …</div>
  /// <pre class="render">Sign In</pre></li>
  /// …
  /// ```
  static func stepList(_ history: History, label: String) -> String {
    let count = history.steps.count == 1 ? "1 step" : "\(history.steps.count) steps"
    let fixtures = HistoryFormat.fixturesText(history.header.fixtures)
    var html = "<details class=\"history\">\n<summary>\(HTMLEscaping.escape(label)) · \(count)"
    html += " · fixtures: \(HTMLEscaping.escape(fixtures))</summary>\n"
    html += "<ol class=\"steps\" start=\"0\">\n"
    for step in history.steps {
      html += "<li class=\"step\">\(stepHead(step))\n\(plainRender(step))</li>\n"
    }
    return html + "</ol>\n</details>\n"
  }

  /// `step 3 · 2.000s · signIn.tap` as spans; `timeMark` (`del` or `add`) marks a
  /// time that differs from the other side's, `tag` names a divergence.
  static func stepHead(_ step: Step, timeMark: String? = nil, tag: Divergence.Kind? = nil)
    -> String
  {
    let timeClass = timeMark.map { "time \($0)" } ?? "time"
    var html = "<div class=\"head\"><span class=\"idx\">step \(step.index)</span> "
    html += "<span class=\"\(timeClass)\">\(TimeFormat.seconds(step.time))</span> "
    html += "<span class=\"trigger\">"
    html += HTMLEscaping.escape(HistoryFormat.triggerText(step.trigger)) + "</span>"
    if let tag { html += " <span class=\"tag \(tag.rawValue)\">\(tag.rawValue)</span>" }
    return html + "</div>"
  }

  /// The step's render in a `<pre>`, lines joined by newlines; `(unchanged)` for a step that
  /// left the screen as it was.
  static func plainRender(_ step: Step) -> String {
    let text = HistoryFormat.body(step).map(HTMLEscaping.escape).joined(separator: "\n")
    return "<pre class=\"\(renderClass(step))\">\(text)</pre>"
  }

  /// `render`, or `render unchanged` for a step that left the screen as it was.
  static func renderClass(_ step: Step) -> String {
    step.changed ? "render" : "render unchanged"
  }
}
