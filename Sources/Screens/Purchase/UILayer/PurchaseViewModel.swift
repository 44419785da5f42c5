import Foundation
import Observation
import ScreenplaySeams

/// The product screen's view model: the article's `ViewModel`, ported from Combine to
/// Observation and async/await.
///
/// As in the article, every property the view controls has a matching output (``title``,
/// ``description``, ``buttonEnabled``, ``errorText``, ``errorTextHidden``: the article's
/// `CurrentValueSubject`s), the screen is a ``State`` whose every change runs
/// ``processState(_:)``, and the view sends ``Action``s (the article's `PassthroughSubject`)
/// through ``send(_:)``, which runs ``processAction(_:)``.
///
/// Where the article's synchronous sketch leaves gaps, the port follows its intent:
/// - **Tapping Purchase purchases.** The original app dropped its `sink` subscriptions, so a tap
///   did nothing on a shipped SDK; here a tap calls the backend and failures reach the screen.
/// - **Error messages are deterministic.** The original's `"NSLocalizedDescriptionKey"` literal
///   made the label show Foundation's generic sentence, which differs between Darwin and Linux.
///   The backend's failures are ``BackendError``s, whose `localizedDescription` is written out
///   from the store's error body or the transport failure.
/// - **Two states the article had no need for.** Its backend call returned at once; an
///   asynchronous one is in flight for a while, and succeeds visibly. ``State/purchasing``
///   disables the button (so a double tap cannot buy twice; the original never disabled it) and
///   hides a previous error; ``State/purchased(receipt:)`` keeps the button disabled and shows
///   the order in a confirmation label (``confirmationText``, ``confirmationTextHidden``, a pair
///   like the error label's).
/// - **`.error` re-enables the button**, so the user can try again; the article's `.error` only
///   showed the label, because its button was never disabled.
@MainActor @Observable
public final class PurchaseViewModel {
  /// What the screen is showing.
  public enum State: Sendable, Hashable {
    /// The product's details, ready to purchase.
    case initial
    /// A purchase is in flight.
    case purchasing
    /// The purchase succeeded with `receipt`.
    case purchased(receipt: Receipt)
    /// The purchase failed; `message` says why.
    case error(message: String)
  }

  /// What the view asks for.
  public enum Action: Sendable, Hashable {
    /// The Purchase button was tapped.
    case purchase
  }

  // MARK: - Properties
  let backend: any Backend
  /// The product on screen.
  public let product: Product
  private let tasks: any TaskSpawning

  /// The title label's text.
  public private(set) var title: String?
  /// The description label's text.
  public private(set) var description: String?
  /// Whether the Purchase button can be tapped.
  public private(set) var buttonEnabled = false
  /// The error label's text.
  public private(set) var errorText: String?
  /// Whether the error label is hidden.
  public private(set) var errorTextHidden = true
  /// The confirmation label's text, once purchased.
  public private(set) var confirmationText: String?
  /// Whether the confirmation label is hidden.
  public private(set) var confirmationTextHidden = true

  // MARK: - State and action
  /// The screen's state; every change sets the outputs through ``processState(_:)``.
  public private(set) var state: State = .initial {
    didSet { processState(state) }
  }

  /// Creates the view model for `product`; `tasks` starts the purchase requests.
  ///
  /// The outputs are set from the initial state at once, as the article's `state.sink` did when
  /// its `CurrentValueSubject` replayed `.initial`.
  public init(product: Product, backend: any Backend, tasks: any TaskSpawning) {
    self.product = product
    self.backend = backend
    self.tasks = tasks
    processState(state)
  }

  /// Sends `action` to the view model: the article's `viewModel.action.send(.purchase)`.
  public func send(_ action: Action) {
    processAction(action)
  }

  /// Sets every output for `state`.
  func processState(_ state: State) {
    switch state {
    case .initial:
      title = product.title
      description = product.description
      buttonEnabled = true
      errorText = nil
      errorTextHidden = true
      confirmationText = nil
      confirmationTextHidden = true
    case .purchasing:
      buttonEnabled = false
      errorText = nil
      errorTextHidden = true
    case .purchased(let receipt):
      confirmationText = PurchaseConfirmation.text(for: receipt)
      confirmationTextHidden = false
    case .error(let message):
      buttonEnabled = true
      errorText = message
      errorTextHidden = false
    }
  }

  /// Handles `action`. A purchase while one is in flight, or after one succeeded, is ignored:
  /// the button that sends it is disabled then, and buying twice is never what the user meant.
  func processAction(_ action: Action) {
    switch action {
    case .purchase:
      guard canPurchase else { return }
      state = .purchasing
      tasks.spawn { [self] in
        await purchase()
      }
    }
  }

  private var canPurchase: Bool {
    switch state {
    case .initial, .error: true
    case .purchasing, .purchased: false
    }
  }

  private func purchase() async {
    do {
      let receipt = try await backend.purchaseProduct(id: product.id)
      state = .purchased(receipt: receipt)
    } catch .cancelled {
      // The screen went away mid-purchase: there is nothing left to show.
    } catch {
      state = .error(message: error.localizedDescription)
    }
  }
}
