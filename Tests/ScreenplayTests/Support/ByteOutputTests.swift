import Foundation
import Testing

@testable import Screenplay

@Suite("Byte output")
struct ByteOutputTests {
  @Test("pieces and bytes come back in order, across every growth, as bytes and as Data")
  func keepsEveryPieceAcrossGrowth() {
    var expected: [UInt8] = []
    var output = ByteOutput(capacity: 1)
    var second = ByteOutput(capacity: 3)
    for round in 0..<200 {
      let piece = (0..<(round % 37)).map { UInt8(truncatingIfNeeded: round &+ $0) }
      piece.withUnsafeBufferPointer { buffer in
        if let start = buffer.baseAddress {
          output.append(start, count: buffer.count)
          second.append(start, count: buffer.count)
        }
      }
      output.append(UInt8(round % 256))
      second.append([UInt8(round % 256)])
      expected += piece + [UInt8(round % 256)]
    }
    #expect(output.count == expected.count)
    #expect(output.bytes() == expected)
    #expect(second.data() == Data(expected))
  }
}
