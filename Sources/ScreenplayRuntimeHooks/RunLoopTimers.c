// The run loop work a replay's app code adds: `Timer`s (`CFRunLoopAddTimer`, which
// `Timer.scheduledTimer` and `RunLoop.add(_:forMode:)` call) and blocks (`CFRunLoopPerformBlock`,
// which `RunLoop.perform` calls). Defined in the executable, these come before Foundation's own
// for Foundation itself: a timer the handler takes is the replay's to fire on its virtual clock,
// and is never added to a run loop; a block goes to the main queue's handler (DispatchWork.c), as
// work for the replay's main queue. Everything else goes on to Foundation. Weak, as in
// DispatchWork.c.

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <stddef.h>

/// Core Foundation's `CFRunLoopTimerContext`.
struct timer_context {
  long version;
  void *info;
  const void *(*retain)(const void *);
  void (*release)(const void *);
  const void *(*copy_description)(const void *);
};

typedef void (*add_timer_function)(void *, void *, void *);
typedef void (*perform_block_function)(void *, void *, void *);
typedef void (*get_context_function)(void *, struct timer_context *);

static screenplay_timer_handler timer_handler;

SCREENPLAY_UNINSTRUMENTED void screenplay_setTimerHandler(screenplay_timer_handler handler) {
  __atomic_store_n(&timer_handler, handler, __ATOMIC_RELEASE);
}

SCREENPLAY_UNINSTRUMENTED void *_Nullable screenplay_timerObject(void *_Nonnull timer) {
  static get_context_function get_context;
  if (get_context == NULL) {
    get_context = (get_context_function)dlsym(RTLD_DEFAULT, "CFRunLoopTimerGetContext");
  }
  if (get_context == NULL) return NULL;
  struct timer_context context = {0, NULL, NULL, NULL, NULL};
  get_context(timer, &context);
  return context.info;
}

SCREENPLAY_UNINSTRUMENTED static void replay_run_loop_add_timer(void *run_loop, void *timer, void *mode) {
  screenplay_timer_handler handler = __atomic_load_n(&timer_handler, __ATOMIC_ACQUIRE);
  if (handler != NULL && handler(timer)) {
    screenplay_noteTakenWork();
    return;
  }
  static add_timer_function real;
  if (real == NULL) real = (add_timer_function)dlsym(RTLD_NEXT, "CFRunLoopAddTimer");
  real(run_loop, timer, mode);
}

SCREENPLAY_UNINSTRUMENTED static void replay_run_loop_perform_block(void *run_loop, void *modes, void *block) {
  if (screenplay_offerMainQueueBlock(block)) return;
  static perform_block_function real;
  if (real == NULL) real = (perform_block_function)dlsym(RTLD_NEXT, "CFRunLoopPerformBlock");
  real(run_loop, modes, block);
}

void CFRunLoopAddTimer(void *run_loop, void *timer, void *mode)
    __attribute__((weak, alias("replay_run_loop_add_timer")));
void CFRunLoopPerformBlock(void *run_loop, void *modes, void *block)
    __attribute__((weak, alias("replay_run_loop_perform_block")));

SCREENPLAY_UNINSTRUMENTED bool screenplay_runLoopIsReplays(void) {
  return dlsym(RTLD_DEFAULT, "CFRunLoopAddTimer") == (void *)replay_run_loop_add_timer
      && dlsym(RTLD_DEFAULT, "CFRunLoopPerformBlock") == (void *)replay_run_loop_perform_block;
}

#else

void screenplay_setTimerHandler(screenplay_timer_handler handler) { (void)handler; }

SCREENPLAY_UNINSTRUMENTED void *_Nullable screenplay_timerObject(void *_Nonnull timer) {
  (void)timer;
  return NULL;
}

bool screenplay_runLoopIsReplays(void) { return false; }

#endif
