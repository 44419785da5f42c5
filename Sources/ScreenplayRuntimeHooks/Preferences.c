// swift-corelibs-foundation keeps `UserDefaults` in Core Foundation's preferences, which Swift
// cannot import on Linux. These functions are exported by libFoundation (and linked from
// libFoundation.a in a static build); the references are weak, so a build without them leaves
// them NULL instead of failing the link.

#include "ScreenplayRuntimeHooks.h"

#include <stddef.h>

#if defined(__linux__)

typedef const void *ScreenplayCFType;

extern void CFPreferencesFlushCaches(void) __attribute__((weak));
extern ScreenplayCFType CFPreferencesCopyApplicationList(ScreenplayCFType user, ScreenplayCFType host)
    __attribute__((weak));
extern const ScreenplayCFType kCFPreferencesCurrentUser __attribute__((weak));
extern const ScreenplayCFType kCFPreferencesAnyHost __attribute__((weak));
extern long CFArrayGetCount(ScreenplayCFType array) __attribute__((weak));
extern ScreenplayCFType CFArrayGetValueAtIndex(ScreenplayCFType array, long index)
    __attribute__((weak));
extern unsigned char CFStringGetCString(
    ScreenplayCFType string, char *buffer, long size, unsigned int encoding) __attribute__((weak));
extern void CFRelease(ScreenplayCFType object) __attribute__((weak));

int screenplay_flushPreferences(void) {
  if (!CFPreferencesFlushCaches) return 0;
  CFPreferencesFlushCaches();
  return 1;
}

int screenplay_preferenceDomains(
    void *_Nullable context, void (*_Nonnull body)(void *_Nullable context, const char *_Nonnull name)) {
  if (!CFPreferencesCopyApplicationList || !&kCFPreferencesCurrentUser || !&kCFPreferencesAnyHost
      || !CFArrayGetCount || !CFArrayGetValueAtIndex || !CFStringGetCString || !CFRelease) {
    return 0;
  }
  ScreenplayCFType domains =
      CFPreferencesCopyApplicationList(kCFPreferencesCurrentUser, kCFPreferencesAnyHost);
  if (!domains) return 1;
  long count = CFArrayGetCount(domains);
  char name[4096];
  for (long index = 0; index < count; index++) {
    ScreenplayCFType domain = CFArrayGetValueAtIndex(domains, index);
    // kCFStringEncodingUTF8
    if (domain && CFStringGetCString(domain, name, sizeof name, 0x08000100)) body(context, name);
  }
  CFRelease(domains);
  return 1;
}

#else

int screenplay_flushPreferences(void) { return 0; }

int screenplay_preferenceDomains(
    void *_Nullable context, void (*_Nonnull body)(void *_Nullable context, const char *_Nonnull name)) {
  return 0;
}

#endif
