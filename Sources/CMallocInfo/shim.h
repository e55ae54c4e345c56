// glibc's heap statistics (mallinfo2), for the benchmark's memory figure only.
#include <malloc.h>
