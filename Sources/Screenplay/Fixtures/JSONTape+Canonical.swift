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
      // The names are put in order on the stack: an array per object was made for every body
      // of every log.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: node.count) { names in
        sortNames(of: index, into: names, text: text)
        var position = 0
        while position < names.count {
          if position > 0 { output.append(UInt8(ascii: ",")) }
          writeString(names[position], from: text, to: &output)
          output.append(UInt8(ascii: ":"))
          writeCanonical(names[position] + 1, from: text, to: &output)
          position += 1
        }
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

  /// Fills `names` (room for each member) with the nodes of the names of the object at `index`,
  /// in the order of ``JSONValue/sortedNames(_:)``: by the bytes of their UTF-8. Put in place
  /// one by one for a few, sorted for many. A member's value is the node after its name.
  private func sortNames(
    of index: Int, into names: UnsafeMutableBufferPointer<Int>, text: UnsafePointer<UInt8>
  ) {
    var name = index + 1
    var filled = 0
    while filled < names.count {
      names.initializeElement(at: filled, to: name)
      name = nextMember(after: name)
      filled += 1
    }
    guard names.count <= Self.membersPlacedOneByOne else {
      var sorting = names  // the same memory: `sort` is declared mutating on the buffer
      return sorting.sort { precedes($0, $1, text: text) }
    }
    var sorted = 1
    while sorted < names.count {
      var position = sorted
      while position > 0, precedes(names[position], names[position - 1], text: text) {
        names.swapAt(position, position - 1)
        position -= 1
      }
      sorted += 1
    }
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
