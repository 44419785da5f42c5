#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutual-exclusion lock for the module's subscriptions. Never held while a subscriber or a
/// closure of the app's runs, so a subscriber may call back into what sends to it.
final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func lock() {
    pthread_mutex_lock(mutex)
  }

  func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Runs `body` with the lock held.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A value behind a ``Lock``.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
