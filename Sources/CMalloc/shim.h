#ifndef SCREENSPEC_CMALLOC_SHIM_H
#define SCREENSPEC_CMALLOC_SHIM_H
// glibc's allocator settings (mallopt); other C libraries have no <malloc.h>.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
// The CPUs the process may run on (what libdispatch sizes its thread pool by), which glibc
// declares only for _GNU_SOURCE.
#if defined(__linux__)
#include <sched.h>
extern int sched_getaffinity(pid_t pid, size_t cpusetsize, cpu_set_t *mask);
#endif
#endif
