import Screenplay

/// `events [screen]`: the vocabulary each screen's logs may use.
@MainActor
struct EventsCommand {
  let context: CommandContext

  func list(_ screen: String?) -> Int32 {
    let all = context.scenes
    let scenes = all.filter { screen == nil || $0.name.lowercased() == screen?.lowercased() }
    guard !scenes.isEmpty else {
      let known = all.map(\.name).sorted().joined(separator: ", ")
      context.console.printError(
        "error: no scene is named '\(screen ?? "")'; known scenes: \(known)")
      return 1
    }
    for scene in scenes {
      context.console.print(scene.name)
      for event in scene.events { context.console.print("  " + OutcomeText.signature(of: event)) }
    }
    return 0
  }
}
