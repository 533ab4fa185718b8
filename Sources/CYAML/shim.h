#ifndef SCREENSPEC_CYAML_SHIM_H
#define SCREENSPEC_CYAML_SHIM_H
#include <yaml.h>
#endif
