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

  @Test("any duration formats exactly, past the latest virtual time too")
  func largeDurations() {
    #expect(TimeFormat.seconds(VirtualTime.latest) == "9223372036854775.807s")
    #expect(TimeFormat.seconds(VirtualTime.latest + .seconds(1)) == "9223372036854776.807s")
    #expect(TimeFormat.seconds(.seconds(Int64.min)) == "-9223372036854775808.000s")
  }

  @Test(
    "times on either side of the 64-bit fast path format alike",
    arguments: [
      (Duration.seconds(8_999_999_999_999_999), "8999999999999999.000s"),
      (.seconds(9_000_000_000_000_000), "9000000000000000.000s"),
      (.seconds(-8_999_999_999_999_999), "-8999999999999999.000s"),
      (.seconds(-9_000_000_000_000_000), "-9000000000000000.000s"),
      (.milliseconds(-1), "-0.001s"), (.nanoseconds(-999_999), "0.000s"),
      (.nanoseconds(1_999_999), "0.001s"), (.milliseconds(10_009), "10.009s"),
      (.milliseconds(1_234_567_890_123), "1234567890.123s"),
    ])
  func fastPathEdges(_ duration: Duration, _ text: String) {
    #expect(TimeFormat.seconds(duration) == text)
  }

  @Test("milliseconds round toward zero and clamp to Int64's range")
  func milliseconds() {
    #expect(TimeFormat.milliseconds(.nanoseconds(1_999_999)) == 1)
    #expect(TimeFormat.milliseconds(.nanoseconds(-1_999_999)) == -1)
    #expect(TimeFormat.milliseconds(VirtualTime.latest) == Int64.max)
    #expect(TimeFormat.milliseconds(VirtualTime.latest + .seconds(1)) == Int64.max)
    #expect(TimeFormat.milliseconds(.seconds(Int64.min)) == Int64.min)
    #expect(TimeFormat.milliseconds(.milliseconds(-1500)) == -1500)
    #expect(TimeFormat.milliseconds(.seconds(-2) + .nanoseconds(-999_999)) == -2000)
    #expect(TimeFormat.milliseconds(.seconds(9_223_372_036_854_775)) == 9_223_372_036_854_775_000)
    #expect(TimeFormat.milliseconds(.zero - VirtualTime.latest - .seconds(1)) == Int64.min)
  }

  @Test(
    "a duration made from milliseconds is the one Duration.milliseconds makes",
    arguments: [
      Int64(0), 1, 999, 1000, 1001, 1_500, -1, -999, -1000, -1_500, 86_400_000, .max, .min,
      .max - 999, .min + 999,
    ])
  func durationFromMilliseconds(_ milliseconds: Int64) {
    #expect(TimeFormat.duration(milliseconds: milliseconds) == .milliseconds(milliseconds))
    #expect(
      TimeFormat.milliseconds(TimeFormat.duration(milliseconds: milliseconds)) == milliseconds)
  }

  @Test("adding a delay to a time stops at the latest virtual time")
  func adding() {
    #expect(VirtualTime.adding(.milliseconds(1500), to: .seconds(2)) == .milliseconds(3500))
    #expect(VirtualTime.adding(.zero, to: VirtualTime.latest) == VirtualTime.latest)
    #expect(VirtualTime.adding(.milliseconds(1), to: VirtualTime.latest) == nil)
    #expect(VirtualTime.adding(.seconds(Int64.max), to: .seconds(Int64.max)) == nil)
  }
}
