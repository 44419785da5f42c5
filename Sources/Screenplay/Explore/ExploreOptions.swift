/// How `screenplay explore` searches: from which seed, how many runs, how long each.
package struct ExploreOptions: Sendable, Hashable {
  /// Run `r` (from 1) draws its choices from `seed + r - 1`, so one run is replayed alone with
  /// `--seed <its seed> --runs 1`.
  package var seed: UInt64
  /// At most this many events a run.
  package var steps: Int
  /// How many runs, stopping at the first that breaks a rule.
  package var runs: Int

  /// Options; by default seed 1, 100 runs of up to 20 events.
  package init(seed: UInt64 = 1, steps: Int = 20, runs: Int = 100) {
    self.seed = seed
    self.steps = steps
    self.runs = runs
  }

  /// The seed of run `run` (from 1).
  package func seed(ofRun run: Int) -> UInt64 {
    seed &+ UInt64(run - 1)
  }
}
