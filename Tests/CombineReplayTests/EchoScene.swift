import Combine
import Foundation
import ScreenplaySeams

@testable import Screenplay

/// A main-actor view model that follows a `@Published` property with `for await … in $text.values`.
@MainActor
final class EchoViewModel: ObservableObject {
  @Published var text = ""
  @Published private(set) var echoes: [String] = []
  private var listening: Task<Void, Never>?

  /// Starts echoing each text, from the current one on.
  func listen() {
    listening = Task { [weak self] in
      guard let values = self?.$text.values else { return }
      for await text in values { self?.echoes.append(text) }
    }
  }

  /// Stops echoing: the loop's task is cancelled, and its subscription with it.
  func stop() {
    listening?.cancel()
  }
}

/// The headless view of ``EchoViewModel``.
@MainActor
final class EchoScene: Scene {
  nonisolated static let name = "Echo"
  let viewModel = EchoViewModel()

  init(environment: AppEnvironment) {}

  func send(_ event: EchoEvent) {
    switch event {
    case .listen: viewModel.listen()
    case .stop: viewModel.stop()
    case .type(let text): viewModel.text = text
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.value("echoes", viewModel.echoes.joined(separator: ", "))
  }
}

/// The events of ``EchoScene``.
enum EchoEvent: LoggableEvent, Equatable {
  case listen
  case stop
  case type(String)

  static let vocabulary: [EventSpec<EchoEvent>] = [
    EventSpec("listen", summary: "for await over $text.values") { _ in .listen },
    EventSpec("stop", summary: "cancels the loop's task") { _ in .stop },
    EventSpec("type", ["text": .string], summary: "sets the text") { .type($0.string("text")) },
  ]

  var logged: LoggedEvent {
    switch self {
    case .listen: LoggedEvent("listen")
    case .stop: LoggedEvent("stop")
    case .type(let text): LoggedEvent("type", ["text": .string(text)])
    }
  }
}
