import Foundation

/// The store's error body: `{"error": {"code": "card_declined", "message": "…", …}}`.
struct ServerErrorBody: Decodable {
  struct Detail: Decodable {
    let code: String?
    let message: String?
  }

  let error: Detail

  /// The `error.message` of `body`, or `nil` when the body is not such JSON (an HTML page from a
  /// proxy, an empty body) or has no message.
  static func message(in body: Data) -> String? {
    (try? JSONDecoder().decode(ServerErrorBody.self, from: body))?.error.message
  }
}
