#ifndef TABBAR_LINT_FUZZER_DRIVER_H
#define TABBAR_LINT_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links). SwiftPM
/// points `main` of an executable at the Swift entry point, so the harness
/// starts libFuzzer itself instead of relying on libFuzzer's own `main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
