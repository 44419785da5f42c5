/// The store's backend, as the view model sees it: the article's `backend`.
///
/// The article calls `try backend.purchaseProduct(id: product.id)` synchronously and learns only
/// whether it threw; here the call is `async` and returns the ``Receipt`` of the order, so the
/// screen can confirm a purchase. Failures are typed: every one is a ``BackendError`` with a
/// user-facing message that never depends on the platform.
public protocol Backend: Sendable {
  /// Buys one of the product `id` and returns the order's receipt.
  func purchaseProduct(id: Int) async throws(BackendError) -> Receipt
}
