import Foundation

/// Bytes appended into memory it owns, grown by doubling, then handed over once as an array or
/// as `Data`.
///
/// For text built from many short pieces, such as a fixture body's canonical JSON: each piece is
/// one `memcpy` (an idiom of the hot path: see "Performance idioms" in Docs/Design.md).
struct ByteOutput: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes were appended.
  private(set) var count = 0

  /// An empty output with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Appends the `count` bytes at `start`.
  mutating func append(_ start: UnsafePointer<UInt8>, count added: Int) {
    makeRoom(for: added)
    (base + count).update(from: start, count: added)
    count += added
  }

  /// Appends `byte`.
  mutating func append(_ byte: UInt8) {
    makeRoom(for: 1)
    base[count] = byte
    count += 1
  }

  /// Appends `bytes`.
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      guard let start = buffer.baseAddress else { return }
      append(start, count: buffer.count)
    }
  }

  /// The bytes appended, as an array.
  consuming func bytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes appended, as `Data`.
  consuming func data() -> Data {
    Data(bytes: base, count: count)
  }

  private mutating func makeRoom(for added: Int) {
    guard count + added > capacity else { return }
    var grown = capacity * 2
    while grown < count + added { grown *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = grown
  }
}
