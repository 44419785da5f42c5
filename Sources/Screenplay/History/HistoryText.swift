import Foundation

/// Where ``HistoryFormat`` writes a history's text, piece by piece: into a string, or against a
/// golden's bytes as it goes, so that a history matching its golden (nearly every one a run
/// verifies) is never built as a string. Both take the same pieces in the same order, from the
/// same code.
struct HistoryText {
  /// What was written, when building.
  private(set) var string = ""
  /// The bytes compared with, when comparing.
  private let golden: UnsafeBufferPointer<UInt8>?
  /// How many bytes were compared.
  private var compared = 0
  /// Whether every piece so far matched the golden where it was written.
  private var matchesSoFar = true
  /// Where a number is written before it is compared, one buffer reused for each; `nil` when
  /// building, which makes a string of it.
  private let scratch: UnsafeMutableBufferPointer<UInt8>?

  /// A text built into ``string``, with room for `capacity` bytes.
  init(reservingCapacity capacity: Int = 0) {
    golden = nil
    scratch = nil
    string.reserveCapacity(capacity)
  }

  /// A text compared with `golden`, valid while `golden` is; `scratch`, valid as long, has room
  /// for a number's bytes (see ``scratchBytes``).
  init(
    comparingWith golden: UnsafeBufferPointer<UInt8>,
    scratch: UnsafeMutableBufferPointer<UInt8>? = nil
  ) {
    self.golden = golden
    self.scratch = scratch.flatMap { $0.count >= Self.scratchBytes ? $0 : nil }
  }

  /// The room a scratch buffer needs: a time as ``TimeFormat/seconds(_:)`` writes it (an `Int`
  /// takes 20 bytes at most).
  static let scratchBytes = 24

  /// Writes `piece` after what was written.
  mutating func write(_ piece: String) {
    guard golden != nil else {
      string += piece
      return
    }
    guard matchesSoFar else { return }
    var piece = piece
    piece.withUTF8 { compare($0) }
  }

  /// Writes `duration` as ``TimeFormat/seconds(_:)`` does: every step's header holds its time.
  /// Compared from ``scratch`` when there is one, without making a string of it.
  mutating func write(seconds duration: Duration) {
    guard let scratch, let count = TimeFormat.writeSeconds(duration, into: scratch) else {
      return write(TimeFormat.seconds(duration))
    }
    write(bytes: UnsafeBufferPointer(start: scratch.baseAddress, count: count))
  }

  /// Writes `value` in decimal, as `String(value)` does: every step's header holds its index.
  /// Compared from ``scratch`` when there is one, without making a string of it.
  mutating func write(decimal value: Int) {
    guard let scratch, value >= 0 else { return write(String(value)) }
    let count = IntegerText.writeDigits(of: UInt64(value), into: scratch, at: 0)
    write(bytes: UnsafeBufferPointer(start: scratch.baseAddress, count: count))
  }

  /// Writes the UTF-8 `bytes` after what was written.
  private mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
    guard golden != nil else {
      string += String(decoding: bytes, as: UTF8.self)
      return
    }
    guard matchesSoFar else { return }
    compare(bytes)
  }

  /// Writes `literal` after what was written. Compared from the literal's own bytes (an idiom of
  /// the hot path: see "Performance idioms" in Docs/Design.md).
  mutating func write(literal: StaticString) {
    guard golden != nil, literal.hasPointerRepresentation else {
      return write(literal.description)
    }
    guard matchesSoFar else { return }
    compare(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Writes `line` and a line feed after what was written, indented when `indented`: one
  /// comparison for the three pieces.
  mutating func write(line: String, indented: Bool) {
    guard golden != nil else {
      if indented { string += HistoryFormat.indent }
      string += line
      string += "\n"
      return
    }
    if indented { write(literal: HistoryFormat.indentLiteral) }
    guard matchesSoFar else { return }
    var line = line
    line.withUTF8 { compare($0) }
    write(literal: "\n")
  }

  /// Compares `bytes` with the golden where they are written, and counts them. `@_transparent`,
  /// since it is called for every piece of every history (an idiom of the hot path: see
  /// "Performance idioms" in Docs/Design.md).
  @_transparent private mutating func compare(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let golden else { return }
    let offset = compared
    compared += bytes.count
    guard bytes.count <= golden.count - offset else {
      matchesSoFar = false
      return
    }
    guard let pieceBase = bytes.baseAddress, let goldenBase = golden.baseAddress else {
      return  // nothing to compare
    }
    matchesSoFar = memcmp(goldenBase + offset, pieceBase, bytes.count) == 0
  }

  /// Whether what was written is exactly the golden, no more and no less (always `false` when
  /// building).
  var matchesGolden: Bool {
    guard let golden else { return false }
    return matchesSoFar && compared == golden.count
  }
}
