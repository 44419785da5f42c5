/// A read-write reference to a value owned elsewhere: the stand-in for SwiftUI's `Binding`.
///
/// The home router hands the editor `isPresented`, bound to the home view model's
/// `shouldShowEditor`, so the editor can dismiss its own sheet, as in the article.
@MainActor
public struct Binding<Value>: Sendable {
  private let get: @MainActor @Sendable () -> Value
  private let set: @MainActor @Sendable (Value) -> Void

  /// Creates a binding that reads with `get` and writes with `set`.
  public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
