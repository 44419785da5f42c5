/// The one bound on text quoted from a user's file in a message or a hint: at most ``limit``
/// Unicode scalars from where it starts (the column a message points at), cut with `…`.
///
/// So a 10 MB garbage line gives a line of message, not 10 MB of it:
///
/// ```swift
/// Excerpt.of("signIn.tap")                          // "signIn.tap"
/// Excerpt.of(String(repeating: "x", count: 1_000))  // 120 x's and "…"
/// ```
enum Excerpt {
  /// How many scalars are quoted at most.
  static let limit = 120

  /// `text`, cut after ``limit`` scalars with a trailing `…`.
  static func of(_ text: some StringProtocol) -> String {
    var scalars = text.unicodeScalars.makeIterator()
    var kept = String.UnicodeScalarView()
    while kept.count < limit, let scalar = scalars.next() { kept.append(scalar) }
    return String(kept) + (scalars.next() == nil ? "" : "…")
  }

  /// The UTF-8 `bytes`, decoded only as far as the bound needs, cut as ``of(_:)`` cuts.
  static func of(bytes: some Collection<UInt8>) -> String {
    // A scalar is at most 4 bytes: one more than the limit's worth shows that there is more.
    of(String(decoding: bytes.prefix(limit * 4 + 1), as: UTF8.self))
  }
}
