// libFuzzer's entry point for programs with their own main (LLVM 13 and later): runs the fuzzer
// with the command line's options, calling `test` with each input.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
