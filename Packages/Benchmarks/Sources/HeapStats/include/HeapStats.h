// What the benchmarks need of the C allocator that Swift's Glibc module does not export.
#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// The bytes malloc has handed out and not had back, mapped blocks included (glibc's mallinfo2);
/// 0 elsewhere.
size_t heap_stats_bytes_in_use(void);

#endif
