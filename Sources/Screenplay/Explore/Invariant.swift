/// Something that must hold of a scene after every step, which `screenplay explore` checks.
///
/// ```swift
/// static let invariants = [
///   Invariant<SignInScene>("Sign In is disabled while the spinner runs") {
///     !($0.viewModel.signInActivityIndicatorAnimating && $0.viewModel.signInButtonEnabled)
///   }
/// ]
/// ```
public struct Invariant<S: Scene>: Sendable {
  /// What must hold, as a finding names it.
  public let name: String
  private let check: @MainActor @Sendable (S) -> Bool

  /// Declares that `holds` is true of the scene after every step.
  public init(_ name: String, _ holds: @escaping @MainActor @Sendable (S) -> Bool) {
    self.name = name
    check = holds
  }

  /// Whether the invariant holds of `scene` now.
  @MainActor
  public func holds(for scene: S) -> Bool {
    check(scene)
  }
}
