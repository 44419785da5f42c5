import ScreenplayRuntimeHooks
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The runtime's executor hooks are found where the linker resolved them, so that an executable
/// linked with `--static-swift-stdlib` (which exports nothing to `dlsym`) replays too; in this
/// dynamic build they must be the very variables `dlsym` finds.
@Suite struct RuntimeHooksTests {
  #if os(Linux)
    @Test(arguments: ["swift_task_enqueueGlobal_hook", "swift_task_getMainExecutor_hook"])
    func theLinkedHookIsTheExportedOne(name: String) throws {
      let linked =
        name == "swift_task_enqueueGlobal_hook"
        ? screenplay_enqueueGlobalHook() : screenplay_mainExecutorHook()
      let exported = try #require(dlsym(dlopen(nil, RTLD_NOW), name))
      #expect(linked.map(UnsafeMutableRawPointer.init) == exported)
    }

    /// Where `getpwuid` is the harness's copy (not under a sanitizer, whose runtime intercepts
    /// it), its answer must still be the record the system has.
    @Test("getpwuid answers the process's own user with the record the system has")
    func ownUserRecord() throws {
      let first = try #require(getpwuid(getuid()))
      #expect(getpwuid(getuid()) == first)
      var record = passwd()
      var buffer = [CChar](repeating: 0, count: 16_384)
      var found: UnsafeMutablePointer<passwd>?
      #expect(getpwuid_r(getuid(), &record, &buffer, buffer.count, &found) == 0)
      #expect(found != nil)
      #expect(String(cString: first.pointee.pw_name) == String(cString: record.pw_name))
      #expect(String(cString: first.pointee.pw_dir) == String(cString: record.pw_dir))
      #expect(String(cString: first.pointee.pw_shell) == String(cString: record.pw_shell))
      #expect(first.pointee.pw_gid == record.pw_gid)
    }
  #endif
}
