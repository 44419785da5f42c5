import ScreenplayTesting
import XCTest

/// The same logs through XCTest, as a package on XCTest runs them: one method, one failure per
/// failing log at its line.
final class EventLogXCTests: XCTestCase {
  @MainActor
  func testEventLogs() async {
    await eventLogs.verifyAll(in: self)
  }
}
