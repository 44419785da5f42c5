import Foundation
import ScreenplaySeams

/// The store's backend over the injected transport.
///
/// Purchasing is `POST https://api.store.example.com/v1/products/{id}/purchase` with the JSON
/// body `{"quantity":1}`. A 2xx answer's body is the ``Receipt``; any other status throws
/// ``BackendError/rejected(statusCode:serverMessage:)`` with the message of the store's error
/// body (`{"error": {"code": "card_declined", "message": "Your card was declined."}}`) when it
/// has one; a 2xx body that is not a receipt throws
/// ``BackendError/unreadableReceipt(statusCode:)``; transport failures throw
/// ``BackendError/transport(_:)``.
public struct HTTPBackend: Backend {
  /// The store's API.
  public static let defaultBaseURL = URL(string: "https://api.store.example.com")!

  /// The body of every purchase: the screen buys one item.
  static let purchaseBody = Data(#"{"quantity":1}"#.utf8)

  // MARK: - Properties
  private let transport: any HTTPTransport
  private let baseURL: URL

  // MARK: - Methods
  /// Creates the backend over `transport`, talking to `baseURL`.
  public init(transport: any HTTPTransport, baseURL: URL = Self.defaultBaseURL) {
    self.transport = transport
    self.baseURL = baseURL
  }

  public func purchaseProduct(id: Int) async throws(BackendError) -> Receipt {
    let response = try await send(purchaseRequest(id: id))
    return try receipt(from: response)
  }

  /// The request that buys one of product `id`.
  public func purchaseRequest(id: Int) -> HTTPRequest {
    HTTPRequest(
      method: .post,
      url: baseURL.appendingPathComponent("v1/products/\(id)/purchase"),
      headers: ["Accept": "application/json", "Content-Type": "application/json"],
      body: Self.purchaseBody)
  }

  private func send(_ request: HTTPRequest) async throws(BackendError) -> HTTPResponse {
    do {
      return try await transport.send(request)
    } catch let error as TransportError {
      throw .transport(error)
    } catch is CancellationError {
      throw .cancelled
    } catch {
      throw .transport(.other(LocalizedErrorText.text(for: error)))
    }
  }

  private func receipt(from response: HTTPResponse) throws(BackendError) -> Receipt {
    guard response.isSuccess else {
      throw .rejected(
        statusCode: response.statusCode,
        serverMessage: ServerErrorBody.message(in: response.body))
    }
    do {
      return try Receipt.decode(from: response.body)
    } catch {
      throw .unreadableReceipt(statusCode: response.statusCode)
    }
  }
}
