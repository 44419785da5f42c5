/// A property of a class that publishes each new value, before it is stored.
///
/// As Apple's `@Published`: `$name` is a publisher that sends the current value to each new
/// subscriber, then every value set; it sends in the property's `willSet`, so a subscriber
/// reading the property still sees the old value. Setting the property of an
/// ``ObservableObject`` first sends the object's `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's publisher (`$name`).
  public var projectedValue: Publisher {
    get { Publisher(storage) }
    // `assign(to: &$name)` passes the publisher inout: it comes back with the same storage.
    set {}
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.willChangePublisher(of: object)?.send()
      storage.set(newValue)
    }
  }

  /// The publisher of a `@Published` property: the current value, then each new one.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    init(_ storage: PublishedStorage<Value>) {
      self.storage = storage
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.subject.receive(subscriber: subscriber)
    }
  }
}
