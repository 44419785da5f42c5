import FuzzChecks
import Screenplay

Fuzzing.run(fuzzLog)

/// An event log: parsed from its bytes, then its events checked against a vocabulary.
func fuzzLog(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  do {
    let log = try EventLogParser.parse(bytes: bytes, path: "Tests/EventLogs/Fuzz/input.log")
    _ = try EventVocabulary<FuzzEvent>().decode(log)
  } catch {
    Checks.refusal(error, of: bytes)
  }
  return 0
}
