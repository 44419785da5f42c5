import Screenplay
import ScreenplaySeams
import Screens

/// The product screen as Screenplay drives it: the view layer of ``PurchaseViewModel`` (the
/// article's `ViewController`).
///
/// It builds the view model for ``product`` over an ``HTTPBackend`` on `environment.transport`,
/// as the original's `SceneDelegate` builds its view model, and applies log events as the real
/// button would: a tap on the disabled Purchase button does nothing.
///
/// The screen's transitions (states are ``PurchaseViewModel/State``), and the logs under
/// `Tests/EventLogs/Purchase/` that cover them:
///
/// | from | event | to | logs |
/// |---|---|---|---|
/// | initial | `purchase.tap` | purchasing: button disabled | every log |
/// | purchasing | 201 with a receipt | purchased: button disabled, confirmation label | `success-after-latency`, `slow-response`, `double-tap`, `tap-while-in-flight`, `tap-after-purchase`, `retry-after-failure`, `retry-when-back-online` |
/// | purchasing | 402, store's message | error: label shows it, button enabled | `payment-declined` |
/// | purchasing | 409, store's message | error | `already-purchased`, `retry-after-server-error-already-purchased` |
/// | purchasing | 500 (message for engineers, not shown) | error: app's sentence with the status | `server-error-500`, `retry-after-failure`, `retry-after-server-error-already-purchased` |
/// | purchasing | 502, HTML body | error: app's sentence with the status | `bad-gateway-html` |
/// | purchasing | 201, body not a receipt | error: "may have gone through, check your orders" | `malformed-receipt` |
/// | purchasing | offline | error | `offline`, `retry-when-back-online` |
/// | purchasing | timed out (60 s) | error: "check your orders" | `request-timeout` |
/// | purchasing | `purchase.tap` (disabled) | unchanged, no request | `double-tap`, `tap-while-in-flight` |
/// | error | `purchase.tap` | purchasing: error label hidden, button disabled | `retry-after-failure`, `retry-when-back-online`, `retry-after-server-error-already-purchased` |
/// | purchased | `purchase.tap` (disabled) | unchanged, no request | `tap-after-purchase` |
///
/// The same transitions are declared as data in `PurchaseScene+Coverage.swift`, where
/// `screenplay coverage Purchase` checks them against the logs: it lists the logs covering each, the
/// declared ones no log covers, and the covered ones not declared. The table says what each means.
///
/// Leaving the screen mid-purchase cancels the request and shows nothing (unit-tested: replays
/// end by cancelling what still runs, after the last step).
@MainActor
public final class PurchaseScene: Scene {
  public nonisolated static let name = "Purchase"

  /// The product on screen: the original app's demo product, with its U+2019 and two U+2011.
  public static let product = Product(
    id: 1, title: "MacBook Pro",
    description: "MacBook Pro elevates the notebook to a whole new level of performance and "
      + "portability. Wherever your ideas take you, you\u{2019}ll get there faster than ever "
      + "with high\u{2011}performance processors and memory, advanced graphics, "
      + "blazing\u{2011}fast storage, and more.")

  /// The screen's view model.
  public let viewModel: PurchaseViewModel

  /// Builds the view model for ``product`` over `environment`.
  public init(environment: AppEnvironment) {
    viewModel = PurchaseViewModel(
      product: Self.product,
      backend: HTTPBackend(transport: environment.transport),
      tasks: environment.tasks)
  }

  public func send(_ event: PurchaseEvent) {
    switch event {
    case .tapPurchase: tapPurchase()
    }
  }

  /// The article's `purchaseButtonTouchUpInside(_:)`; a disabled button takes no taps.
  private func tapPurchase() {
    guard viewModel.buttonEnabled else { return }
    viewModel.send(.purchase)
  }
}
