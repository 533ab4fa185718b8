#ifndef SCREENSPEC_CMALLOC_SHIM_H
#define SCREENSPEC_CMALLOC_SHIM_H
// glibc's allocator settings (mallopt); other C libraries have no <malloc.h>.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif
