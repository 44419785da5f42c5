import Scenes
import Screenplay

/// `screenplay events [screen]`: the vocabulary each screen's logs may use.
enum EventsCommand {
  static func list(_ screen: String?) -> Int32 {
    let scenes = Catalog.scenes.filter {
      screen == nil || $0.name.lowercased() == screen?.lowercased()
    }
    guard !scenes.isEmpty else {
      let known = Catalog.scenes.map(\.name).joined(separator: ", ")
      Terminal.printError("error: no scene is named '\(screen ?? "")'; known scenes: \(known)")
      return 64
    }
    for scene in scenes {
      print(scene.name)
      for event in scene.events { print("  " + OutcomeText.signature(of: event)) }
    }
    return 0
  }
}
