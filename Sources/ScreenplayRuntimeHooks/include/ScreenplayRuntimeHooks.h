// The Swift runtime's executor hooks, named to the linker for Screenplay's ConcurrencyHooks, and
// the dispatch queues URLSession works on, for the replay's URLProtocol.

#ifndef SCREENPLAY_RUNTIME_HOOKS_H
#define SCREENPLAY_RUNTIME_HOOKS_H

/// Where the runtime keeps its global executor's enqueue hook (`swift_task_enqueueGlobal_hook`),
/// or NULL where this build does not name it: on systems other than Linux, and with a runtime
/// that has no such hook. ConcurrencyHooks then looks it up with `dlsym`.
void *_Nullable *_Nullable screenplay_enqueueGlobalHook(void);

/// Where the runtime keeps its main executor's lookup hook (`swift_task_getMainExecutor_hook`),
/// or NULL, as for `screenplay_enqueueGlobalHook`.
void *_Nullable *_Nullable screenplay_mainExecutorHook(void);

/// The dispatch queue the calling block runs on, retained, or NULL outside Linux.
void *_Nullable screenplay_currentQueue(void);

/// Returns once `queue` has run every block it held when called.
void screenplay_flushQueue(void *_Nonnull queue);

/// Releases a queue from `screenplay_currentQueue`.
void screenplay_releaseQueue(void *_Nonnull queue);

#endif
