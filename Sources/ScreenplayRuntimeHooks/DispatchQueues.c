// The dispatch queue a block runs on, and a wait until a queue has run what it holds: what a
// replay needs to know exactly when URLSession's own queues have done the work an app handed
// them. Declared here rather than included: the toolchain gives C targets no path to
// <dispatch/dispatch.h>, and libdispatch is in every Swift process on Linux.

#include "ScreenplayRuntimeHooks.h"

#include <stddef.h>

#if defined(__linux__)

extern void *dispatch_get_current_queue(void);
extern void dispatch_retain(void *object);
extern void dispatch_release(void *object);
extern void dispatch_sync_f(void *queue, void *context, void (*work)(void *));

static void screenplay_nothing(void *context) { (void)context; }

void *_Nullable screenplay_currentQueue(void) {
  void *queue = dispatch_get_current_queue();
  if (queue != NULL) dispatch_retain(queue);
  return queue;
}

void screenplay_flushQueue(void *_Nonnull queue) {
  dispatch_sync_f(queue, NULL, screenplay_nothing);
}

void screenplay_releaseQueue(void *_Nonnull queue) { dispatch_release(queue); }

void screenplay_retainQueue(void *_Nonnull queue) { dispatch_retain(queue); }

#else

void *_Nullable screenplay_currentQueue(void) { return NULL; }

void screenplay_flushQueue(void *_Nonnull queue) { (void)queue; }

void screenplay_releaseQueue(void *_Nonnull queue) { (void)queue; }

void screenplay_retainQueue(void *_Nonnull queue) { (void)queue; }

#endif
