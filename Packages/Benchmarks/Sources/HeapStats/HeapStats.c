// glibc's malloc.h is not part of Swift's Glibc module, so mallinfo2 is reached from C.
#include "HeapStats.h"

// Any libc header defines __GLIBC__ (through features.h) on glibc; stddef.h is the compiler's own.
#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

// Large blocks (an array of many states) are mapped on their own and counted apart (hblkhd).
size_t heap_stats_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#else
size_t heap_stats_bytes_in_use(void) { return 0; }
#endif
