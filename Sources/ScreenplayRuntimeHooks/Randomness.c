// The randomness a replay's app code draws: `SystemRandomNumberGenerator` (`Int.random(in:)`,
// `shuffled()`, and `UUID()`, which Foundation makes from it) comes to the Swift runtime, which
// asks the kernel with `syscall(SYS_getrandom, …)`. Defined in the executable, `syscall` comes
// before the C library's for every library of the process: on a thread running a replay's app
// code, `getrandom` is answered from the replay's own generator, seeded alike in every replay;
// every other call goes on to the C library. `UUID()` reads the kernel's device instead, through
// Foundation's `_foundation_uuid_generate_random`, which is replaced the same way: on such a
// thread it gives ids that count up as the injected ones do, `00000000-0000-0000-0000-000000000001`
// and on. Weak, as in DispatchWork.c.

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>

static _Thread_local screenplay_random_state *replay_random;

SCREENPLAY_UNINSTRUMENTED screenplay_random_state *_Nullable screenplay_setReplayRandom(
    screenplay_random_state *_Nullable state) {
  screenplay_random_state *previous = replay_random;
  replay_random = state;
  return previous;
}

/// SplitMix64: the next 64 bits of `state`'s stream.
SCREENPLAY_UNINSTRUMENTED static uint64_t next_random(screenplay_random_state *state) {
  uint64_t value = (state->seed += 0x9E3779B97F4A7C15ULL);
  value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ULL;
  value = (value ^ (value >> 27)) * 0x94D049BB133111EBULL;
  return value ^ (value >> 31);
}

typedef long (*syscall_function)(long, ...);

/// Fills `count` bytes at `buffer` from `state`'s stream.
SCREENPLAY_UNINSTRUMENTED static void fill(screenplay_random_state *state, unsigned char *buffer, size_t count) {
  for (size_t index = 0; index < count; index += 8) {
    uint64_t value = next_random(state);
    size_t part = count - index < 8 ? count - index : 8;
    memcpy(buffer + index, &value, part);
  }
}

/// The kernel call itself, as the C library's `syscall` makes it: -1 with `errno` set on failure.
/// Made here rather than through the C library's, which would be looked up with `dlsym`, and a
/// sanitizer's `dlsym` may itself make a system call on a thread it has not set up yet.
SCREENPLAY_UNINSTRUMENTED static long raw_syscall(long number, const long *arguments) {
  long result;
#if defined(__x86_64__)
  register long r10 __asm__("r10") = arguments[3];
  register long r8 __asm__("r8") = arguments[4];
  register long r9 __asm__("r9") = arguments[5];
  __asm__ volatile("syscall"
                   : "=a"(result)
                   : "a"(number), "D"(arguments[0]), "S"(arguments[1]), "d"(arguments[2]),
                     "r"(r10), "r"(r8), "r"(r9)
                   : "rcx", "r11", "memory");
#elif defined(__aarch64__)
  register long x8 __asm__("x8") = number;
  register long x0 __asm__("x0") = arguments[0];
  register long x1 __asm__("x1") = arguments[1];
  register long x2 __asm__("x2") = arguments[2];
  register long x3 __asm__("x3") = arguments[3];
  register long x4 __asm__("x4") = arguments[4];
  register long x5 __asm__("x5") = arguments[5];
  __asm__ volatile("svc #0"
                   : "+r"(x0)
                   : "r"(x8), "r"(x1), "r"(x2), "r"(x3), "r"(x4), "r"(x5)
                   : "memory");
  result = x0;
#else
  static syscall_function real;
  if (real == NULL) real = (syscall_function)dlsym(RTLD_NEXT, "syscall");
  return real(
      number, arguments[0], arguments[1], arguments[2], arguments[3], arguments[4], arguments[5]);
#endif
  if (result < 0 && result > -4096) {
    errno = (int)-result;
    return -1;
  }
  return result;
}

SCREENPLAY_UNINSTRUMENTED static long replay_syscall(long number, ...) {
  va_list list;
  va_start(list, number);
  long arguments[6];
  for (int index = 0; index < 6; index++) arguments[index] = va_arg(list, long);
  va_end(list);
  screenplay_random_state *state = replay_random;
  if (state != NULL && number == SYS_getrandom) {
    size_t count = (size_t)arguments[1];
    fill(state, (unsigned char *)arguments[0], count);
    return (long)count;
  }
  return raw_syscall(number, arguments);
}

long syscall(long number, ...) __attribute__((weak, alias("replay_syscall")));

typedef void (*uuid_function)(unsigned char *);

SCREENPLAY_UNINSTRUMENTED static void replay_uuid_generate_random(unsigned char *uuid) {
  screenplay_random_state *state = replay_random;
  if (state == NULL) {
    static uuid_function real;
    if (real == NULL) real = (uuid_function)dlsym(RTLD_NEXT, "_foundation_uuid_generate_random");
    real(uuid);
    return;
  }
  uint64_t id = ++state->ids;
  memset(uuid, 0, 8);
  for (int index = 0; index < 8; index++) uuid[15 - index] = (unsigned char)(id >> (8 * index));
}

void _foundation_uuid_generate_random(unsigned char *uuid)
    __attribute__((weak, alias("replay_uuid_generate_random")));

SCREENPLAY_UNINSTRUMENTED bool screenplay_randomnessIsReplays(void) {
  return dlsym(RTLD_DEFAULT, "syscall") == (void *)replay_syscall
      && dlsym(RTLD_DEFAULT, "_foundation_uuid_generate_random")
      == (void *)replay_uuid_generate_random;
}

#else

SCREENPLAY_UNINSTRUMENTED screenplay_random_state *_Nullable screenplay_setReplayRandom(
    screenplay_random_state *_Nullable state) {
  (void)state;
  return NULL;
}

bool screenplay_randomnessIsReplays(void) { return false; }

#endif
