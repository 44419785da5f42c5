/// Every scalar of the Basic Multilingual Plane (where all of Cc, Zl and Zp are), each in a text
/// between neighbours that share its lead bytes, with whether Unicode says it breaks a line: the
/// reference the byte scans of `LineBreaks` are checked against.
enum LineBreakingScalars {
  /// `(scalar, text holding it, whether its general category is Cc, Zl or Zp)`.
  static var all: [(scalar: Unicode.Scalar, text: String, breaks: Bool)] {
    (UInt32(0)...0xFFFF).compactMap { value in
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return (scalar, "\u{2027}" + String(Character(scalar)) + "\u{A0}", breaks(scalar))
    }
  }

  /// Whether Unicode puts `scalar` in Cc, Zl or Zp.
  static func breaks(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
