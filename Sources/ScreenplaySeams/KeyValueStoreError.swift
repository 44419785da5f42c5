import Foundation

/// Why a ``KeyValueStore`` could not save a value. Its descriptions are the sentences iOS shows
/// for the same failures, on every platform.
public enum KeyValueStoreError: Error, Sendable, Hashable, LocalizedError {
  /// The device has no space left for the value.
  case outOfSpace(key: String)
  /// The store cannot be written at all.
  case readOnly(key: String)

  public var errorDescription: String? {
    switch self {
    case .outOfSpace: "The file couldn’t be saved because there isn’t enough space."
    case .readOnly: "The file couldn’t be saved because the volume is read only."
    }
  }
}
