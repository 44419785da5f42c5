import Foundation
import Screenplay
import ScreenplaySeams

/// A view model that keeps its state the way apps do without a seam: in
/// `UserDefaults.standard`, in a suite and in a file in the documents folder.
@MainActor
final class SettingsViewModel {
  private let suite = UserDefaults(suiteName: "group.example.settings")

  var taps: Int { UserDefaults.standard.integer(forKey: "taps") }
  var hasSeenOnboarding: Bool { UserDefaults.standard.bool(forKey: "hasSeenOnboarding") }
  var theme: String { UserDefaults.standard.string(forKey: "theme") ?? "none" }
  var suiteTaps: Int { suite?.integer(forKey: "taps") ?? -1 }
  var note: String {
    (try? String(contentsOf: Self.noteFile, encoding: .utf8)) ?? "none"
  }

  /// `notes.txt` in the documents folder.
  static var noteFile: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("notes.txt")
  }

  func tap() { UserDefaults.standard.set(taps + 1, forKey: "taps") }
  func tapSuite() { suite?.set(suiteTaps + 1, forKey: "taps") }
  func seeOnboarding() { UserDefaults.standard.set(true, forKey: "hasSeenOnboarding") }
  func save(_ text: String) { try? Data(text.utf8).write(to: Self.noteFile) }
}

/// The headless view of ``SettingsViewModel``.
@MainActor
final class SettingsScene: Scene {
  nonisolated static let name = "Settings"
  let viewModel = SettingsViewModel()

  init(environment: AppEnvironment) {}

  func send(_ event: SettingsEvent) {
    switch event {
    case .tap: viewModel.tap()
    case .tapSuite: viewModel.tapSuite()
    case .seeOnboarding: viewModel.seeOnboarding()
    case .save(let text): viewModel.save(text)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.value("taps", "\(viewModel.taps)")
    canvas.value("suite taps", "\(viewModel.suiteTaps)")
    canvas.value("onboarding seen", "\(viewModel.hasSeenOnboarding)")
    canvas.value("theme", viewModel.theme)
    canvas.value("note", viewModel.note)
  }
}

/// The settings screen's events.
enum SettingsEvent: LoggableEvent, Equatable {
  case tap, tapSuite, seeOnboarding
  case save(String)

  static let vocabulary: [EventSpec<SettingsEvent>] = [
    EventSpec("tap", summary: "counts a tap in UserDefaults.standard") { _ in .tap },
    EventSpec("suite.tap", summary: "counts a tap in a suite") { _ in .tapSuite },
    EventSpec("onboarding.see", summary: "notes that onboarding was seen") { _ in .seeOnboarding },
    EventSpec("note.save", ["text": .string], summary: "writes notes.txt in Documents") {
      .save($0.string("text"))
    },
  ]

  var logged: LoggedEvent {
    switch self {
    case .tap: LoggedEvent("tap")
    case .tapSuite: LoggedEvent("suite.tap")
    case .seeOnboarding: LoggedEvent("onboarding.see")
    case .save(let text): LoggedEvent("note.save", ["text": .string(text)])
    }
  }
}
