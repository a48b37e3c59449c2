#ifndef TABBAR_LINT_CYAML_SHIM_H
#define TABBAR_LINT_CYAML_SHIM_H
#include <yaml.h>
#endif
