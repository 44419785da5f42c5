/// An identity for a subscriber or subscription, unique in the process.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt

  /// A new identity, unique in the process.
  public init() {
    value = IdentifierCounter.next()
  }

  /// The identity of `object`.
  public init(_ object: AnyObject) {
    value = UInt(bitPattern: ObjectIdentifier(object).hashValue)
  }

  public var description: String {
    "0x" + String(value, radix: 16)
  }
}

/// A type with an identity for Combine.
public protocol CustomCombineIdentifierConvertible {
  /// This instance's identity.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}

/// The source of ``CombineIdentifier``s made with no object.
private enum IdentifierCounter {
  private static let counter = LockedValue<UInt>(0)

  static func next() -> UInt {
    counter.withLock { value in
      value += 1
      return value
    }
  }
}
