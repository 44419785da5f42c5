import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONTape {
  /// The value at `index` as canonical JSON, byte for byte ``JSONValue/canonicalText`` of
  /// ``value(_:)``, written from the text: numbers, words and strings without escapes are
  /// copied as they are (a JSON string holds no raw `"`, `\` or control character, so its
  /// written form is already the canonical one), and object members are put in order by their
  /// names' bytes. A fixture's body is written this way for every log, without building the
  /// value's dictionaries first.
  func canonicalBytes(_ index: Int) -> [UInt8] {
    canonical(index).bytes()
  }

  /// ``canonicalBytes(_:)`` as `Data`, as a response body or a stored value is handed over.
  func canonicalData(_ index: Int) -> Data {
    canonical(index).data()
  }

  private func canonical(_ index: Int) -> ByteOutput {
    var output = ByteOutput(capacity: nodes[index].end - nodes[index].start)
    bytes.withUnsafeBufferPointer { buffer in
      writeCanonical(index, from: buffer.baseAddress!, to: &output)
    }
    return output
  }

  private func writeCanonical(
    _ index: Int, from text: UnsafePointer<UInt8>, to output: inout ByteOutput
  ) {
    let node = nodes[index]
    switch node.kind {
    case .null, .false, .true, .number:
      output.append(text + node.start, count: node.end - node.start)
    case .string:
      writeString(index, from: text, to: &output)
    case .array:
      output.append(UInt8(ascii: "["))
      // Elements stay in order, so they are written as they are walked, with no array made.
      var first = true
      forEachChild(of: index, valueOffset: 0) { element in
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        writeCanonical(element, from: text, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object:
      output.append(UInt8(ascii: "{"))
      let members = sortedMembers(of: index, text: text)
      var position = 0
      while position < members.count {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        writeString(members[position].name, from: text, to: &output)
        output.append(UInt8(ascii: ":"))
        writeCanonical(members[position].value, from: text, to: &output)
        position += 1
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Writes the string at `index` as a JSON string literal.
  private func writeString(
    _ index: Int, from text: UnsafePointer<UInt8>, to output: inout ByteOutput
  ) {
    let node = nodes[index]
    guard node.isVerbatim else {
      var escaped: [UInt8] = []
      JSONValue.writeString(unescaped[node.count], to: &escaped)
      return output.append(escaped)
    }
    output.append(text + node.start, count: node.end - node.start)
  }

  /// The members of the object at `index` in the order of ``JSONValue/sortedNames(_:)``: by the
  /// bytes of their names' UTF-8. Put in place one by one for a few, sorted for many.
  private func sortedMembers(of index: Int, text: UnsafePointer<UInt8>) -> [Member] {
    var members = self.members(of: index)
    guard members.count <= Self.membersPlacedOneByOne else {
      members.sort { precedes($0.name, $1.name, text: text) }
      return members
    }
    var sorted = 1
    while sorted < members.count {
      var position = sorted
      while position > 0, precedes(members[position].name, members[position - 1].name, text: text) {
        members.swapAt(position, position - 1)
        position -= 1
      }
      sorted += 1
    }
    return members
  }

  /// The most members of an object put in order one by one; more are sorted.
  private static let membersPlacedOneByOne = 16

  /// Whether the name at `first` comes before the one at `second` by the bytes of their UTF-8.
  private func precedes(_ first: Int, _ second: Int, text: UnsafePointer<UInt8>) -> Bool {
    let left = nodes[first]
    let right = nodes[second]
    guard left.isVerbatim, right.isVerbatim else {
      return Array(string(first).utf8).lexicographicallyPrecedes(Array(string(second).utf8))
    }
    let leftCount = left.end - left.start - 2
    let rightCount = right.end - right.start - 2
    let order = memcmp(text + left.start + 1, text + right.start + 1, min(leftCount, rightCount))
    return order != 0 ? order < 0 : leftCount < rightCount
  }
}
