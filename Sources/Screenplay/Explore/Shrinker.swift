/// Shrinks a failing sequence by delta debugging: drops chunks of events, then single events,
/// then fixtures, then simplifies field values and times (and drops events again), keeping each change only if the
/// sequence still breaks the same rule.
@MainActor
struct Shrinker {
  /// Tries a candidate; true when it breaks the rule the original broke.
  let reproduces: (ExploreCase) async -> Bool
  /// The values each field may take, simplest first.
  let values: FieldValues
  /// The vocabulary, for the fields' kinds.
  let events: [EventDescription]

  /// The smallest sequence found that still breaks the rule.
  func shrink(_ original: ExploreCase) async -> ExploreCase {
    var current = await dropEvents(original)
    current = await dropFixtures(current)
    current = await simplifyValues(current)
    current = await simplifyTimes(current)
    return await dropEvents(current)
  }

  /// ddmin over the events: remove chunks of a halving size, down to single events.
  private func dropEvents(_ start: ExploreCase) async -> ExploreCase {
    var current = start
    var chunks = 2
    while current.entries.count >= 1 {
      let size = max(1, (current.entries.count + chunks - 1) / chunks)
      var removed = false
      for begin in stride(from: 0, to: current.entries.count, by: size) {
        var candidate = current
        candidate.entries.removeSubrange(begin..<min(begin + size, current.entries.count))
        if await reproduces(candidate) {
          current = candidate
          chunks = max(chunks - 1, 2)
          removed = true
          break
        }
      }
      if removed { continue }
      if size == 1 { break }
      chunks = min(chunks * 2, current.entries.count)
    }
    return current
  }

  /// Removes fixtures one at a time, from the last.
  private func dropFixtures(_ start: ExploreCase) async -> ExploreCase {
    var current = start
    for index in current.fixtures.indices.reversed() {
      var candidate = current
      candidate.fixtures.remove(at: index)
      if await reproduces(candidate) { current = candidate }
    }
    return current
  }

  /// Replaces each field's value with the simplest one that still fails.
  private func simplifyValues(_ start: ExploreCase) async -> ExploreCase {
    var current = start
    for index in current.entries.indices {
      for fieldIndex in current.entries[index].fields.indices {
        let entry = current.entries[index]
        let field = entry.fields[fieldIndex]
        guard let spec = specs(entry.event).first(where: { $0.name == field.name }) else {
          continue
        }
        for value in values.candidates(entry.event, spec) {
          if value == field.value { break }
          var candidate = current
          candidate.entries[index].fields[fieldIndex].value = value
          if await reproduces(candidate) {
            current = candidate
            break
          }
        }
      }
    }
    return current
  }

  /// Moves each event back to the time of the one before (the first to 0), with the events
  /// after it (keeping their gaps), else alone, if it still fails.
  private func simplifyTimes(_ start: ExploreCase) async -> ExploreCase {
    var current = start
    for index in current.entries.indices {
      let earlier = index == 0 ? Duration.zero : current.entries[index - 1].time
      let gap = current.entries[index].time - earlier
      guard gap > .zero else { continue }
      var shifted = current
      for later in index..<shifted.entries.count { shifted.entries[later].time -= gap }
      var alone = current
      alone.entries[index].time = earlier
      if await reproduces(shifted) {
        current = shifted
      } else if await reproduces(alone) {
        current = alone
      }
    }
    return current
  }

  private func specs(_ event: String) -> [FieldSpec] {
    events.first { $0.name == event }?.fields ?? []
  }
}
