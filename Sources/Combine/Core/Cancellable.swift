/// Work that can be cancelled: a subscription, a subscriber, a scheduled action.
public protocol Cancellable {
  /// Stops the work and releases what it holds. Calling it again does nothing.
  func cancel()
}

extension Cancellable {
  /// Keeps this cancellable, type-erased, in `set`; it is cancelled when removed from it or when
  /// the set is released.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }

  /// Keeps this cancellable, type-erased, in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
