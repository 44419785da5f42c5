// A library's table of addresses for the functions of other libraries it calls (its GOT): what
// the harness points at functions of its own where defining them in the executable does not
// reach the library's calls (NetworkGuard.c, DispatchWork.c).

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"
#include "LibraryEntries.h"

#if defined(__linux__)

#include <elf.h>
#include <link.h>
#include <sys/mman.h>
#include <unistd.h>

/// Whether `first` and `second` are the same text (see `screenplay_nameContains` for why not
/// `strcmp`).
SCREENPLAY_UNINSTRUMENTED static int same_text(const char *first, const char *second) {
  while (*first != '\0' && *first == *second) {
    first++;
    second++;
  }
  return *first == *second;
}

SCREENPLAY_UNINSTRUMENTED int screenplay_nameContains(const char *name, const char *part) {
  for (; *name != '\0'; name++) {
    const char *here = name;
    const char *wanted = part;
    while (*wanted != '\0' && *here == *wanted) {
      here++;
      wanted++;
    }
    if (*wanted == '\0') return 1;
  }
  return *part == '\0';
}

/// Adds `library`'s entries for `name` to `entries`. Walks the library's relocations for the
/// function's GOT slots. A slot's old content is not the function to call on: with lazy binding
/// it is the linker's resolver, which would write the function's address back over the
/// replacement.
SCREENPLAY_UNINSTRUMENTED int screenplay_findEntry(
    struct dl_phdr_info *library, const char *name, void *replacement,
    struct screenplay_entries *entries) {
  ElfW(Dyn) *dynamic = NULL;
  for (int index = 0; index < library->dlpi_phnum; index++) {
    if (library->dlpi_phdr[index].p_type == PT_DYNAMIC) {
      dynamic = (ElfW(Dyn) *)(library->dlpi_addr + library->dlpi_phdr[index].p_vaddr);
    }
  }
  if (dynamic == NULL) return 0;
  ElfW(Sym) *symbols = NULL;
  const char *strings = NULL;
  ElfW(Rela) *tables[2] = {NULL, NULL};
  size_t sizes[2] = {0, 0};
  for (ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
    switch (entry->d_tag) {
    case DT_SYMTAB: symbols = (ElfW(Sym) *)entry->d_un.d_ptr; break;
    case DT_STRTAB: strings = (const char *)entry->d_un.d_ptr; break;
    case DT_JMPREL: tables[0] = (ElfW(Rela) *)entry->d_un.d_ptr; break;
    case DT_PLTRELSZ: sizes[0] = entry->d_un.d_val; break;
    case DT_RELA: tables[1] = (ElfW(Rela) *)entry->d_un.d_ptr; break;
    case DT_RELASZ: sizes[1] = entry->d_un.d_val; break;
    default: break;
    }
  }
  if (symbols == NULL || strings == NULL) return 0;
  int found = 0;
  for (int table = 0; table < 2; table++) {
    if (tables[table] == NULL) continue;
    size_t count = sizes[table] / sizeof(ElfW(Rela));
    for (size_t index = 0; index < count; index++) {
      ElfW(Rela) *relocation = &tables[table][index];
      size_t symbol = ELF64_R_SYM(relocation->r_info);
      if (symbol == 0 || !same_text(strings + symbols[symbol].st_name, name)) continue;
      if (entries->count == (int)(sizeof entries->slots / sizeof entries->slots[0])) return 0;
      entries->slots[entries->count] = (void **)(library->dlpi_addr + relocation->r_offset);
      entries->replacements[entries->count] = replacement;
      entries->count++;
      found = 1;
    }
  }
  return found;
}

SCREENPLAY_UNINSTRUMENTED int screenplay_patchEntries(struct screenplay_entries *entries) {
  long page = sysconf(_SC_PAGESIZE);
  for (int index = 0; index < entries->count; index++) {
    void **slot = entries->slots[index];
    uintptr_t start = (uintptr_t)slot & ~((uintptr_t)page - 1);
    if (mprotect((void *)start, (size_t)page, PROT_READ | PROT_WRITE) != 0) return 0;
    *slot = entries->replacements[index];
  }
  return 1;
}

#endif
