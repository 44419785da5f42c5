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
  #endif
}
