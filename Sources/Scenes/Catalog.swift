public import Screenplay

/// Every screen the harness can replay. A new screen adds one line here (and its own folders).
public enum Catalog {
  /// The scenes, by name.
  public static let scenes: [SceneDescriptor] = [
    SceneDescriptor(SignInScene.self),
    SceneDescriptor(MoviesScene.self),
    SceneDescriptor(PurchaseScene.self),
    SceneDescriptor(CollexionScene.self),
    SceneDescriptor(PostsScene.self),
    SceneDescriptor(ForecastScene.self),
    SceneDescriptor(KooberFlow.self),
  ]
}
