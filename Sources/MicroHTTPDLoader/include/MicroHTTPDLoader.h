// libmicrohttpd, opened when the Studio starts a server rather than linked: linking it (and
// GnuTLS, p11-kit and the rest it brings) cost every `detents` run ~3.6 ms of loading before
// `main`, for one command that needs it. This target defines the MHD_* functions the Studio
// calls as trampolines into the library, opened with dlopen on first use.
#ifndef DETENTS_MICROHTTPD_LOADER_H
#define DETENTS_MICROHTTPD_LOADER_H

#include <microhttpd.h>
#include <stddef.h>

/// Opens libmicrohttpd (once). Returns 1 when it is there; else 0, with `error` (of `size`
/// bytes) set to the loader's message.
int detents_mhd_load(char *error, size_t size);

/// Starts a daemon on the listening socket `fd`: `threads` threads poll and answer (a thread
/// pool), at most `connection_limit` connections at once, idle connections closed after
/// `timeout_seconds`. `handler` answers requests and `completed` is told when one ends, both
/// with `context`. Connections can be suspended and resumed (the Studio's event streams wait
/// that way). Returns NULL when the daemon cannot start or the library is missing.
/// (MHD_start_daemon is variadic, which Swift cannot call.)
struct MHD_Daemon *detents_mhd_start(
    int fd, unsigned int threads, unsigned int connection_limit, unsigned int timeout_seconds,
    MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed, void *context);

#endif
