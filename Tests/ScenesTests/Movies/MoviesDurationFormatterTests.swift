import Foundation
import Screens
import Testing

@Suite("Movies duration formatter")
struct MoviesDurationFormatterTests {
  private let formatter = DurationFormatter()

  @Test(
    "runtimes read as DateComponentsFormatter's abbreviated hours and minutes",
    arguments: [
      (148, "2h 28m"), (166, "2h 46m"), (121, "2h 1m"), (120, "2h"), (60, "1h"), (59, "59m"),
      (45, "45m"), (1, "1m"), (0, "0m"), (1_000, "16h 40m"), (-148, "-2h 28m"),
    ])
  func minutes(_ minutes: Int, _ text: String) {
    #expect(formatter.string(from: TimeInterval(minutes * 60)) == text)
  }

  @Test("seconds below a minute are dropped")
  func seconds() {
    #expect(formatter.string(from: 59) == "0m")
    #expect(formatter.string(from: 3_659) == "1h")
  }

  @Test("non-finite and huge intervals have no text")
  func invalid() {
    #expect(formatter.string(from: .nan) == nil)
    #expect(formatter.string(from: .infinity) == nil)
    #expect(formatter.string(from: 1e300) == nil)
  }
}
