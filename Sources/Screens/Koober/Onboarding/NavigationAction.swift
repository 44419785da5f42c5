/// A navigation step as a view model asks for it or as the view reports it: the book's
/// `NavigationAction`, for screens whose forward navigation is model-driven and whose backward
/// navigation (the system's Back button) is not.
///
/// The two cases are what let the same screen be asked for twice: after the view reports
/// `.presented(view: .welcome)` (the user went back), asking for `.present(view: .signin)` again
/// is a change, so a view that drops repeated values still pushes sign-in a second time.
public enum NavigationAction<ViewModelType: Equatable>: Equatable {
  /// The view model asks the view to show `view`.
  case present(view: ViewModelType)
  /// The view reports that `view` is on screen, whoever put it there.
  case presented(view: ViewModelType)
}

extension NavigationAction: Sendable where ViewModelType: Sendable {}
