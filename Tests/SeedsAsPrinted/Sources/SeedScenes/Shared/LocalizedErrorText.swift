// A copy of the repository's Sources/Screens/Shared/LocalizedErrorText.swift (internal here): the
// English text iOS gives `error.localizedDescription`, which the seed views show, as the demo's do.

import Foundation
import ScreenplaySeams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The text the screens show for an error: what `error.localizedDescription` says on an iPhone
/// set to English, written out so that it is the same on every platform.
///
/// The original views show `Text(error.localizedDescription)`. On Linux, Foundation describes a
/// `DecodingError` as `The operation could not be completed. (Swift.DecodingError error 2.)`,
/// which no user ever sees and which changes with the error's case order; on Darwin the same error
/// reads `The data couldn’t be read because it is missing.` This table gives the Darwin text for
/// the errors the screens meet (Movies shows it for any error; Posts for a request URLSession
/// could not complete and for a body that does not decode, see `NetworkServiceError`). On Linux
/// a `URLError` reads `The operation could not be completed. (NSURLErrorDomain error -1009.)`:
///
/// | error | text |
/// |---|---|
/// | `DecodingError.keyNotFound`, `.valueNotFound` (a TMDB error body, a post with `"body": null`) | `The data couldn’t be read because it is missing.` |
/// | `DecodingError.typeMismatch`, `.dataCorrupted` (not JSON, wrong types) | `The data couldn’t be read because it isn’t in the correct format.` |
/// | `URLError` `.notConnectedToInternet`, `.timedOut`, `.cannotConnectToHost`, `.cannotFindHost`, `.networkConnectionLost` | iOS's text: `The Internet connection appears to be offline.`, `The request timed out.`, `Could not connect to the server.`, … |
/// | another `URLError` | the description it was made with, else the fallback below |
/// | `TransportError` (offline, timed out, …) | its description, which is the `URLError` text: `The Internet connection appears to be offline.` |
/// | a `LocalizedError` with an `errorDescription` (such as `KeyValueStoreError`) | that description, as iOS shows it |
/// | anything else | `The operation couldn’t be completed.` |
///
/// Nothing here prints an error's `String(describing:)`: a Foundation error's dump holds a
/// `userInfo` dictionary whose key order changes from run to run, and a golden must not.
enum LocalizedErrorText {
  /// The text shown for `error`.
  static func text(for error: any Error) -> String {
    switch error {
    case let error as DecodingError: text(for: error)
    case let error as URLError: text(for: error)
    case let error as TransportError: error.description
    case let error as any LocalizedError:
      error.errorDescription ?? "The operation couldn’t be completed."
    default: "The operation couldn’t be completed."
    }
  }

  private static func text(for error: URLError) -> String {
    switch error.code {
    case .notConnectedToInternet: "The Internet connection appears to be offline."
    case .timedOut: "The request timed out."
    case .cannotConnectToHost: "Could not connect to the server."
    case .cannotFindHost: "A server with the specified hostname could not be found."
    case .networkConnectionLost: "The network connection was lost."
    default:
      error.userInfo[NSLocalizedDescriptionKey] as? String
        ?? "The operation couldn’t be completed."
    }
  }

  private static func text(for error: DecodingError) -> String {
    switch error {
    case .keyNotFound, .valueNotFound:
      "The data couldn’t be read because it is missing."
    case .typeMismatch, .dataCorrupted:
      "The data couldn’t be read because it isn’t in the correct format."
    @unknown default:
      "The data couldn’t be read because it isn’t in the correct format."
    }
  }
}
