import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Purchase view model")
struct PurchaseViewModelTests {
  private let harness = Harness()
  private let spawner = RecordingSpawner()

  /// How long the backend takes to answer in the tests that look at a purchase in flight.
  private static let latency = Duration.milliseconds(800)

  private func makeViewModel(_ backend: PurchaseTestBackend) -> PurchaseViewModel {
    PurchaseViewModel(product: PurchaseTestData.macBookPro, backend: backend, tasks: spawner)
  }

  @Test("it starts in .initial with the product's labels and an enabled button")
  func initialState() {
    let viewModel = makeViewModel(PurchaseTestBackend(.success(PurchaseTestData.receipt)))

    #expect(viewModel.state == .initial)
    #expect(viewModel.title == "MacBook Pro")
    #expect(viewModel.description == "MacBook Pro …")
    #expect(viewModel.buttonEnabled)
    #expect(viewModel.errorText == nil)
    #expect(viewModel.errorTextHidden)
    #expect(viewModel.confirmationText == nil)
    #expect(viewModel.confirmationTextHidden)
  }

  @Test("purchasing disables the button before the store answers")
  func purchasingDisablesButton() {
    let viewModel = makeViewModel(
      PurchaseTestBackend(
        .success(PurchaseTestData.receipt), latency: Self.latency, on: harness.clock))

    harness.run { viewModel.send(.purchase) }

    #expect(viewModel.state == .purchasing)
    #expect(!viewModel.buttonEnabled)
    #expect(viewModel.errorTextHidden)
    #expect(viewModel.confirmationTextHidden)
    harness.advance(by: Self.latency)
    #expect(viewModel.state == .purchased(receipt: PurchaseTestData.receipt))
  }

  @Test("a receipt moves to .purchased and shows the confirmation; the button stays disabled")
  func successShowsConfirmation() {
    let backend = PurchaseTestBackend(.success(PurchaseTestData.receipt))
    let viewModel = makeViewModel(backend)

    harness.run { viewModel.send(.purchase) }

    #expect(backend.purchasedIDs == [1])
    #expect(viewModel.state == .purchased(receipt: PurchaseTestData.receipt))
    #expect(viewModel.confirmationText == PurchaseTestData.confirmation)
    #expect(!viewModel.confirmationTextHidden)
    #expect(!viewModel.buttonEnabled)
    #expect(viewModel.errorTextHidden)
    #expect(viewModel.title == "MacBook Pro")
  }

  @Test("a failure moves to .error with the error's message and enables the button again")
  func failureShowsError() {
    let error = BackendError.rejected(statusCode: 402, serverMessage: "Your card was declined.")
    let viewModel = makeViewModel(PurchaseTestBackend(.failure(error)))

    harness.run { viewModel.send(.purchase) }

    #expect(viewModel.state == .error(message: "Your card was declined."))
    #expect(viewModel.errorText == "Your card was declined.")
    #expect(!viewModel.errorTextHidden)
    #expect(viewModel.buttonEnabled)
    #expect(viewModel.confirmationTextHidden)
  }

  @Test("retrying after a failure hides the error while the new purchase is in flight")
  func retryHidesError() {
    let backend = PurchaseTestBackend(
      .failure(.transport(.offline)), latency: Self.latency, on: harness.clock)
    let viewModel = makeViewModel(backend)
    harness.run { viewModel.send(.purchase) }
    harness.advance(by: Self.latency)

    harness.run { viewModel.send(.purchase) }

    #expect(viewModel.state == .purchasing)
    #expect(viewModel.errorText == nil)
    #expect(viewModel.errorTextHidden)
    #expect(!viewModel.buttonEnabled)
    harness.advance(by: Self.latency)
    #expect(backend.purchasedIDs == [1, 1])
  }

  @Test("a purchase while one is in flight is ignored: one request, one charge")
  func purchaseWhilePurchasingIsIgnored() {
    let backend = PurchaseTestBackend(
      .success(PurchaseTestData.receipt), latency: Self.latency, on: harness.clock)
    let viewModel = makeViewModel(backend)

    harness.run { viewModel.send(.purchase) }
    harness.run { viewModel.send(.purchase) }
    harness.advance(by: Self.latency)

    #expect(spawner.tasks.count == 1)
    #expect(backend.purchasedIDs == [1])
  }

  @Test("a purchase after the product was bought is ignored")
  func purchaseAfterPurchasedIsIgnored() {
    let backend = PurchaseTestBackend(.success(PurchaseTestData.receipt))
    let viewModel = makeViewModel(backend)
    harness.run { viewModel.send(.purchase) }

    harness.run { viewModel.send(.purchase) }

    #expect(backend.purchasedIDs == [1])
    #expect(viewModel.state == .purchased(receipt: PurchaseTestData.receipt))
  }

  @Test("a cancelled purchase shows nothing: the screen went away")
  func cancellationShowsNothing() {
    let viewModel = makeViewModel(PurchaseTestBackend(.failure(.cancelled)))

    harness.run { viewModel.send(.purchase) }

    #expect(viewModel.state == .purchasing)
    #expect(viewModel.errorTextHidden)
  }
}
