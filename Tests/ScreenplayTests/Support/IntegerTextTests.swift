import Testing

@testable import Screenplay

@Suite("Integer text")
struct IntegerTextTests {
  @Test("reads numbers as Int(_:) reads them, signs, overflow and stray bytes included")
  func readsAsIntDoes() {
    let texts = [
      "", "-", "+", "0", "-0", "+7", "12", "-12", "007", "1a", " 1", "1 ", "1_000", "١٢", "0x1F",
      "1e3", "1.0", "123456789012345678", "-12345678901234567", "1234567890123456789",
      "9223372036854775807", "-9223372036854775808", "9223372036854775808",
      "99999999999999999999",
    ]
    for text in texts {
      #expect(IntegerText.value(of: text) == Int(text), "\(text)")
    }
  }
}
