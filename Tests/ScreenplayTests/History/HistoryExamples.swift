@testable import Screenplay

/// Small histories shared by the history, diff and report tests.
enum HistoryExamples {
  static let header = HistoryHeader(
    log: "Tests/EventLogs/SignIn/wrong-password.log", screen: "SignIn",
    fixtures: ["sign-in-wrong-password"])

  /// Johnny types his email and a wrong password, taps Sign In, and the server says 401: the
  /// history as its golden reads, without log lines.
  static let wrongPassword = History(
    header: header,
    steps: [
      Step(
        index: 0, time: .zero, trigger: .initial,
        lines: ["Sign In", "  Email: (placeholder \"Email\")", "  [Sign In] (disabled)"]),
      Step(
        index: 1, time: .zero, trigger: .event("email.type text=\"johnny@gmail.com\""),
        lines: ["Sign In", "  Email: \"johnny@gmail.com\"", "  [Sign In] (disabled)"]),
      Step(
        index: 2, time: .milliseconds(400), trigger: .event("password.type text=•••"),
        lines: ["Sign In", "  Email: \"johnny@gmail.com\"", "  [Sign In]"]),
      Step(
        index: 3, time: .milliseconds(800), trigger: .event("signIn.tap"),
        lines: ["Sign In", "  Email: \"johnny@gmail.com\"", "  (spinner: signing in)"]),
      Step(
        index: 4, time: .milliseconds(1500),
        trigger: .effect("response 401 POST /login (sign-in-wrong-password)", cause: 3),
        lines: [
          "Sign In", "  Email: \"johnny@gmail.com\"", "  [Sign In]", "",
          "  alert \"Wrong password\"",
        ]),
      Step(
        index: 5, time: .milliseconds(2000), trigger: .event("signIn.tap"),
        lines: [], changed: false),
    ])

  /// ``wrongPassword`` as its replay records it, each step with the line of its log behind it.
  static let wrongPasswordReplayed = withLogLines(wrongPassword, [nil, 6, 7, 9, 9, 10])

  /// `history` with each step's ``Step/logLine`` from `lines`, by index.
  static func withLogLines(_ history: History, _ lines: [Int?]) -> History {
    var history = history
    for (index, line) in lines.enumerated() { history.steps[index].logLine = line }
    return history
  }

  /// A history of `count` steps: an initial render, then alternating events and effects.
  static func long(_ count: Int, header: HistoryHeader = header) -> History {
    History(header: header, steps: (0..<count).map { numbered($0) })
  }

  /// Step `index` of ``long(_:header:)``.
  static func numbered(_ index: Int) -> Step {
    let trigger: Trigger =
      index == 0
      ? .initial
      : index % 2 == 1 ? .event("counter.tap") : .effect("timer \(index)")
    return Step(
      index: index, time: .milliseconds(index * 100), trigger: trigger,
      lines: ["Counter", "  value: \(index)"])
  }

  /// A history of `steps`, renumbered from 0.
  static func renumbered(_ steps: [Step], header: HistoryHeader = header) -> History {
    History(
      header: header,
      steps: steps.enumerated().map { position, step in
        var step = step
        step.index = position
        return step
      })
  }
}
