// Only the declaration in include/FuzzDriver.h: libFuzzer (-sanitize=fuzzer) defines it.
#include "FuzzDriver.h"
