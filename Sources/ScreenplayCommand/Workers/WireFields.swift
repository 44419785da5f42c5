import Screenplay

/// Length-prefixed values, as a frame's payload holds them: each value is its UTF-8 byte
/// count in decimal, a line feed and the bytes; a missing value is `-` and a line feed; a list
/// is its count, then its values. Lengths, not escapes, so any text crosses unchanged.
struct WireFieldWriter {
  private(set) var bytes: [UInt8] = []

  /// Appends `text`, or a missing value.
  mutating func write(_ text: String?) {
    guard var text else { return bytes.append(contentsOf: [0x2D, 0x0A]) }
    text.withUTF8 { utf8 in
      WorkerWire.appendDecimal(utf8.count, to: &bytes)
      bytes.append(0x0A)
      bytes.append(contentsOf: utf8)
    }
  }

  /// Appends `number` as decimal text, or a missing value.
  mutating func write(_ number: Int?) {
    write(number.map(String.init))
  }

  /// Appends how many `values` there are, then each as `write` appends it; a missing value
  /// for no list.
  mutating func write<Value>(_ values: [Value]?, _ write: (inout Self, Value) -> Void) {
    self.write(values?.count)
    for value in values ?? [] { write(&self, value) }
  }
}

/// Reads what a ``WireFieldWriter`` wrote, in the same order.
struct WireFieldReader {
  private let bytes: [UInt8]
  private var cursor = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every value has been read.
  var isAtEnd: Bool { cursor == bytes.count }

  /// The next value, `nil` if it is missing.
  mutating func optionalText() throws(WorkerWireError) -> String? {
    guard let end = bytes[cursor...].firstIndex(of: 0x0A) else { throw garbage() }
    let count = String(decoding: bytes[cursor..<end], as: UTF8.self)
    if count == "-" {
      cursor = end + 1
      return nil
    }
    guard let length = IntegerText.value(of: count), length >= 0,
      length <= bytes.count - end - 1
    else { throw WorkerWireError(text: String(count.prefix(200))) }
    cursor = end + 1 + length
    return String(decoding: bytes[(end + 1)..<cursor], as: UTF8.self)
  }

  /// The next value, which must be there.
  mutating func text() throws(WorkerWireError) -> String {
    guard let text = try optionalText() else { throw WorkerWireError(text: "-") }
    return text
  }

  /// The next value as a whole number, `nil` if it is missing.
  mutating func optionalNumber() throws(WorkerWireError) -> Int? {
    guard let text = try optionalText() else { return nil }
    guard let number = IntegerText.value(of: text) else {
      throw WorkerWireError(text: String(text.prefix(200)))
    }
    return number
  }

  /// The next value as a whole number, which must be there.
  mutating func number() throws(WorkerWireError) -> Int {
    guard let number = try optionalNumber() else { throw WorkerWireError(text: "-") }
    return number
  }

  /// A list: its count, then each value as `read` reads it.
  mutating func list<Value>(_ read: (inout Self) throws(WorkerWireError) -> Value)
    throws(WorkerWireError) -> [Value]
  {
    guard let values = try optionalList(read) else { throw WorkerWireError(text: "-") }
    return values
  }

  /// A list, or `nil` for a missing value.
  mutating func optionalList<Value>(_ read: (inout Self) throws(WorkerWireError) -> Value)
    throws(WorkerWireError) -> [Value]?
  {
    guard let count = try optionalNumber() else { return nil }
    guard count >= 0, count <= bytes.count - cursor else {
      throw WorkerWireError(text: String(count))
    }
    var values: [Value] = []
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }

  /// The error for bytes that are not the values expected, quoting where they start.
  private func garbage() -> WorkerWireError {
    WorkerWireError(
      text: String(decoding: bytes[cursor...].prefix(200), as: UTF8.self))
  }
}
