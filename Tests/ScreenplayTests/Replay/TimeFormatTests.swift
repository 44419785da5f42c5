import Testing

@testable import Screenplay

@Suite("Time format")
struct TimeFormatTests {
  @Test(
    "durations print as seconds with milliseconds",
    arguments: [
      (Duration.zero, "0.000s"), (.milliseconds(5), "0.005s"), (.milliseconds(1250), "1.250s"),
      (.seconds(3600), "3600.000s"), (.milliseconds(-1500), "-1.500s"),
    ])
  func seconds(_ duration: Duration, _ text: String) {
    #expect(TimeFormat.seconds(duration) == text)
  }
}
