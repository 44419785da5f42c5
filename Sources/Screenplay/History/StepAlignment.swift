/// Aligns a golden's steps with a replay's in passes of looser and looser agreement.
///
/// 1. Steps that are *identical* (same time, trigger and screen) are aligned first with Myers'
///    algorithm: they are not divergences.
/// 2. In each stretch between identical steps, steps with the same *moment* (time and trigger)
///    are aligned: the same moment now shows another screen, a
///    ``Divergence/changed(expected:actual:)``.
/// 3. In what is left of each stretch, steps with the same *trigger* are aligned: the same event or
///    effect now happens at another time, also changed.
/// 4. What is still left is removed (golden only) or inserted (replay only).
///
/// Aligning identical steps first keeps a step that repeats a neighbour's moment (two renders at
/// one instant) matched with its true counterpart. An effect's trigger is compared by the event
/// it names as its cause (that event's text and time), not by the cause's step number, which an
/// inserted or removed step shifts. Each pass runs Myers on the steps themselves;
/// when a stretch needs more edits than ``EditScript/defaultCostLimit``, it numbers the distinct
/// steps and searches piece by piece on the numbers (see ``EditScript``).
struct StepAlignment {
  let expected: [Step]
  let actual: [Step]
  /// Each step's trigger as the alignment compares it, by step index.
  private let expectedTriggers: [TriggerKey]
  private let actualTriggers: [TriggerKey]

  init(expected: [Step], actual: [Step]) {
    self.expected = expected
    self.actual = actual
    expectedTriggers = TriggerKey.keys(of: expected)
    actualTriggers = TriggerKey.keys(of: actual)
  }

  /// How closely two steps must agree to be aligned, strictest first.
  private enum Level {
    case identical
    case sameMoment
    case sameTrigger

    var looser: Level? {
      switch self {
      case .identical: .sameMoment
      case .sameMoment: .sameTrigger
      case .sameTrigger: nil
      }
    }
  }

  /// The divergences, in history order.
  func divergences() -> [Divergence] {
    align(Array(expected.indices), Array(actual.indices), level: .identical)
  }

  /// Divergences between the golden steps at `old` and the replay steps at `new` (both in order).
  private func align(_ old: [Int], _ new: [Int], level: Level?) -> [Divergence] {
    guard let level, !old.isEmpty, !new.isEmpty else {
      return old.map { .removed(expected[$0]) } + new.map { .inserted(actual[$0]) }
    }
    var result: [Divergence] = []
    var stretch: (old: [Int], new: [Int]) = ([], [])
    for operation in operations(old, new, level: level) {
      switch operation {
      case .removed(let i): stretch.old.append(old[i])
      case .inserted(let j): stretch.new.append(new[j])
      case .same(let i, let j):
        result += align(stretch.old, stretch.new, level: level.looser)
        stretch = ([], [])
        if level != .identical && !agree(old[i], new[j], at: .identical) {
          result.append(.changed(expected: expected[old[i]], actual: actual[new[j]]))
        }
      }
    }
    return result + align(stretch.old, stretch.new, level: level.looser)
  }

  /// The edit script of `old` and `new` at `level`. Myers compares the steps themselves while
  /// few differ; when many do, it compares numbers standing for them instead, which costs a
  /// hashing pass but makes each comparison cheap.
  private func operations(_ old: [Int], _ new: [Int], level: Level) -> [EditOperation] {
    let direct = EditScript.shortest(countA: old.count, countB: new.count) {
      agree(old[$0], new[$1], at: level)
    }
    if let direct { return direct }
    let (oldIDs, newIDs) = numbered(old, new, level: level)
    return EditScript.operations(countA: oldIDs.count, countB: newIDs.count) {
      oldIDs[$0] == newIDs[$1]
    }
  }

  /// The steps at `old` and `new` as numbers, equal where the steps agree at `level`.
  private func numbered(_ old: [Int], _ new: [Int], level: Level) -> (
    [Int], [Int]
  ) {
    switch level {
    case .identical: numbered(old, new) { StepContent($0, trigger: $1) }
    case .sameMoment: numbered(old, new) { Moment($0, trigger: $1) }
    case .sameTrigger: numbered(old, new) { $1 }
    }
  }

  private func numbered<Key: Hashable>(
    _ old: [Int], _ new: [Int], key: (Step, TriggerKey) -> Key
  ) -> ([Int], [Int]) {
    var numbers: [Key: Int] = [:]
    numbers.reserveCapacity(old.count + new.count)
    func number(_ key: Key) -> Int {
      if let known = numbers[key] { return known }
      numbers[key] = numbers.count
      return numbers.count - 1
    }
    return (
      old.map { number(key(expected[$0], expectedTriggers[$0])) },
      new.map { number(key(actual[$0], actualTriggers[$0])) }
    )
  }

  /// Whether the golden's step `old` and the replay's step `new` agree at `level`; the same
  /// equivalence as ``numbered(_:_:level:)``.
  private func agree(_ old: Int, _ new: Int, at level: Level) -> Bool {
    let (expected, actual) = (self.expected[old], self.actual[new])
    let sameTrigger = expectedTriggers[old] == actualTriggers[new]
    let sameMoment = sameTrigger && expected.time == actual.time
    switch level {
    case .identical:
      return sameMoment && expected.changed == actual.changed
        && (!expected.changed || expected.lines == actual.lines)
    case .sameMoment: return sameMoment
    case .sameTrigger: return sameTrigger
    }
  }
}

/// A step's trigger as the alignment compares it: an effect's cause is the event it names (its
/// text, its time, and which of the events alike it is), not that event's step number.
private enum TriggerKey: Hashable {
  case initial
  case event(String)
  case effect(String, cause: EventKey?)

  /// The keys of `steps`, in order.
  static func keys(of steps: [Step]) -> [TriggerKey] {
    var events: [Int: EventKey] = [:]
    var alike: [EventKey: Int] = [:]
    return steps.map { step in
      switch step.trigger {
      case .initial:
        return .initial
      case .event(let text):
        let first = EventKey(text: text, time: step.time, occurrence: 0)
        let occurrence = alike[first, default: 0]
        alike[first] = occurrence + 1
        events[step.index] = EventKey(text: text, time: step.time, occurrence: occurrence)
        return .event(text)
      case .effect(let text, let cause):
        return .effect(text, cause: cause.flatMap { events[$0] })
      }
    }
  }
}

/// An event as an effect's cause: its text and time, and how many earlier events had both.
private struct EventKey: Hashable {
  var text: String
  var time: Duration
  var occurrence: Int
}

/// When and why a step happened.
private struct Moment: Hashable {
  var time: Duration
  var trigger: TriggerKey

  init(_ step: Step, trigger: TriggerKey) {
    time = step.time
    self.trigger = trigger
  }
}

/// Everything a golden keeps of a step but its index; an unchanged step's lines are not kept.
private struct StepContent: Hashable {
  var moment: Moment
  var changed: Bool
  var lines: [String]

  init(_ step: Step, trigger: TriggerKey) {
    moment = Moment(step, trigger: trigger)
    changed = step.changed
    lines = step.changed ? step.lines : []
  }
}
