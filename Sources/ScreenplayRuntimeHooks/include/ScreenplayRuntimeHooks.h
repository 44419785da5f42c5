// The Swift runtime's executor hooks, named to the linker for Screenplay's ConcurrencyHooks.

#ifndef SCREENPLAY_RUNTIME_HOOKS_H
#define SCREENPLAY_RUNTIME_HOOKS_H

/// Where the runtime keeps its global executor's enqueue hook (`swift_task_enqueueGlobal_hook`),
/// or NULL where this build does not name it: on systems other than Linux, and with a runtime
/// that has no such hook. ConcurrencyHooks then looks it up with `dlsym`.
void *_Nullable *_Nullable screenplay_enqueueGlobalHook(void);

/// Where the runtime keeps its main executor's lookup hook (`swift_task_getMainExecutor_hook`),
/// or NULL, as for `screenplay_enqueueGlobalHook`.
void *_Nullable *_Nullable screenplay_mainExecutorHook(void);

#endif
