import FuzzChecks
import Screenplay

Fuzzing.run(fuzzFixture)

/// A fixture file: JSON parsed and checked against the fixture format.
func fuzzFixture(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  do {
    _ = try FixtureLoader.decode(bytes, name: "input", path: "Tests/Fixtures/Fuzz/input.json")
  } catch {
    Checks.refusal(error, of: bytes)
  }
  return 0
}
