import Screenplay
import Screens

extension PurchaseScene {
  /// The case of the view model's state: `initial`, `purchasing`, `purchased` or `error`.
  public var coverageState: String? {
    switch viewModel.state {
    case .initial: "initial"
    case .purchasing: "purchasing"
    case .purchased: "purchased"
    case .error: "error"
    }
  }

  /// The screen's transitions; `screenplay coverage Purchase` shows the logs covering each.
  public nonisolated static var transitions: [Transition] {
    [
      Transition("initial", "purchase.tap", "purchasing"),
      Transition("purchasing", Transition.effect, "purchased"),
      Transition("purchasing", Transition.effect, "error"),
      Transition("purchasing", "purchase.tap", "purchasing"),
      Transition("error", "purchase.tap", "purchasing"),
      Transition("purchased", "purchase.tap", "purchased"),
    ]
  }

  /// What the screen's logs show always holds.
  public nonisolated static var invariants: [Invariant<PurchaseScene>] {
    [
      Invariant("Purchase is enabled only before a purchase and after an error") {
        let state = $0.coverageState
        return $0.viewModel.buttonEnabled == (state == "initial" || state == "error")
      },
      Invariant("the error label shows only in the error state") {
        $0.viewModel.errorTextHidden || $0.coverageState == "error"
      },
      Invariant("the confirmation shows only once purchased") {
        $0.viewModel.confirmationTextHidden || $0.coverageState == "purchased"
      },
    ]
  }
}
