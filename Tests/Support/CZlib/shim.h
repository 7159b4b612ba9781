// The system zlib (Debian's zlib1g-dev), for the browser tests' PNG decoder.
#include <zlib.h>
