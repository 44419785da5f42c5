/// The golden file format of a history: `Snapshots/<Screen>/<log name>.txt`.
///
/// One file holds a whole replay, readable on its own in a pull request. `Docs/HistoryFormat.md`
/// describes it in full:
///
/// ```text
/// screenplay-history 2
/// log: Tests/EventLogs/SignIn/wrong-password.log
/// screen: SignIn
/// fixtures: sign-in-wrong-password
/// steps: 3
///
/// ── step 0 · 0.000s · initial
///   Sign In
///     Email: (placeholder "Email")
///
/// ── step 1 · 0.000s · email.type text="johnny@gmail.com"
///   Sign In
///     Email: "johnny@gmail.com"
///
/// ── step 2 · 0.400s · password.type text=•••
///   (unchanged)
/// ```
///
/// Step headers start at column 1; render lines are indented by two spaces, so no render line can
/// be read as a header. ``decode(_:path:)`` inverts ``encode(_:)`` exactly.
package enum HistoryFormat {
  /// The newest format version this build reads and writes.
  package static let currentVersion = 2
  /// The format versions this build reads: format 1 kept the log line of each event, which
  /// editing a log's comments moved.
  static let readVersions = [1, 2]

  static let magic = "screenplay-history"
  static let stepPrefix = "── step "
  static let separator = separatorLiteral.description
  static let indent = indentLiteral.description
  /// ``separator`` and ``indent`` as literals, which ``HistoryText`` compares without a string.
  static let separatorLiteral: StaticString = " · "
  static let indentLiteral: StaticString = "  "
  static let unchanged = "(unchanged)"
  static let noFixtures = "(none)"
  static let changedFlag = "changed"
  static let rerecordHint = "re-record it: SCREENPLAY_RECORD=failed swift test"

  /// The golden text of `history`.
  ///
  /// ```swift
  /// let history = History(
  ///   header: HistoryHeader(log: "Tests/EventLogs/SignIn/a.log", screen: "SignIn", fixtures: []),
  ///   steps: [Step(index: 0, time: .zero, trigger: .initial, lines: ["Sign In"])])
  /// HistoryFormat.encode(history)
  /// // screenplay-history 2
  /// // log: Tests/EventLogs/SignIn/a.log
  /// // screen: SignIn
  /// // fixtures: (none)
  /// // steps: 1
  /// //
  /// // ── step 0 · 0.000s · initial
  /// //   Sign In
  /// ```
  ///
  /// Every line is written as ``Canvas/oneLine(_:)`` writes it, so a golden is always text that
  /// reads back: render lines come from a ``Canvas`` that way already, and a control character
  /// in a trigger text or a header value becomes an escape too. The lines of a step whose
  /// `changed` is `false` are not written (they are empty by definition).
  package static func encode(_ history: History) -> String {
    // Written as is, then scanned once: when the only breaks in the text are the line ends
    // written here (nearly always, since render lines come from a Canvas already escaped), that
    // is the text; otherwise it is written again, escaping line by line.
    var text = HistoryText(reservingCapacity: estimatedSize(history.steps))
    write(history, to: &text, escaping: false)
    guard LineBreaks.lineFeeds(in: text.string) == lineEnds(history.steps) else {
      var escaped = HistoryText(reservingCapacity: estimatedSize(history.steps))
      write(history, to: &escaped, escaping: true)
      return escaped.string
    }
    return text.string
  }

  /// ``encode(_:)`` of `history`, or `nil` when `golden` holds exactly that text. The history is
  /// first compared with the golden's bytes as it is written, without building its text; only
  /// when that finds a difference (a failing log, or a history whose lines hold breaks, whose
  /// text is escaped) is the text built, compared whole and returned if it differs.
  ///
  /// With `linesFromCanvas`, the caller vouches that every step's lines are a ``Canvas``'s (a
  /// replay's renders), which are one line each by construction: then only the other pieces
  /// are looked at for breaks, not every byte of the golden (the render lines are most of it,
  /// and were scanned as the canvas wrote them).
  static func encode(
    _ history: History, unlessIn golden: [UInt8], linesFromCanvas: Bool = false
  ) -> String? {
    let matchesAsWritten = golden.withUnsafeBufferPointer { buffer in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: HistoryText.scratchBytes) { scratch in
        var text = HistoryText(comparingWith: buffer, scratch: scratch)
        write(history, to: &text, escaping: false)
        // The unescaped text is the encoding only when its sole breaks are the line ends
        // written here (see `encode`); having matched, it is the golden's bytes, so those are
        // scanned, or, when the lines are a canvas's, the pieces that are not.
        guard text.matchesGolden else { return false }
        return linesFromCanvas
          ? piecesAreOneLine(history)
          : LineBreaks.lineFeeds(in: buffer) == lineEnds(history.steps)
      }
    }
    guard !matchesAsWritten else { return nil }
    let text = encode(history)
    return UTF8Scanning.same(text, golden) ? nil : text
  }

  /// Whether the pieces of a history's text that no canvas wrote hold no line break: the header
  /// values and the steps' trigger texts. The rest is numbers and fixed words.
  private static func piecesAreOneLine(_ history: History) -> Bool {
    let header = history.header
    guard LineBreaks.none(in: header.log), LineBreaks.none(in: header.screen) else { return false }
    var index = 0
    while index < header.fixtures.count {
      guard LineBreaks.none(in: header.fixtures[index]) else { return false }
      index += 1
    }
    let steps = history.steps
    index = 0
    while index < steps.count {
      switch steps[index].trigger {
      case .initial: break
      case .event(let text), .effect(let text, _):
        guard LineBreaks.none(in: text) else { return false }
      }
      index += 1
    }
    return true
  }

  private static func write(_ history: History, to text: inout HistoryText, escaping: Bool) {
    writeHeader(history.header, steps: history.steps.count, to: &text, escaping: escaping)
    // Hot path: see "Performance idioms" in Docs/Design.md.
    let steps = history.steps
    var index = 0
    while index < steps.count {
      appendStep(steps[index], to: &text, escaping: escaping)
      index += 1
    }
  }

  /// How many line ends a history's text holds: one per header line, and per step a blank
  /// line, its header line and a line per line of its body.
  private static func lineEnds(_ steps: [Step]) -> Int {
    var count = headerLineCount
    var index = 0
    while index < steps.count {
      count += 2 + (steps[index].changed ? steps[index].lines.count : 1)
      index += 1
    }
    return count
  }

  /// About how many bytes the steps take in a history, with its header: reserved once, since
  /// grown by doubling, a short history's text was copied half a dozen times.
  private static func estimatedSize(_ steps: [Step]) -> Int {
    var size = 200
    for step in steps { size += estimatedSize(step) }
    return size
  }

  /// About how many bytes `step` takes in a history: its lines, their indents and line breaks,
  /// and a header line.
  private static func estimatedSize(_ step: Step) -> Int {
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var size = 80
    for line in step.lines { size += line.utf8.count + 3 }
    return size
  }

  /// The header lines of a history of `steps` steps: what ``encode(_:)`` writes before its
  /// steps.
  static func headerText(_ header: HistoryHeader, steps: Int) -> String {
    var text = HistoryText()
    writeHeader(header, steps: steps, to: &text, escaping: true)
    return text.string
  }

  /// One step as ``encode(_:)`` writes it after the header: a blank line, its header line and
  /// its body. A history's text is its header text followed by its steps' texts.
  static func stepText(_ step: Step) -> String {
    var text = HistoryText()
    appendStep(step, to: &text)
    return text.string
  }

  private static func appendStep(_ step: Step, to text: inout HistoryText, escaping: Bool = true) {
    text.write(literal: "\n")
    if escaping {
      append(stepHeader(step), to: &text)
    } else {
      // Written in place: building the header from a dozen short strings was a third of a
      // short history's encoding.
      text.write(literal: "── ")
      appendTitle(of: step, flag: isAmbiguous(step) ? changedFlag + separator : "", to: &text)
      text.write(literal: "\n")
    }
    guard step.changed else {
      return append(unchanged, indented: true, to: &text, escaping: escaping)
    }
    // Hot path: see "Performance idioms" in Docs/Design.md.
    let lines = step.lines
    var index = 0
    while index < lines.count {
      let line = lines[index]
      append(line, indented: !line.isEmpty, to: &text, escaping: escaping)
      index += 1
    }
  }

  /// Reads a golden file; `path` is used in diagnostics.
  ///
  /// ```swift
  /// let history = try HistoryFormat.decode(text, path: "Snapshots/SignIn/wrong-password.txt")
  /// ```
  ///
  /// Accepts `\r\n` line endings and a missing final newline. A malformed file throws a
  /// ``Diagnostic`` naming its line and column, such as
  /// `Snapshots/SignIn/a.txt:5:8: error: expected a step count, found 'four'`.
  package static func decode(_ text: String, path: String) throws(Diagnostic) -> History {
    var parser = HistoryParser(path: path, text: text)
    return try parser.parse()
  }

  /// `step 3 · 1.500s · effect of step 2 · response 401 POST /login`: a step as headers and
  /// reports name it.
  static func title(of step: Step) -> String {
    title(of: step, flag: "")
  }

  /// `initial`, `password.type text=•••`, `effect · timer 0.500s` or
  /// `effect of step 2 · response 200 GET /count (count)`.
  package static func triggerText(_ trigger: Trigger) -> String {
    var text = HistoryText()
    appendTrigger(trigger, to: &text)
    return text.string
  }

  private static func appendTrigger(_ trigger: Trigger, to output: inout HistoryText) {
    switch trigger {
    case .initial:
      output.write(literal: "initial")
    case .event(let text) where isLabelNeeded(text):
      output.write(literal: "event")
      appendLabelText(text, to: &output)
    case .event(let text):
      output.write(text)
    case .effect(let text, nil):
      output.write(literal: "effect")
      appendLabelText(text, to: &output)
    case .effect(let text, let cause?):
      output.write(literal: "effect of step ")
      output.write(decimal: cause)
      appendLabelText(text, to: &output)
    }
  }

  /// Whether an event's text needs the label `event · ` to read back as an event: when it is
  /// empty, or its first word is one of the words that start another trigger. An event's name
  /// is its first word, so a log rarely has one.
  private static func isLabelNeeded(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      // Every event is written: a name's length and first byte rule nearly all out before any
      // word is compared.
      var end = 0
      while end < bytes.count && bytes[end] != UInt8(ascii: " ") { end += 1 }
      guard end > 0 else { return true }
      guard (5...7).contains(end) else { return false }
      let name = UnsafeBufferPointer(rebasing: bytes[..<end])
      var index = 0
      while index < triggerWords.count {
        if name.elementsEqual(triggerWords[index].utf8) { return true }
        index += 1
      }
      return false
    }
  }

  /// The words that start a trigger other than an event.
  static let triggerWords = ["initial", "effect", "event", changedFlag]

  /// ` · text` after a trigger's label, or nothing for an empty text.
  private static func appendLabelText(_ text: String, to output: inout HistoryText) {
    guard !text.isEmpty else { return }
    output.write(literal: separatorLiteral)
    output.write(text)
  }

  /// The step's body as written, before indenting: its render, or `(unchanged)`.
  package static func body(_ step: Step) -> [String] {
    step.changed ? step.lines : [unchanged]
  }

  /// The fixtures as the header writes them: `a, b`, or `(none)`.
  package static func fixturesText(_ fixtures: [String]) -> String {
    fixtures.isEmpty ? noFixtures : fixtures.joined(separator: ", ")
  }

  /// `key: value`, or `key:` when the value is empty.
  package static func field(_ key: String, _ value: String) -> String {
    value.isEmpty ? "\(key):" : "\(key): \(value)"
  }

  /// How many lines a header takes: the format's line, then `log:`, `screen:`, `fixtures:` and
  /// `steps:`.
  private static let headerLineCount = 5

  /// The format's own line, `screenplay-history 1`.
  private static let formatLine = "\(magic) \(currentVersion)"

  /// Writes the header's lines (see ``headerLineCount``), each value escaped as a whole line
  /// would be when `escaping` (which the key, a plain word, never needs). Written value by
  /// value, not built as lines first: every history a run compares starts with one.
  private static func writeHeader(
    _ header: HistoryHeader, steps: Int, to text: inout HistoryText, escaping: Bool
  ) {
    text.write(line: formatLine, indented: false)
    writeField("log:", header.log, to: &text, escaping: escaping)
    writeField("screen:", header.screen, to: &text, escaping: escaping)
    // As `field("fixtures", fixturesText(…))` writes it: one empty name is an empty value.
    if header.fixtures.count == 1, header.fixtures[0].isEmpty {
      text.write(literal: "fixtures:")
    } else {
      text.write(literal: "fixtures: ")
    }
    if header.fixtures.count == 0 { text.write(noFixtures) }
    var index = 0
    while index < header.fixtures.count {
      if index > 0 { text.write(literal: ", ") }
      let name = header.fixtures[index]
      text.write(escaping ? Canvas.oneLine(name) : name)
      index += 1
    }
    text.write(literal: "\nsteps: ")
    text.write(String(steps))
    text.write(literal: "\n")
  }

  /// `key: value`, or `key:` when the value is empty, and a line end.
  private static func writeField(
    _ key: StaticString, _ value: String, to text: inout HistoryText, escaping: Bool
  ) {
    text.write(literal: key)
    if !value.isEmpty {
      text.write(literal: " ")
      text.write(escaping ? Canvas.oneLine(value) : value)
    }
    text.write(literal: "\n")
  }

  /// `── step 3 · 1.500s · effect · …`; a changed step whose whole render is the line
  /// `(unchanged)` says `changed ·` before its trigger, so it cannot be read as an unchanged step.
  private static func stepHeader(_ step: Step) -> String {
    "── " + title(of: step, flag: isAmbiguous(step) ? changedFlag + separator : "")
  }

  /// Whether `step` is a changed step whose whole render is the line `(unchanged)`.
  private static func isAmbiguous(_ step: Step) -> Bool {
    step.changed && step.lines.count == 1 && step.lines[0] == unchanged
  }

  private static func title(of step: Step, flag: String) -> String {
    var text = HistoryText()
    appendTitle(of: step, flag: flag, to: &text)
    return text.string
  }

  private static func appendTitle(of step: Step, flag: String, to text: inout HistoryText) {
    text.write(literal: "step ")
    text.write(decimal: step.index)
    text.write(literal: separatorLiteral)
    text.write(seconds: step.time)
    text.write(literal: separatorLiteral)
    if !flag.isEmpty { text.write(flag) }
    appendTrigger(step.trigger, to: &text)
  }

  /// Writes `line` (escaped by ``Canvas/oneLine(_:)`` when `escaping`), indented when
  /// `indented`, and its line feed.
  private static func append(
    _ line: String, indented: Bool = false, to text: inout HistoryText, escaping: Bool = true
  ) {
    text.write(line: escaping ? Canvas.oneLine(line) : line, indented: indented)
  }
}

extension HistoryFormat {
  /// The `steps:` count of a golden's header, read from the first bytes of the file (`head`),
  /// without reading the steps; `nil` when the header has none there.
  static func stepCount(inHeaderOf head: [UInt8]) -> Int? {
    let prefix = Array("steps: ".utf8)
    for line in head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if line.isEmpty { return nil }
      guard line.starts(with: prefix) else { continue }
      let digits = line.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.count <= 18,
        digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
      return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    return nil
  }
}
