import Foundation
import Testing

/// What a test made that holds a subscription open (a ``Recorder``, a ``VirtualScheduler`` with
/// closures still to run), let go of when the test ends.
///
/// A subscriber and its subscription hold each other until one completes or is cancelled, in
/// Apple's Combine as here: a recorder whose publisher never completes would outlive its test,
/// and LeakSanitizer (`scripts/sanitize`) would report it. Every suite here carries the trait
/// ``Trait/releasingSubscriptions``, which ends them after each test.
final class TestScope: @unchecked Sendable {
  /// The scope of the test running in this task, if any.
  @TaskLocal static var current: TestScope?

  private let lock = NSLock()
  private var endings: [() -> Void] = []

  /// Runs `ending` when the test ends.
  func onEnd(_ ending: @escaping () -> Void) {
    lock.withLock { endings.append(ending) }
  }

  /// Runs every ending, in the order they came.
  func end() {
    let all = lock.withLock {
      defer { endings = [] }
      return endings
    }
    for ending in all { ending() }
  }
}

/// The trait that gives each test of a suite a ``TestScope``, and ends it after the test.
struct ReleasingSubscriptions: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite ? nil : self
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let scope = TestScope()
    defer { scope.end() }
    try await TestScope.$current.withValue(scope) { try await function() }
  }
}

extension Trait where Self == ReleasingSubscriptions {
  /// Lets go of each test's recorders and virtual schedulers when it ends.
  static var releasingSubscriptions: Self { Self() }
}
