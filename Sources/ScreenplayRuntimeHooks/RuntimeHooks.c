// An executable linked with `--static-swift-stdlib` exports none of the runtime's symbols, so
// `dlsym` finds no hooks in it; a reference the linker resolves finds them in static and dynamic
// builds alike. The references are weak, so a runtime without the hooks leaves them NULL instead
// of failing the link.

#include "ScreenplayRuntimeHooks.h"

#include <stddef.h>

#if defined(__linux__)

extern void *_Nullable swift_task_enqueueGlobal_hook __attribute__((weak));
extern void *_Nullable swift_task_getMainExecutor_hook __attribute__((weak));

void *_Nullable *_Nullable screenplay_enqueueGlobalHook(void) {
  return &swift_task_enqueueGlobal_hook;
}

void *_Nullable *_Nullable screenplay_mainExecutorHook(void) {
  return &swift_task_getMainExecutor_hook;
}

#else

void *_Nullable *_Nullable screenplay_enqueueGlobalHook(void) { return NULL; }

void *_Nullable *_Nullable screenplay_mainExecutorHook(void) { return NULL; }

#endif
