import FuzzChecks
import Screenplay

Fuzzing.run(fuzzGolden)

/// A golden: parsed, and when it is one, written again and read back to the same history.
func fuzzGolden(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
  let path = "Snapshots/Fuzz/input.txt"
  let history: History
  do {
    history = try HistoryFormat.decode(text, path: path)
  } catch {
    Checks.refusal(error, of: bytes)
    return 0
  }
  let written = HistoryFormat.encode(history)
  do {
    let again = try HistoryFormat.decode(written, path: path)
    precondition(again == history, "a golden read back differently once written again")
  } catch {
    preconditionFailure("a golden written from a read one does not read: \(error)")
  }
  return 0
}
