import Screenplay

/// `events [screen]`: the vocabulary each screen's logs may use.
@MainActor
struct EventsCommand {
  let context: CommandContext

  func list(_ screen: String?) -> Int32 {
    let all = context.scenes
    let scenes = all.filter { screen == nil || $0.name.lowercased() == screen?.lowercased() }
    guard !scenes.isEmpty else {
      context.console.printError(context.noScene(screen ?? ""))
      return 1
    }
    for scene in scenes { list(scene) }
    return 0
  }

  /// The scene's events; a flow's grouped under the screen they are for, in declared order.
  private func list(_ scene: SceneDescriptor) {
    context.console.print(scene.name)
    var screen: String?
    for event in scene.events {
      if let eventScreen = event.screen, eventScreen != screen {
        context.console.print("  \(eventScreen)")
      }
      screen = event.screen
      let indent = screen == nil ? "  " : "    "
      context.console.print(indent + OutcomeText.signature(of: event))
    }
  }
}
