// swift-corelibs-foundation keeps `UserDefaults` in Core Foundation's preferences, which Swift
// cannot import on Linux. These functions are exported by libFoundation (and linked from
// libFoundation.a in a static build); the references are weak, so a build without them leaves
// them NULL instead of failing the link.

#include "ScreenplayRuntimeHooks.h"

#include <stddef.h>
#include <stdlib.h>

#if defined(__linux__)

typedef const void *ScreenplayCFType;

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
extern ScreenplayCFType CFPreferencesCopyMultiple(
    ScreenplayCFType keys, ScreenplayCFType app, ScreenplayCFType user, ScreenplayCFType host)
    __attribute__((weak));
extern void CFPreferencesSetMultiple(
    ScreenplayCFType set, ScreenplayCFType remove, ScreenplayCFType app, ScreenplayCFType user,
    ScreenplayCFType host) __attribute__((weak));
extern const ScreenplayCFType kCFPreferencesCurrentApplication __attribute__((weak));
extern long CFDictionaryGetCount(ScreenplayCFType dictionary) __attribute__((weak));
extern void CFDictionaryGetKeysAndValues(
    ScreenplayCFType dictionary, const void **keys, const void **values) __attribute__((weak));
extern ScreenplayCFType CFArrayCreate(
    ScreenplayCFType allocator, const void **values, long count, const void *callbacks)
    __attribute__((weak));
extern const char kCFTypeArrayCallBacks[] __attribute__((weak));
extern ScreenplayCFType CFStringCreateWithCString(
    ScreenplayCFType allocator, const char *string, unsigned int encoding) __attribute__((weak));

// kCFStringEncodingUTF8
static const unsigned int utf8 = 0x08000100;

static int canMoveValues(void) {
  return CFPreferencesCopyMultiple && CFPreferencesSetMultiple && &kCFPreferencesCurrentApplication
      && &kCFPreferencesCurrentUser && &kCFPreferencesAnyHost && CFDictionaryGetCount
      && CFDictionaryGetKeysAndValues && CFArrayCreate && kCFTypeArrayCallBacks
      && CFStringCreateWithCString && CFRelease;
}

// The domain `UserDefaults` keeps `name`'s values in (the process's own for NULL), retained.
static ScreenplayCFType copyApp(const char *_Nullable name) {
  if (!name) return kCFPreferencesCurrentApplication;
  return CFStringCreateWithCString(NULL, name, utf8);
}

static void releaseApp(const char *_Nullable name, ScreenplayCFType app) {
  if (name && app) CFRelease(app);
}

const void *_Nullable screenplay_takePreferences(const char *_Nullable name) {
  if (!canMoveValues()) return NULL;
  ScreenplayCFType app = copyApp(name);
  if (!app) return NULL;
  ScreenplayCFType values =
      CFPreferencesCopyMultiple(NULL, app, kCFPreferencesCurrentUser, kCFPreferencesAnyHost);
  long count = values ? CFDictionaryGetCount(values) : 0;
  if (count > 0) {
    const void *stack[64];
    const void **keys = count <= 64 ? stack : malloc(sizeof(void *) * (size_t)count);
    if (keys) {
      CFDictionaryGetKeysAndValues(values, keys, NULL);
      ScreenplayCFType removed = CFArrayCreate(NULL, keys, count, kCFTypeArrayCallBacks);
      if (removed) {
        CFPreferencesSetMultiple(
            NULL, removed, app, kCFPreferencesCurrentUser, kCFPreferencesAnyHost);
        CFRelease(removed);
      }
      if (keys != stack) free(keys);
    }
  }
  releaseApp(name, app);
  if (count > 0) return values;
  if (values) CFRelease(values);
  return NULL;
}

void screenplay_putPreferences(const char *_Nullable name, const void *_Nonnull values) {
  if (!canMoveValues()) return;
  ScreenplayCFType app = copyApp(name);
  if (!app) return;
  CFPreferencesSetMultiple(values, NULL, app, kCFPreferencesCurrentUser, kCFPreferencesAnyHost);
  releaseApp(name, app);
}

void screenplay_releasePreferences(const void *_Nonnull values) {
  if (CFRelease) CFRelease(values);
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
    if (domain && CFStringGetCString(domain, name, sizeof name, utf8)) body(context, name);
  }
  CFRelease(domains);
  return 1;
}

#else

const void *_Nullable screenplay_takePreferences(const char *_Nullable name) { return NULL; }

void screenplay_putPreferences(const char *_Nullable name, const void *_Nonnull values) {}

void screenplay_releasePreferences(const void *_Nonnull values) {}

int screenplay_preferenceDomains(
    void *_Nullable context, void (*_Nonnull body)(void *_Nullable context, const char *_Nonnull name)) {
  return 0;
}

#endif
