import AppSupport
import Screens
import Testing

@MainActor
@Suite("Purchase view model")
struct PurchaseViewModelTests {
  private let spawner = PurchaseTestSpawner()

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
  func purchasingDisablesButton() async {
    let viewModel = makeViewModel(PurchaseTestBackend(.success(PurchaseTestData.receipt)))

    viewModel.send(.purchase)

    #expect(viewModel.state == .purchasing)
    #expect(!viewModel.buttonEnabled)
    #expect(viewModel.errorTextHidden)
    #expect(viewModel.confirmationTextHidden)
    await spawner.finishAll()
  }

  @Test("a receipt moves to .purchased and shows the confirmation; the button stays disabled")
  func successShowsConfirmation() async {
    let backend = PurchaseTestBackend(.success(PurchaseTestData.receipt))
    let viewModel = makeViewModel(backend)

    viewModel.send(.purchase)
    await spawner.finishAll()

    #expect(backend.purchasedIDs == [1])
    #expect(viewModel.state == .purchased(receipt: PurchaseTestData.receipt))
    #expect(viewModel.confirmationText == PurchaseTestData.confirmation)
    #expect(!viewModel.confirmationTextHidden)
    #expect(!viewModel.buttonEnabled)
    #expect(viewModel.errorTextHidden)
    #expect(viewModel.title == "MacBook Pro")
  }

  @Test("a failure moves to .error with the error's message and enables the button again")
  func failureShowsError() async {
    let error = BackendError.rejected(statusCode: 402, serverMessage: "Your card was declined.")
    let viewModel = makeViewModel(PurchaseTestBackend(.failure(error)))

    viewModel.send(.purchase)
    await spawner.finishAll()

    #expect(viewModel.state == .error(message: "Your card was declined."))
    #expect(viewModel.errorText == "Your card was declined.")
    #expect(!viewModel.errorTextHidden)
    #expect(viewModel.buttonEnabled)
    #expect(viewModel.confirmationTextHidden)
  }

  @Test("retrying after a failure hides the error while the new purchase is in flight")
  func retryHidesError() async {
    let backend = PurchaseTestBackend(.failure(.transport(.offline)))
    let viewModel = makeViewModel(backend)
    viewModel.send(.purchase)
    await spawner.finishAll()

    viewModel.send(.purchase)

    #expect(viewModel.state == .purchasing)
    #expect(viewModel.errorText == nil)
    #expect(viewModel.errorTextHidden)
    #expect(!viewModel.buttonEnabled)
    await spawner.finishAll()
    #expect(backend.purchasedIDs == [1, 1])
  }

  @Test("a purchase while one is in flight is ignored: one request, one charge")
  func purchaseWhilePurchasingIsIgnored() async {
    let backend = PurchaseTestBackend(.success(PurchaseTestData.receipt))
    let viewModel = makeViewModel(backend)

    viewModel.send(.purchase)
    viewModel.send(.purchase)
    await spawner.finishAll()

    #expect(spawner.tasks.count == 1)
    #expect(backend.purchasedIDs == [1])
  }

  @Test("a purchase after the product was bought is ignored")
  func purchaseAfterPurchasedIsIgnored() async {
    let backend = PurchaseTestBackend(.success(PurchaseTestData.receipt))
    let viewModel = makeViewModel(backend)
    viewModel.send(.purchase)
    await spawner.finishAll()

    viewModel.send(.purchase)
    await spawner.finishAll()

    #expect(backend.purchasedIDs == [1])
    #expect(viewModel.state == .purchased(receipt: PurchaseTestData.receipt))
  }

  @Test("a cancelled purchase shows nothing: the screen went away")
  func cancellationShowsNothing() async {
    let viewModel = makeViewModel(PurchaseTestBackend(.failure(.cancelled)))

    viewModel.send(.purchase)
    await spawner.finishAll()

    #expect(viewModel.state == .purchasing)
    #expect(viewModel.errorTextHidden)
  }
}
