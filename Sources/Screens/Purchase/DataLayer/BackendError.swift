import Foundation
import ScreenplaySeams

/// Why a purchase failed, with the message the screen's error label shows.
///
/// The article shows `error.localizedDescription`; the original app's error put its text under
/// the literal key `"NSLocalizedDescriptionKey"`, so what users saw was Foundation's generic,
/// platform-dependent sentence. Here every failure is one of these cases and
/// ``errorDescription`` (what `localizedDescription` returns) is written out in this one place,
/// the same on every platform.
public enum BackendError: Error, Sendable, Hashable {
  /// The store answered with a status outside 200–299. `serverMessage` is the `error.message`
  /// of its JSON body, when the body has one.
  case rejected(statusCode: Int, serverMessage: String?)
  /// The store answered 2xx, but the body is not a receipt. The order may exist.
  case unreadableReceipt(statusCode: Int)
  /// No answer arrived: offline, timed out, or the host could not be reached.
  case transport(TransportError)
  /// The request was cancelled because the screen went away; nothing is shown.
  case cancelled
}

extension BackendError: LocalizedError {
  /// The sentence the error label shows.
  ///
  /// A 4xx answer's own message is shown as the store wrote it (it is written for customers,
  /// such as why a card was declined); a 5xx answer's never is (it is written for engineers).
  /// Failures that may have placed the order anyway (an unreadable receipt, a timeout) ask the
  /// customer to check their orders before trying again.
  public var errorDescription: String? {
    switch self {
    case .rejected(let statusCode, let serverMessage):
      Self.rejectionMessage(statusCode: statusCode, serverMessage: serverMessage)
    case .unreadableReceipt:
      "Your order may have gone through, but the store’s reply could not be read. "
        + "Check your orders before trying again."
    case .transport(let error):
      Self.transportMessage(error)
    case .cancelled:
      "The purchase was cancelled."
    }
  }

  private static func rejectionMessage(statusCode: Int, serverMessage: String?) -> String {
    if (400..<500).contains(statusCode), let serverMessage, !serverMessage.isEmpty {
      return serverMessage
    }
    switch statusCode {
    case 402: return "Your payment was declined. Try another payment method."
    case 409: return "You have already purchased this product."
    case 500..<600:
      return "The store is having trouble right now (HTTP \(statusCode)). Please try again later."
    default: return "The purchase could not be completed (HTTP \(statusCode))."
    }
  }

  private static func transportMessage(_ error: TransportError) -> String {
    switch error {
    case .offline: "You’re offline. Connect to the Internet and try again."
    case .timedOut:
      "The store took too long to answer. Check your orders before trying again."
    case .cannotConnect: "Could not reach the store. Please try again."
    case .other: "The purchase could not be completed. Please try again."
    }
  }
}
