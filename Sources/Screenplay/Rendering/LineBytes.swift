import Foundation

/// One line of a ``Canvas`` as it is written: its UTF-8 bytes in a buffer on the stack, made a
/// `String` once the line is whole. A line that outgrows the buffer goes on as a `String`.
struct LineBytes {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private var count = 0
  /// Whether the line outgrew `buffer`, and is then ``overflow``.
  private var overflowed = false
  /// The line so far, once it no longer fits in `buffer`.
  private var overflow = ""

  /// An empty line written into `buffer`, which must outlive it.
  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// Appends `text`'s bytes. Disfavoured, so that a literal is taken as a `StaticString`.
  @_disfavoredOverload
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append(bytes: $0) }
  }

  /// Appends `text`'s bytes, taken from its pointer where it has one (an idiom of the hot path: see
  /// "Performance idioms" in Docs/Design.md).
  mutating func append(_ text: StaticString) {
    guard text.hasPointerRepresentation else { return text.withUTF8Buffer { append(bytes: $0) } }
    append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `text` as ``Canvas/oneLine(_:)`` writes it.
  mutating func appendOneLine(_ text: String) {
    if !appendUnescaped(text, quoted: false) { append(Canvas.oneLine(text)) }
  }

  /// Appends `text` as `LogValue.quoted(_:)` writes it, quotes and all.
  mutating func appendQuoted(_ text: String) {
    if !appendUnescaped(text, quoted: true) { append(LogValue.quoted(text)) }
  }

  /// Appends `text`'s bytes as they are (between quotes when `quoted`) and returns `true`, or
  /// returns `false` and appends nothing when something in them must be escaped. They are
  /// scanned and copied in one visit, where making the escaped text and then appending it took
  /// two: a render writes every label this way.
  private mutating func appendUnescaped(_ text: String, quoted: Bool) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard LineBreaks.first(in: bytes, quotes: quoted) == nil else { return false }
      if quoted { append("\"") }
      append(bytes: bytes)
      if quoted { append("\"") }
      return true
    }
  }

  /// Appends `bytes`, whole UTF-8 scalars. Copied with `memcpy`, and `@_transparent`, since it is
  /// called for every part of every line a render writes (idioms of the hot path: see
  /// "Performance idioms" in Docs/Design.md).
  @_transparent private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, let base = buffer.baseAddress else { return }
    if !overflowed, bytes.count <= buffer.count - count {
      memcpy(base + count, source, bytes.count)
      count += bytes.count
      return
    }
    var text = overflowed ? overflow : written
    text += String(decoding: bytes, as: UTF8.self)
    overflow = text
    overflowed = true
  }

  /// The bytes written into the buffer, as a string.
  private var written: String {
    String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
  }

  /// Whether the line so far is `text`, byte for byte.
  func holds(_ text: String) -> Bool {
    guard !overflowed else { return overflow.utf8.elementsEqual(text.utf8) }
    // Hot path: see "Performance idioms" in Docs/Design.md.
    guard let base = buffer.baseAddress else { return false }
    let count = count
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count == count else { return false }
      return count == 0 || memcmp(bytes.baseAddress!, base, count) == 0
    }
  }

  /// The line.
  var string: String {
    overflowed ? overflow : written
  }
}
