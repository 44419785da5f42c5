/// A value made the first time it is asked for, by whichever thread asks first, and kept.
final class Once<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let made = Locked<Value?>(nil)

  /// A value `make` makes when it is first needed.
  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// The value, made now if this is the first time.
  var value: Value {
    made.withLock { made in
      if let value = made { return value }
      let value = make()
      made = value
      return value
    }
  }
}
