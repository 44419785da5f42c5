#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value that threads share, behind a pthread mutex: the one lock of the harness, its command
/// line and its tests.
///
/// Not Synchronization's `Mutex`, because ThreadSanitizer cannot see that lock on Linux (Swift
/// 6.3): `Mutex` takes and releases its futex with atomics inlined into the caller, which
/// ThreadSanitizer follows, but a contended lock is handed over by the kernel
/// (`FUTEX_LOCK_PI`, `FUTEX_UNLOCK_PI`, called from the uninstrumented Synchronization library),
/// and there it sees no order between the threads. Two threads adding to a `Mutex<Int>` are
/// then reported as a race, so a clean `scripts/sanitize thread` would mean nothing.
/// ThreadSanitizer intercepts `pthread_mutex_lock`, whoever calls it.
///
/// The mutex has memory of its own, which never moves, as POSIX requires. The value is kept
/// beside a byte of its own: ThreadSanitizer checks each access to it at its address, and an
/// empty value (`Locked(())`) alone would have the address of the object's start, its type, which
/// every call reads outside the lock, so every call would be reported.
package final class Locked<Value>: @unchecked Sendable {
  /// The value, never empty.
  private struct Slot {
    var value: Value
    let byte: UInt8 = 0
  }

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var slot: Slot

  /// `value`, behind a lock of its own.
  package init(_ value: consuming sending Value) {
    slot = Slot(value: value)
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value, holding the lock.
  package func withLock<Result, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&slot.value)
  }
}
