// See include/MicroHTTPDLoader.h. Each MHD_* function here finds the library's own (dlsym on
// the library's handle, so never this file's) the first time it is called. The Studio calls
// detents_mhd_load before anything else, so a missing library is a message, not a crash.
#include "MicroHTTPDLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void *library;
static char load_error[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void open_library(void) {
  const char *names[] = {"libmicrohttpd.so.12", "libmicrohttpd.so"};
  for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) {
    const char *e = dlerror();
    snprintf(load_error, sizeof load_error, "%s", e ? e : "libmicrohttpd.so.12 not found");
  }
}

int detents_mhd_load(char *error, size_t size) {
  pthread_once(&once, open_library);
  if (library != NULL) return 1;
  if (error != NULL && size > 0) snprintf(error, size, "%s", load_error);
  return 0;
}

static void *symbol(const char *name) {
  pthread_once(&once, open_library);
  return library ? dlsym(library, name) : NULL;
}

// One trampoline: `type` is the function's type, looked up once (a benign race: every thread
// finds the same address).
#define TRAMPOLINE(result, name, params, args)   \
  result name params {                           \
    static result(*real) params;                 \
    if (real == NULL) real = (result(*) params)symbol(#name); \
    return real args;                            \
  }

TRAMPOLINE(void, MHD_stop_daemon, (struct MHD_Daemon * daemon), (daemon))
TRAMPOLINE(enum MHD_Result, MHD_add_response_header,
           (struct MHD_Response * response, const char *header, const char *content),
           (response, header, content))
TRAMPOLINE(struct MHD_Response *, MHD_create_response_from_buffer,
           (size_t size, void *buffer, enum MHD_ResponseMemoryMode mode), (size, buffer, mode))
TRAMPOLINE(struct MHD_Response *, MHD_create_response_from_callback,
           (uint64_t size, size_t block_size, MHD_ContentReaderCallback crc, void *crc_cls,
            MHD_ContentReaderFreeCallback crfc),
           (size, block_size, crc, crc_cls, crfc))
TRAMPOLINE(void, MHD_destroy_response, (struct MHD_Response * response), (response))
TRAMPOLINE(const char *, MHD_lookup_connection_value,
           (struct MHD_Connection * connection, enum MHD_ValueKind kind, const char *key),
           (connection, kind, key))
TRAMPOLINE(enum MHD_Result, MHD_queue_response,
           (struct MHD_Connection * connection, unsigned int status_code, struct MHD_Response *response),
           (connection, status_code, response))
TRAMPOLINE(void, MHD_resume_connection, (struct MHD_Connection * connection), (connection))
TRAMPOLINE(void, MHD_suspend_connection, (struct MHD_Connection * connection), (connection))

struct MHD_Daemon *detents_mhd_start(
    int fd, unsigned int threads, unsigned int connection_limit, unsigned int timeout_seconds,
    MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed, void *context) {
  typedef struct MHD_Daemon *(*start_t)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *,
                                        MHD_AccessHandlerCallback, void *, ...);
  start_t start = (start_t)symbol("MHD_start_daemon");
  if (start == NULL) return NULL;
  return start(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL, handler, context,
      MHD_OPTION_LISTEN_SOCKET, (MHD_socket)fd,
      MHD_OPTION_THREAD_POOL_SIZE, threads,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_NOTIFY_COMPLETED, completed, context,
      MHD_OPTION_END);
}
