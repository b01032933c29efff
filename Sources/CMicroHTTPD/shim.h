// libmicrohttpd, for the Studio module only. MHD_start_daemon is variadic, which Swift cannot
// call: the Studio starts its daemon through detents_mhd_start below, and opens the listening
// socket itself (detents_listen) so that a port in use is reported with its errno.
#include <microhttpd.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

/// Opens a TCP socket listening on `host` (an address or a name getaddrinfo resolves; the first
/// address found) and `port` (0: one the kernel picks). Returns the descriptor and sets
/// `*bound_port`, or returns -1 with `*error` set: an errno (EADDRINUSE, EACCES, …), or -2 for
/// a host that does not resolve.
static inline int detents_listen(const char *host, uint16_t port, int *error, uint16_t *bound_port) {
  struct addrinfo hints;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  struct addrinfo *found = NULL;
  if (getaddrinfo(host, NULL, &hints, &found) != 0 || found == NULL) {
    *error = -2;
    return -1;
  }
  struct sockaddr_storage address;
  memset(&address, 0, sizeof address);
  memcpy(&address, found->ai_addr, found->ai_addrlen);
  socklen_t length = found->ai_addrlen;
  int family = found->ai_family;
  freeaddrinfo(found);
  if (family == AF_INET) {
    ((struct sockaddr_in *)&address)->sin_port = htons(port);
  } else if (family == AF_INET6) {
    ((struct sockaddr_in6 *)&address)->sin6_port = htons(port);
  }
  int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    *error = errno;
    return -1;
  }
  int on = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
  if (bind(fd, (struct sockaddr *)&address, length) != 0 || listen(fd, 64) != 0) {
    *error = errno;
    close(fd);
    return -1;
  }
  struct sockaddr_storage actual;
  socklen_t actual_length = sizeof actual;
  getsockname(fd, (struct sockaddr *)&actual, &actual_length);
  *bound_port = ntohs(actual.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&actual)->sin6_port
                                                   : ((struct sockaddr_in *)&actual)->sin_port);
  *error = 0;
  return fd;
}

/// Starts a daemon on the listening socket `fd`: `threads` threads poll and answer (a thread
/// pool), at most `connection_limit` connections at once, idle connections closed after
/// `timeout_seconds`. `handler` answers requests and `completed` is told when one ends, both
/// with `context`. Connections can be suspended and resumed (the Studio's event streams
/// wait that way). Returns NULL when the daemon cannot start.
static inline struct MHD_Daemon *detents_mhd_start(
    int fd, unsigned int threads, unsigned int connection_limit, unsigned int timeout_seconds,
    MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed, void *context) {
  return MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL, handler, context,
      MHD_OPTION_LISTEN_SOCKET, (MHD_socket)fd,
      MHD_OPTION_THREAD_POOL_SIZE, threads,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_NOTIFY_COMPLETED, completed, context,
      MHD_OPTION_END);
}
