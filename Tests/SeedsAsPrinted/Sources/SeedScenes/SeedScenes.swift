public import Screenplay

/// The scenes of the seed package: one per screen, named as the demo's are, so the repository's
/// logs for `Posts`, `Collexion` and `Movies` replay through the seed view models.
public enum SeedScenes {
  /// The scenes, by name.
  public static let all: [SceneDescriptor] = [
    SceneDescriptor(PostsScene.self),
    SceneDescriptor(CollexionScene.self),
    SceneDescriptor(MoviesScene.self),
  ]
}
