#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A flag of the calling thread's own: set on one thread, seen by that thread only.
final class ThreadFlag: Sendable {
  private let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Sets the flag on this thread.
  func mark() {
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
  }

  /// Whether the flag was set on this thread; clears it.
  func take() -> Bool {
    defer { pthread_setspecific(key, nil) }
    return pthread_getspecific(key) != nil
  }
}
