/// Replays a project's logs watching what each covers, and sums them up per screen.
///
/// Logs replay in this process, one after another; a log that cannot be read or replays with
/// problems is skipped and named, so the figures count only clean replays.
package struct CoverageRun: Sendable {
  /// Where the files are.
  package var project: Project
  /// The scenes, in catalog order.
  package var scenes: [SceneDescriptor]
  /// Bounds on runaway apps.
  package var limits = ReplayLimits()

  /// A run over `scenes` of `project`.
  package init(project: Project, scenes: [SceneDescriptor]) {
    self.project = project
    self.scenes = scenes
  }

  /// The scenes `screen` names (case-insensitive), or all when `nil`.
  package func select(_ screen: String?) -> [SceneDescriptor] {
    scenes.filter { screen == nil || $0.name.lowercased() == screen?.lowercased() }
  }

  /// The coverage of each of `scenes`, from its logs (only those of `cases`, when given).
  @MainActor
  package func run(_ scenes: [SceneDescriptor], only cases: [LogCase]? = nil) async
    -> CoverageReport
  {
    var screens: [ScreenCoverage] = []
    let cases = cases ?? project.logCases()
    for scene in scenes {
      screens.append(await cover(scene, cases.filter { $0.screen == scene.name }))
    }
    return CoverageReport(screens: screens)
  }

  @MainActor
  private func cover(_ scene: SceneDescriptor, _ cases: [LogCase]) async -> ScreenCoverage {
    let verifier = Verifier(project: project, scenes: scenes, mode: .never, limits: limits)
    var covered: [LogCoverage] = []
    var skipped: [String] = []
    for logCase in cases {
      TrapBeacon.enter(.replay, path: logCase.logPath)
      defer { TrapBeacon.leave(.replay) }
      do throws(Diagnostic) {
        let log = try verifier.loadLog(logCase)
        let (result, coverage) = try await scene.cover(
          log, fixtures: try verifier.fixtures(for: log), limits: limits)
        if let problem = result.problems.first {
          skipped.append("\(logCase.id): \(problem.message)")
        } else {
          covered.append(coverage)
        }
      } catch {
        skipped.append("\(logCase.id): \(error.message)")
      }
    }
    return ScreenCoverage(
      screen: scene.name, vocabulary: scene.events.map(\.name), declared: scene.transitions,
      covered: covered, skipped: skipped)
  }
}
