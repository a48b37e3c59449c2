// The header only declares libFuzzer's driver; a C target needs a source file.
#include "CFuzzerDriver.h"
