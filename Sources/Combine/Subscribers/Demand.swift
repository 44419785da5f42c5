extension Subscribers {
  /// How many more values a subscriber wants: a number, or unlimited.
  ///
  /// As Apple's `Subscribers.Demand`: demand never goes below zero (an operation that would make
  /// it negative gives `.none`); adding to `.unlimited`, or subtracting from it, leaves it
  /// `.unlimited`; subtracting `.unlimited` from a number gives `.none`.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable
  {
    /// The number of values, or nil for unlimited.
    public let max: Int?

    private init(max: Int?) {
      self.max = max
    }

    /// As many values as the publisher sends.
    public static let unlimited = Demand(max: nil)
    /// No values.
    public static let none = Demand(max: 0)

    /// At most `value` values; `value` must not be negative.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Subscribers.Demand.max needs a count of 0 or more")
      return Demand(max: value)
    }

    public var description: String {
      max.map { "max(\($0))" } ?? "unlimited"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let count = try container.decode(UInt.self)
      max = count == UInt(Int.max) + 1 ? nil : Int(clamping: count)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(max.map { UInt($0) } ?? UInt(Int.max) + 1)
    }

    private static func clamped(_ value: (partialValue: Int, overflow: Bool)) -> Demand {
      if value.overflow { return .unlimited }
      return Demand(max: Swift.max(0, value.partialValue))
    }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max, let right = rhs.max else { return .unlimited }
      return clamped(left.addingReportingOverflow(right))
    }

    public static func + (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      return clamped(left.addingReportingOverflow(rhs))
    }

    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    public static func += (lhs: inout Demand, rhs: Int) {
      lhs = lhs + rhs
    }

    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      guard let right = rhs.max else { return .none }
      return clamped(left.subtractingReportingOverflow(right))
    }

    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      return clamped(left.subtractingReportingOverflow(rhs))
    }

    public static func -= (lhs: inout Demand, rhs: Demand) {
      lhs = lhs - rhs
    }

    public static func -= (lhs: inout Demand, rhs: Int) {
      lhs = lhs - rhs
    }

    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      return clamped(left.multipliedReportingOverflow(by: rhs))
    }

    public static func *= (lhs: inout Demand, rhs: Int) {
      lhs = lhs * rhs
    }

    /// Unlimited is more than any number.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }

    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.max == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.max != lhs }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
  }
}
