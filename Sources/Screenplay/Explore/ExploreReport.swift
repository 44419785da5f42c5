/// What an exploration found: how much it tried and, if a run broke a rule, that run shrunk to
/// a small log.
package struct ExploreReport: Sendable, Hashable {
  /// The screen explored.
  package var screen: String
  /// How it searched.
  package var options: ExploreOptions
  /// The names of the scene's invariants.
  package var invariants: [String]
  /// The transitions the scene declares.
  package var declared: [Transition]
  /// The states, pairs and transitions the runs reached.
  package var reached = LogCoverage()
  /// How many runs were tried.
  package var runs = 0
  /// How many events they sent in all.
  package var events = 0
  /// The run that broke a rule, if any: its number and seed, its sequence, and the finding.
  package var failure: Failure?
  /// The names whose values the report hides (the screen's fixtures' secret names).
  package var secretNames = SecretNames()

  /// A run that broke a rule.
  package struct Failure: Sendable, Hashable {
    /// Its number, from 1.
    package var run: Int
    /// Its seed.
    package var seed: UInt64
    /// The sequence as generated.
    package var original: ExploreCase
    /// The sequence shrunk.
    package var shrunk: ExploreCase
    /// What the shrunk sequence breaks.
    package var finding: ExploreFinding
  }

  /// Where the shrunk log is saved: `<event logs>/<Screen>/explored-<seed>.log`.
  package func logPath(in layout: Layout) -> String? {
    failure.map { "\(layout.eventLogs)/\(screen)/explored-\($0.seed).log" }
  }

  /// Where the answers the run gave requests no fixture matched are saved, when it gave any:
  /// `<fixtures>/<Screen>/explored-<seed>.json`.
  package func fixturePath(in layout: Layout) -> String? {
    guard let failure, !failure.finding.offlineAnswers.isEmpty else { return nil }
    return "\(layout.fixtures)/\(screen)/\(fixtureName(failure)).json"
  }

  /// The answers at ``fixturePath(in:)``: a fixture per request, in the order they were sent,
  /// each answering `offline` at once as the run did.
  package var fixtureText: String? {
    guard let failure, !failure.finding.offlineAnswers.isEmpty else { return nil }
    let name = fixtureName(failure)
    let fixtures = failure.finding.offlineAnswers.enumerated().map { index, request in
      Fixture(
        name: "\(name)#\(index + 1)", path: name + ".json", request: request,
        outcome: .error(.offline))
    }
    return FixtureWriter.text(fixtures)
  }

  private func fixtureName(_ failure: Failure) -> String {
    "explored-\(failure.seed)"
  }

  /// The command that finds the failing run again alone.
  package var rerun: String? {
    failure.map {
      "screenplay explore \(screen) --seed \($0.seed) --steps \(options.steps) --runs 1"
    }
  }

  /// The shrunk log's text, its comment naming the rule that broke and the seed.
  package func logText(in layout: Layout) -> String? {
    guard let failure, let path = logPath(in: layout), let rerun else { return nil }
    var log = failure.shrunk.log(screen: screen, path: path)
    if fixturePath(in: layout) != nil { log.fixtures.append(fixtureName(failure)) }
    let rule = Canvas.oneLine(failure.finding.rule)
    let detail =
      failure.finding.detail.isEmpty ? "" : " (\(Canvas.oneLine(failure.finding.detail)))"
    return "# Found by `\(rerun)`: \"\(rule)\" broke\(detail) after event "
      + "\(failure.finding.afterEvents) of \(failure.shrunk.entries.count).\n"
      + "# Shrunk from \(failure.original.entries.count) events to \(failure.shrunk.entries.count).\n"
      + EventLogWriter.write(log)
  }

  /// The states the runs reached, and how the transitions they took compare with the declared
  /// ones; nothing for a scene that names no states.
  package var reachedLines: [String] {
    guard !reached.states.isEmpty else { return [] }
    let states = reached.states.sorted().joined(separator: ", ")
    let head = "reached \(reached.states.count) states (\(states)), "
    guard !declared.isEmpty else {
      return [head + "\(reached.transitions.count) transitions, none declared"]
    }
    let declaredSet = Set(declared)
    let undeclared = reached.transitions.subtracting(declaredSet).sorted()
    let unreached = declaredSet.subtracting(reached.transitions).sorted()
    var lines = [
      head + "\(reached.transitions.count) transitions; declared ones reached: "
        + "\(declaredSet.count - unreached.count)/\(declaredSet.count)"
    ]
    if !undeclared.isEmpty { lines.append("reached, not declared:") }
    lines += undeclared.map { "  " + $0.text }
    if !unreached.isEmpty { lines.append("declared, not reached:") }
    lines += unreached.map { "  " + $0.text }
    return lines
  }

  /// The report as `screenplay explore` prints it: the ``headerLines`` then the
  /// ``resultLines``.
  package func lines(in layout: Layout) -> [String] {
    headerLines + resultLines
  }

  /// What is explored and how, printed before the first run (so a crash still shows the seed).
  package var headerLines: [String] {
    let count = invariants.count
    return [
      "exploring \(screen) with seed \(options.seed): up to \(options.runs) runs of up to "
        + "\(options.steps) events, \(count) invariant\(count == 1 ? "" : "s") declared"
    ] + invariants.map { "  - \($0)" }
  }

  /// What the runs found: the rule broken and the shrunk sequence, or what they reached.
  package var resultLines: [String] {
    var lines: [String] = []
    guard let failure else {
      lines.append("no rule broke in \(runs) runs (\(events) events)")
      return lines + reachedLines
    }
    lines.append(
      "run \(failure.run) (seed \(failure.seed)) broke \"\(failure.finding.rule)\""
        + (failure.finding.detail.isEmpty ? "" : ": \(failure.finding.detail)"))
    lines.append(
      "shrunk from \(failure.original.entries.count) events to \(failure.shrunk.entries.count), "
        + "fixtures: "
        + (failure.shrunk.fixtures.isEmpty
          ? "none" : failure.shrunk.fixtures.joined(separator: ", ")))
    for request in failure.finding.offlineAnswers {
      lines.append(
        "answered offline, as no fixture matched: "
          + ReceivedRequest.line(
            method: request.method, path: request.path, query: request.query ?? [],
            hiding: secretNames) + " "
          + "(saved as fixture \(fixtureName(failure)))")
    }
    let log = failure.shrunk.log(screen: screen, path: "")
    for entry in log.entries {
      lines.append(
        "  \(TimeFormat.seconds(entry.time))  "
          + EventLogWriter.eventText(entry, maskingSecrets: true))
    }
    return lines
  }
}
