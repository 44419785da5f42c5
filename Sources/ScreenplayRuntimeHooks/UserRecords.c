// The process's own user record, read once. Core Foundation asks for the user's name at every
// preferences call (`CFCopyUserName` calls `getpwuid`), which makes the C library open and parse
// /etc/passwd each time: a replay's `UserDefaults` make several such calls. Defined in the
// executable, `getpwuid` answers the record of the process's own user from a copy made at its
// first call; any other user is looked up as usual. Weak, as in DispatchWork.c.

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <pwd.h>
#include <string.h>
#include <unistd.h>

typedef struct passwd *(*getpwuid_function)(uid_t);

static pthread_once_t once = PTHREAD_ONCE_INIT;
/// The process's user's record, and the storage of its strings.
static struct passwd own;
static char own_strings[4096];
static int have_own;
static uid_t own_uid;

/// Copies `text` into the strings' storage at `*used`; NULL when it does not fit.
SCREENPLAY_UNINSTRUMENTED static char *keep(const char *text, size_t *used) {
  if (text == NULL) return NULL;
  size_t length = strlen(text) + 1;
  if (*used + length > sizeof own_strings) return NULL;
  char *copy = own_strings + *used;
  memcpy(copy, text, length);
  *used += length;
  return copy;
}

SCREENPLAY_UNINSTRUMENTED static void read_own(void) {
  getpwuid_function real = (getpwuid_function)dlsym(RTLD_NEXT, "getpwuid");
  if (real == NULL) return;
  own_uid = getuid();
  struct passwd *record = real(own_uid);
  if (record == NULL) return;
  size_t used = 0;
  own = *record;
  own.pw_name = keep(record->pw_name, &used);
  own.pw_passwd = keep(record->pw_passwd, &used);
  own.pw_gecos = keep(record->pw_gecos, &used);
  own.pw_dir = keep(record->pw_dir, &used);
  own.pw_shell = keep(record->pw_shell, &used);
  have_own = own.pw_name != NULL && own.pw_dir != NULL && own.pw_shell != NULL;
}

SCREENPLAY_UNINSTRUMENTED static struct passwd *replay_getpwuid(uid_t uid) {
  pthread_once(&once, read_own);
  if (have_own && uid == own_uid) return &own;
  getpwuid_function real = (getpwuid_function)dlsym(RTLD_NEXT, "getpwuid");
  return real != NULL ? real(uid) : NULL;
}

struct passwd *getpwuid(uid_t uid) __attribute__((weak, alias("replay_getpwuid")));

#endif
