import Foundation

/// The coverage of every selected screen, as `screenplay coverage` prints it (see
/// ``CoverageRun``).
package struct CoverageReport: Sendable, Hashable, Codable {
  /// One entry per screen, in catalog order.
  package var screens: [ScreenCoverage]

  /// A report of `screens`.
  package init(screens: [ScreenCoverage]) {
    self.screens = screens
  }

  /// The report as pretty-printed JSON with sorted keys (the same logs give the same bytes).
  package func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether a log covers a transition its scene does not declare: the declared table is
  /// then wrong. (Declared transitions no log covers are gaps to fill, not errors.)
  package var hasUndeclared: Bool {
    screens.contains { !$0.undeclared.isEmpty }
  }
}

extension CoverageReport {
  /// The coverage the replays of a verifying run collected (see ``Verifier/collectsCoverage``),
  /// for each of `scenes` that one of `outcomes` names, in catalog order. A log whose replay had
  /// problems, or whose coverage was not collected, is not counted, and is named with why.
  package init(_ outcomes: [CaseOutcome], scenes: [SceneDescriptor]) {
    var byScreen: [String: [CaseOutcome]] = [:]
    for outcome in outcomes { byScreen[outcome.logCase.screen, default: []].append(outcome) }
    self.init(
      screens: scenes.compactMap { scene in
        byScreen[scene.name].map { Self.screen(scene, $0) }
      })
  }

  private static func screen(_ scene: SceneDescriptor, _ outcomes: [CaseOutcome])
    -> ScreenCoverage
  {
    var covered: [LogCoverage] = []
    var skipped: [String] = []
    for outcome in outcomes {
      if let coverage = outcome.coverage {
        covered.append(coverage)
      } else if outcome.status == .failed, let problem = outcome.problems.first {
        skipped.append("\(outcome.logCase.id): \(problem.diagnostic.message)")
      } else {
        skipped.append("\(outcome.logCase.id): coverage is not collected for a streamed log")
      }
    }
    return ScreenCoverage(
      screen: scene.name, vocabulary: scene.events.map(\.name), declared: scene.transitions,
      covered: covered, skipped: skipped)
  }
}
