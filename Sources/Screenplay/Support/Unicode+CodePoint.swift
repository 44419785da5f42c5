extension Unicode.Scalar {
  /// The scalar as messages name it: `U+0000`, `U+1F600`.
  var codePoint: String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
