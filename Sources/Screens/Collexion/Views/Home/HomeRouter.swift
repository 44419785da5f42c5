import ScreenplaySeams

/// Builds what the home screen navigates to, so the view never constructs view models.
///
/// The editor gets `isPresented` bound to the home view model's ``HomeViewModel/shouldShowEditor``
/// (the article's `$viewModel.shouldShowEditor`) and the shared word service.
@MainActor
public final class HomeRouter {

  // MARK: - Route

  /// Where the home screen can go.
  public enum Route: Sendable {
    /// The "New Word" sheet.
    case addWord
  }

  // MARK: - Private properties

  private let viewModel: HomeViewModel
  private let dependencies: CollexionDependencies

  // MARK: - Initializers

  /// Creates the router of the home screen showing `viewModel`.
  public init(viewModel: HomeViewModel, dependencies: CollexionDependencies) {
    self.viewModel = viewModel
    self.dependencies = dependencies
  }

  // MARK: - Router

  /// A new view model for `route`'s screen.
  public func destination(for route: Route) -> EditWordViewModel {
    switch route {
    case .addWord:
      let environment = dependencies.environment
      return EditWordViewModel(
        deps: .init(
          isPresented: Binding(
            get: { [viewModel] in viewModel.shouldShowEditor },
            set: { [viewModel] in viewModel.shouldShowEditor = $0 }),
          collexionService: dependencies.collexionService,
          tasks: environment.tasks,
          clock: environment.clock,
          makeID: environment.makeID,
          now: environment.now
        )
      )
    }
  }
}
