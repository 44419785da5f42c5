import Screenplay

extension HTMLReport {
  /// The page's only style sheet, inlined: light colours, system fonts, monospace renders; red
  /// and green for what only the golden or only the replay has.
  static let style = """
    :root {
      color-scheme: light;
      --text: #1f2328; --muted: #59636e; --border: #d1d9e0; --soft: #f6f8fa;
      --failed: #cf222e; --passed: #1a7f37; --recorded: #9a6700;
      --del-cell: #fff5f5; --del-line: #ffcecb; --del-text: #82071e;
      --add-cell: #f3fcf5; --add-line: #aceebb; --add-text: #055d20;
      --changed: #bf8700;
      --mono: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono",
        monospace;
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; padding: 24px 32px 64px; color: var(--text); background: #fff;
      font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
        sans-serif;
    }
    a { color: #0969da; text-decoration: none; }
    a:hover { text-decoration: underline; }
    code, pre { font-family: var(--mono); font-size: 12.5px; }
    h1 { font-size: 24px; margin: 0 0 8px; }
    .counts { margin: 0 0 20px; display: flex; gap: 8px; align-items: center; }
    .count {
      padding: 3px 12px; border-radius: 14px; font-weight: 600; color: #fff;
    }
    .count.failed { background: var(--failed); }
    .count.recorded { background: var(--recorded); }
    .count.passed { background: var(--passed); }
    .count.zero { background: var(--soft); color: var(--muted); border: 1px solid var(--border); }
    .total { color: var(--muted); margin-left: 4px; }
    .badge {
      display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px;
      font-weight: 600; line-height: 20px; color: #fff; vertical-align: 2px;
    }
    .badge.failed { background: var(--failed); }
    .badge.recorded { background: var(--recorded); }
    .badge.passed { background: var(--passed); }
    .toc table { border-collapse: collapse; min-width: 640px; }
    .toc th, .toc td { text-align: left; padding: 5px 14px; border-bottom: 1px solid var(--border); }
    .toc th { background: var(--soft); font-size: 12px; color: var(--muted); font-weight: 600; }
    .toc td.num { text-align: right; font-variant-numeric: tabular-nums; }
    .toc tbody tr:hover { background: var(--soft); }
    .toc details.passed-logs { margin-top: 10px; }
    .toc details.passed-logs summary { cursor: pointer; color: var(--muted); font-size: 13px; }
    section.log {
      margin-top: 28px; border: 1px solid var(--border); border-radius: 8px; padding: 4px 18px 16px;
    }
    section.log.failed { border-left: 5px solid var(--failed); }
    section.log.recorded { border-left: 5px solid var(--recorded); }
    section.log.passed { border-left: 5px solid var(--passed); }
    section.log > h2 { font-size: 17px; margin: 12px 0 6px; }
    .paths { margin: 0 0 10px; color: var(--muted); font-size: 12px; }
    .paths .path { margin-right: 16px; }
    .paths .label { text-transform: uppercase; letter-spacing: .04em; font-size: 11px; }
    pre.message {
      background: var(--soft); border: 1px solid var(--border); border-radius: 6px;
      padding: 10px 12px; margin: 0 0 14px; overflow-x: auto;
    }
    .legend { display: flex; flex-wrap: wrap; gap: 14px; font-size: 12px; margin: 0 0 8px; }
    .key::before {
      content: ""; display: inline-block; width: 14px; height: 12px; margin-right: 5px;
      vertical-align: -1px; border: 1px solid var(--border); border-radius: 2px;
    }
    .key.changed::before { border-left: 4px solid var(--changed); }
    .key.inserted::before { border-left: 4px solid var(--passed); background: var(--add-cell); }
    .key.removed::before { border-left: 4px solid var(--failed); background: var(--del-cell); }
    .key.del::before { background: var(--del-line); }
    .key.add::before { background: var(--add-line); }
    table.sbs { width: 100%; table-layout: fixed; border-collapse: collapse; }
    table.sbs th {
      text-align: left; font-size: 12px; color: var(--muted); background: var(--soft);
      padding: 5px 10px; border: 1px solid var(--border);
    }
    table.sbs td { vertical-align: top; padding: 6px 10px; border: 1px solid var(--border); }
    table.header-diff { margin-bottom: 8px; }
    tr.row.same pre.render { color: #424a53; }
    tr.row.changed td:first-child { box-shadow: inset 4px 0 var(--changed); }
    tr.row.inserted td:last-child { box-shadow: inset 4px 0 var(--passed); }
    tr.row.removed td:first-child { box-shadow: inset 4px 0 var(--failed); }
    td.del { background: var(--del-cell); }
    td.add { background: var(--add-cell); }
    td.none {
      background: repeating-linear-gradient(135deg, #fff 0 6px, var(--soft) 6px 12px);
    }
    tr.fold > td { padding: 0; background: var(--soft); }
    tr.fold summary {
      cursor: pointer; padding: 5px 10px; color: var(--muted); font-size: 12px;
    }
    tr.fold table.sbs td { background: #fff; }
    .head { font-family: var(--mono); font-size: 12px; color: var(--muted); }
    .head .idx { font-weight: 600; color: var(--text); }
    .head .trigger { color: #6639ba; }
    .head .time.del { background: var(--del-line); color: var(--del-text); padding: 0 3px; }
    .head .time.add { background: var(--add-line); color: var(--add-text); padding: 0 3px; }
    .tag {
      font-family: system-ui, sans-serif; font-size: 11px; font-weight: 600; padding: 0 6px;
      border-radius: 8px; margin-left: 4px; color: #fff;
    }
    .tag.changed { background: var(--changed); }
    .tag.inserted { background: var(--passed); }
    .tag.removed { background: var(--failed); }
    pre.render { margin: 4px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.render.unchanged { color: var(--muted); font-style: italic; }
    pre.marked .ln { display: block; min-height: 1.5em; padding: 0 4px; margin: 0 -4px; }
    .ln.del { background: var(--del-line); color: var(--del-text); }
    .ln.add { background: var(--add-line); color: var(--add-text); }
    .ln.pad { background: repeating-linear-gradient(135deg, transparent 0 4px, #eaeef2 4px 6px); }
    .ln mark { color: inherit; border-radius: 2px; }
    .ln.del mark { background: #ff8182; }
    .ln.add mark { background: #6fdd8b; }
    .filters {
      display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 0 0 14px;
    }
    .filters input[type="radio"] { position: absolute; opacity: 0; pointer-events: none; }
    .filters label {
      padding: 2px 12px; border: 1px solid var(--border); border-radius: 14px; cursor: pointer;
      font-size: 13px; color: var(--muted);
    }
    .filters input:checked + label { background: var(--text); border-color: var(--text); color: #fff; }
    .filters input:focus-visible + label { outline: 2px solid #0969da; outline-offset: 1px; }
    .filters input[type="search"] {
      margin-left: 8px; padding: 3px 10px; min-width: 240px; font: inherit;
      border: 1px solid var(--border); border-radius: 6px;
    }
    body:has(#show-failed:checked) [data-status]:not([data-status="failed"]),
    body:has(#show-recorded:checked) [data-status]:not([data-status="recorded"]),
    body:has(#show-passed:checked) [data-status]:not([data-status="passed"]) { display: none; }
    body:has(#show-passed:checked) details.passed-logs > summary { display: none; }
    details.history { margin-top: 6px; }
    details.history > summary { cursor: pointer; color: var(--muted); }
    ol.steps { list-style: none; padding: 0; margin: 8px 0 0; }
    ol.steps > li { border-top: 1px solid var(--border); padding: 6px 0; }
    section.coverage {
      margin: 24px 0; padding: 4px 16px 12px; border: 1px solid var(--border);
      border-radius: 6px;
    }
    section.coverage h3 { font-size: 15px; margin: 16px 0 6px; }
    section.coverage table { border-collapse: collapse; margin: 0 0 12px; min-width: 360px; }
    section.coverage th {
      text-align: left; padding: 4px 10px; background: var(--soft);
      border-bottom: 1px solid var(--border);
    }
    section.coverage td { padding: 3px 10px; border-bottom: 1px solid var(--border); }
    section.coverage td.num { text-align: right; font-variant-numeric: tabular-nums; }
    section.coverage tr.failed td { background: var(--del-cell); color: var(--del-text); }
    section.coverage .skipped { color: var(--failed); margin: 4px 0; }

    """
}
