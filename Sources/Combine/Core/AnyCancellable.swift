/// A cancellable that cancels its work when it is released.
///
/// As Apple's `Combine.AnyCancellable`: keep it (or store it in a set) for as long as a
/// subscription is to live; releasing it cancels.
public final class AnyCancellable: Cancellable, Hashable {
  private var onCancel: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    onCancel = cancel
  }

  /// A cancellable that cancels `canceller` when cancelled or released.
  public init<C: Cancellable>(_ canceller: C) {
    onCancel = canceller.cancel
  }

  deinit {
    onCancel?()
  }

  public func cancel() {
    let work = onCancel
    onCancel = nil
    work?()
  }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
