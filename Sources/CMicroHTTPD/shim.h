// libmicrohttpd's header, for the Studio module only; the library itself is opened when a
// server starts (MicroHTTPDLoader, which also starts the daemon: MHD_start_daemon is variadic).
// The Studio opens the listening socket itself (detents_listen) so that a port in use is
// reported with its errno.
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
