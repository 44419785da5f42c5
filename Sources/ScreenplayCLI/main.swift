import Scenes
import ScreenplayCommand

// This repository's own `screenplay`: the command line over its five screens. Another package
// gets its own the same way, naming its scenes (see the README).
await ScreenplayCommand(scenes: Catalog.scenes, sceneRegistry: "Sources/Scenes/Catalog.swift")
  .main()
