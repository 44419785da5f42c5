#if os(Linux)
  import Glibc
  import Testing

  @testable import ScreenplayCommand

  /// Workers copied from the supervisor: only from a process with one thread, and their ends read
  /// as `exec`ed workers' are. (`LaneTests` runs the probe, whose workers are copies.)
  @Suite("Forked workers")
  struct ForkedWorkerTests {
    @Test("a process with more threads than one, as this test process, is never copied")
    func neverFromSeveralThreads() {
      #expect(ForkedWorker.threadCount() > 1)
      #expect(!ForkedWorker.isAvailable)
    }

    @Test("a copy's exit status and the signal that ended one are told apart")
    func endings() {
      // The children call only `_exit` and `kill`, which are safe after any fork.
      let exited = fork()
      if exited == 0 { _exit(3) }
      #expect(ForkedWorker.wait(for: exited) == (status: 3, signaled: false))
      let killed = fork()
      if killed == 0 {
        kill(getpid(), SIGKILL)
        _exit(0)
      }
      #expect(ForkedWorker.wait(for: killed) == (status: SIGKILL, signaled: true))
    }
  }
#endif
