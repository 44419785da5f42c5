import Foundation

/// A type that decodes values from one kind of input, as a whole: `JSONDecoder` from `Data`.
public protocol TopLevelDecoder {
  /// What it decodes from.
  associatedtype Input

  /// Decodes a value of type `type` from `from`, or throws.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that encodes values into one kind of output, as a whole: `JSONEncoder` into `Data`.
public protocol TopLevelEncoder {
  /// What it encodes into.
  associatedtype Output

  /// Encodes `value`, or throws.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
