extension HistoryFormat {
  /// The `steps:` count of a golden's header, read from the first bytes of the file (`head`),
  /// without reading the steps; `nil` when the header has none there.
  static func stepCount(inHeaderOf head: [UInt8]) -> Int? {
    let prefix = Array("steps: ".utf8)
    for line in head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if line.isEmpty { return nil }
      guard line.starts(with: prefix) else { continue }
      let digits = line.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.count <= 18,
        digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
      return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    return nil
  }
}
