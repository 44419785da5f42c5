import Foundation
import Observation
import Screenplay
import ScreenplaySeams

#if os(Linux)
  import Combine
#endif

/// One screen written twice, to price Combine in a replay: a search field whose summary follows
/// the text 300 ms after the last keystroke. ``SearchFieldScene`` is written with Swift
/// concurrency (`Task.sleep`), ``CombineSearchFieldScene`` (Linux) with Combine (`$text.debounce(for:
/// scheduler: DispatchQueue.main)`). The same log gives both the same history.
enum SearchField {
  /// A log of `events` keystrokes, `gap` milliseconds apart, for `screen`.
  static func log(screen: String, events: Int, gap: Int) -> String {
    var lines = ["screenplay-log 1", "screen: \(screen)", ""]
    for index in 0..<events {
      lines.append("\(index * gap)ms type text=\"query \(index)\"")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the screen shows for `text`.
  static func summary(_ text: String) -> String {
    "results for \(text)"
  }
}

/// A keystroke.
enum SearchFieldEvent: LoggableEvent {
  case type(String)

  static let vocabulary = [
    EventSpec<SearchFieldEvent>("type", ["text": .string], summary: "sets the text") {
      .type($0.string("text"))
    }
  ]

  var logged: LoggedEvent {
    switch self {
    case .type(let text): LoggedEvent("type", ["text": .string(text)])
    }
  }
}

/// The search field with Swift concurrency: a `Task.sleep` debounce.
@MainActor @Observable
final class SearchFieldModel {
  var text = "" {
    didSet {
      pending?.cancel()
      pending = Task { [text] in
        guard (try? await Task.sleep(for: .milliseconds(300))) != nil else { return }
        summary = SearchField.summary(text)
      }
    }
  }
  private(set) var summary = ""
  @ObservationIgnored private var pending: Task<Void, Never>?
}

@MainActor
final class SearchFieldScene: Scene {
  nonisolated static let name = "SearchField"
  let model = SearchFieldModel()

  init(environment: AppEnvironment) {}

  func send(_ event: SearchFieldEvent) {
    switch event {
    case .type(let text): model.text = text
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.value("text", model.text)
    canvas.value("summary", model.summary)
  }
}

#if os(Linux)
  /// The search field with Combine: `debounce` on `DispatchQueue.main`, then `assign(to:)`.
  final class CombineSearchFieldModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var summary = ""

    init() {
      $text.dropFirst()
        .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        .map(SearchField.summary)
        .assign(to: &$summary)
    }
  }

  @MainActor
  final class CombineSearchFieldScene: Scene {
    nonisolated static let name = "CombineSearchField"
    let model = CombineSearchFieldModel()

    init(environment: AppEnvironment) {}

    func send(_ event: SearchFieldEvent) {
      switch event {
      case .type(let text): model.text = text
      }
    }

    func render(into canvas: inout Canvas) {
      canvas.value("text", model.text)
      canvas.value("summary", model.summary)
    }
  }
#endif
