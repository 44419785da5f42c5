import Screenplay

extension HTMLReport {
  /// How many identical steps stay visible on each side of a divergent step.
  static let foldContext = 1
  /// The shortest run of hidden identical steps worth folding; shorter runs are shown.
  static let foldMinimum = 4

  /// The two histories side by side, expected | actual, one row per aligned step; the first
  /// divergent row has the `id` `firstDivergenceID`.
  static func sideBySide(_ comparison: HistoryComparison, firstDivergenceID: String) -> String {
    var html = legend
    html += headerDifferences(comparison.headerDifferences)
    html += "<table class=\"sbs\">\n<colgroup><col><col></colgroup>\n"
    html += "<thead><tr><th>expected · golden</th><th>actual · replay</th></tr></thead>\n"
    html += "<tbody>\n"
    let rows = AlignedRow.rows(comparison)
    let first = rows.firstIndex(where: \.isDivergent)
    for block in blocks(rows) {
      let rendered = block.rows.map { row(rows[$0], id: $0 == first ? firstDivergenceID : nil) }
      html += block.folded ? fold(block.rows, of: rows, rendered) : rendered.joined()
    }
    return html + "</tbody>\n</table>\n"
  }

  private static let legend = """
    <p class="legend"><span class="key changed">changed step</span> \
    <span class="key inserted">inserted: only in the replay</span> \
    <span class="key removed">removed: only in the golden</span> \
    <span class="key del">line only in the golden</span> \
    <span class="key add">line only in the replay</span></p>

    """

  /// Header fields that differ, as a small expected | actual table.
  private static func headerDifferences(_ differences: [HeaderDifference]) -> String {
    guard !differences.isEmpty else { return "" }
    var html = "<table class=\"sbs header-diff\">\n<colgroup><col><col></colgroup>\n<tbody>\n"
    for difference in differences {
      let key = difference.field.rawValue
      let old = MarkedLine.removed(HistoryFormat.field(key, difference.expected))
      let new = MarkedLine.added(HistoryFormat.field(key, difference.actual))
      html += "<tr>\n" + cell("exp", markedPre([old], classes: "render marked"))
      html += cell("act", markedPre([new], classes: "render marked")) + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  // MARK: Rows

  /// One aligned step: `<tr class="row same|changed|inserted|removed">` with two cells.
  static func row(_ row: AlignedRow, id: String?) -> String {
    let kind = row.kind
    let anchor = id.map { " id=\"\($0)\"" } ?? ""
    var html = "<tr class=\"row \(kind)\"\(anchor)>\n"
    switch row {
    case .same(let expected, let actual):
      html += cell("exp", stepHead(expected) + plainRender(expected))
      html += cell("act", stepHead(actual) + plainRender(actual))
    case .divergent(.changed(let expected, let actual)):
      html += changedCells(expected, actual)
    case .divergent(.inserted(let step)):
      html += cell("exp none", "")
      html += cell("act add", stepHead(step, tag: .inserted) + plainRender(step))
    case .divergent(.removed(let step)):
      html += cell("exp del", stepHead(step, tag: .removed) + plainRender(step))
      html += cell("act none", "")
    }
    return html + "</tr>\n"
  }

  /// A changed step: each side's render with the lines the other side lacks marked, and its
  /// time marked when it moved.
  private static func changedCells(_ expected: Step, _ actual: Step) -> String {
    let moved = expected.time != actual.time
    let columns = MarkedLine.columns(
      expected: HistoryFormat.body(expected), actual: HistoryFormat.body(actual))
    let old =
      stepHead(expected, timeMark: moved ? "del" : nil, tag: .changed)
      + markedRender(columns.expected, of: expected)
    let new =
      stepHead(actual, timeMark: moved ? "add" : nil, tag: .changed)
      + markedRender(columns.actual, of: actual)
    return cell("exp del", old) + cell("act add", new)
  }

  private static func markedRender(_ lines: [MarkedLine], of step: Step) -> String {
    markedPre(lines, classes: renderClass(step) + " marked")
  }

  private static func markedPre(_ lines: [MarkedLine], classes: String) -> String {
    "<pre class=\"\(classes)\">" + lines.map(markedLine).joined() + "</pre>"
  }

  private static func markedLine(_ line: MarkedLine) -> String {
    switch line {
    case .same(let text): "<span class=\"ln\">\(HTMLEscaping.escape(text))</span>"
    case .removed(let text, let facing):
      "<span class=\"ln del\">\(lineHTML(text, facing: facing, side: .old))</span>"
    case .added(let text, let facing):
      "<span class=\"ln add\">\(lineHTML(text, facing: facing, side: .new))</span>"
    case .filler: "<span class=\"ln pad\"></span>"
    }
  }

  /// A changed line, escaped, with the words the line facing it lacks marked.
  private static func lineHTML(_ text: String, facing: String?, side: WordDiff.Side) -> String {
    guard let facing else { return HTMLEscaping.escape(text) }
    return WordDiff.html(text, against: facing, side: side)
  }

  private static func cell(_ classes: String, _ content: String) -> String {
    "<td class=\"\(classes)\">\(content)</td>\n"
  }

  // MARK: Folding

  /// A run of consecutive rows, shown or folded.
  struct Block: Equatable {
    var rows: Range<Int>
    var folded: Bool
  }

  /// `rows` cut into blocks: divergent rows with ``foldContext`` identical rows either side are
  /// shown; a longer run of identical rows between them (at least ``foldMinimum``) is folded.
  static func blocks(_ rows: [AlignedRow]) -> [Block] {
    var visible = rows.map(\.isDivergent)
    for index in rows.indices where rows[index].isDivergent {
      let near = max(index - foldContext, 0)..<min(index + foldContext + 1, rows.count)
      for neighbour in near { visible[neighbour] = true }
    }
    var blocks: [Block] = []
    var start = 0
    while start < rows.count {
      var end = start + 1
      while end < rows.count && visible[end] == visible[start] { end += 1 }
      let folded = !visible[start] && end - start >= foldMinimum
      if let last = blocks.last, !last.folded, !folded {
        blocks[blocks.count - 1].rows = last.rows.lowerBound..<end
      } else {
        blocks.append(Block(rows: start..<end, folded: folded))
      }
      start = end
    }
    return blocks
  }

  /// Identical rows inside `<details>`, as a nested table with the same two columns.
  private static func fold(_ range: Range<Int>, of rows: [AlignedRow], _ rendered: [String])
    -> String
  {
    let steps = foldedSteps(rows[range])
    var html = "<tr class=\"fold\"><td colspan=\"2\"><details>\n"
    html += "<summary>\(range.count) identical steps · \(steps)</summary>\n"
    html += "<table class=\"sbs\">\n<colgroup><col><col></colgroup>\n<tbody>\n"
    html += rendered.joined()
    return html + "</tbody>\n</table>\n</details></td></tr>\n"
  }

  /// `steps 3–7`, or `steps 3–7 | 4–8` when the two histories number them differently.
  private static func foldedSteps(_ rows: ArraySlice<AlignedRow>) -> String {
    let old = "\(rows.first?.expected?.index ?? 0)–\(rows.last?.expected?.index ?? 0)"
    let new = "\(rows.first?.actual?.index ?? 0)–\(rows.last?.actual?.index ?? 0)"
    return old == new ? "steps \(old)" : "steps \(old) | \(new)"
  }
}

extension AlignedRow {
  /// `same`, or the divergence's kind.
  var kind: String {
    switch self {
    case .same: "same"
    case .divergent(let divergence): divergence.kind.rawValue
    }
  }
}
