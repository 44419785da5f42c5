/// What a `@Published` property holds: its value, the subject its publisher sends through, and
/// the subscriptions `assign(to: &$name)` ties to the property's life.
final class PublishedStorage<Value>: @unchecked Sendable {
  let subject: CurrentValueSubject<Value, Never>
  private let lock = Lock()
  private var kept: [AnyCancellable] = []
  /// The enclosing object's `objectWillChange`, once known: `.some(nil)` when it has none of
  /// this module's kind.
  private var willChange: ObservableObjectPublisher??

  private var stored: Value

  init(_ value: Value) {
    stored = value
    subject = CurrentValueSubject(value)
  }

  /// The property's value: the old one while subscribers receive a new one.
  var value: Value { lock.withLock { stored } }

  /// Sends `newValue` to the subscribers, then stores it.
  func set(_ newValue: Value) {
    subject.send(newValue)
    lock.withLock { stored = newValue }
  }

  /// Sets `newValue` from `assign(to: &$name)`: as a set through the property, it first sends
  /// the object's `objectWillChange`, once the object's publisher is known (it is from the
  /// first read of `objectWillChange`, or the first set through the property).
  func assign(_ newValue: Value) {
    let known: ObservableObjectPublisher? = lock.withLock {
      if case .some(.some(let publisher)) = willChange { return publisher }
      return nil
    }
    known?.send()
    set(newValue)
  }

  /// Keeps `cancellable` for the property's life.
  func keep(_ cancellable: AnyCancellable) {
    lock.withLock { kept.append(cancellable) }
  }

  /// The `objectWillChange` publisher of `object`, the property's enclosing object; nil when it is
  /// not an ``ObservableObject`` announcing through an ``ObservableObjectPublisher``.
  func willChangePublisher(of object: AnyObject) -> ObservableObjectPublisher? {
    if let known = lock.withLock({ willChange }) { return known }
    let found = (object as? any ObservableObject).flatMap { Self.publisher(of: $0) }
    lock.withLock { willChange = .some(found) }
    return found
  }

  private static func publisher(of object: some ObservableObject) -> ObservableObjectPublisher? {
    object.objectWillChange as? ObservableObjectPublisher
  }
}

/// A `@Published` property's storage, seen without its value type.
protocol PublishedField {
  /// The publisher the property announces changes through; set once, shared by the object's
  /// properties.
  func sharedWillChange(_ make: () -> ObservableObjectPublisher) -> ObservableObjectPublisher
}

extension Published: PublishedField {
  func sharedWillChange(_ make: () -> ObservableObjectPublisher) -> ObservableObjectPublisher {
    storage.sharedWillChange(make)
  }
}

extension PublishedStorage {
  /// The object's shared publisher, kept in this storage.
  func sharedWillChange(_ make: () -> ObservableObjectPublisher) -> ObservableObjectPublisher {
    lock.withLock {
      if case .some(.some(let publisher)) = willChange { return publisher }
      let publisher = make()
      willChange = .some(publisher)
      return publisher
    }
  }
}

/// The `@Published` properties of an object, found by reflection.
enum PublishedFields {
  /// The `objectWillChange` of an object that declares none of its own: one publisher, kept in
  /// each of its `@Published` properties (found by reflection, as Apple's Combine does), so all
  /// of them announce through it.
  static func willChangePublisher(of object: AnyObject) -> ObservableObjectPublisher {
    var fields: [any PublishedField] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      fields += current.children.compactMap { $0.value as? any PublishedField }
      mirror = current.superclassMirror
    }
    guard let first = fields.first else { return ObservableObjectPublisher() }
    let publisher = first.sharedWillChange { ObservableObjectPublisher() }
    for field in fields.dropFirst() { _ = field.sharedWillChange { publisher } }
    return publisher
  }
}
