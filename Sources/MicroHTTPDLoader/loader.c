// See include/MicroHTTPDLoader.h. The library's functions are found once, when it is opened
// (dlsym on its handle, so never this file's own MHD_* functions); the Studio calls
// detents_mhd_load before anything else, so a missing library is a message, not a crash.
#include "MicroHTTPDLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void *library;
static char load_error[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

// The library's functions, found once when it is opened (under `once`, so every thread sees
// them set before it calls one).
static void (*stop_daemon)(struct MHD_Daemon *);
static enum MHD_Result (*add_response_header)(struct MHD_Response *, const char *, const char *);
static struct MHD_Response *(*create_response_from_buffer)(size_t, void *, enum MHD_ResponseMemoryMode);
static struct MHD_Response *(*create_response_from_callback)(
    uint64_t, size_t, MHD_ContentReaderCallback, void *, MHD_ContentReaderFreeCallback);
static void (*destroy_response)(struct MHD_Response *);
static const char *(*lookup_connection_value)(struct MHD_Connection *, enum MHD_ValueKind, const char *);
static enum MHD_Result (*queue_response)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
static void (*resume_connection)(struct MHD_Connection *);
static void (*suspend_connection)(struct MHD_Connection *);
static struct MHD_Daemon *(*start_daemon)(
    unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback, void *, ...);

static void open_library(void) {
  const char *names[] = {"libmicrohttpd.so.12", "libmicrohttpd.so"};
  for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) {
    const char *e = dlerror();
    snprintf(load_error, sizeof load_error, "%s", e ? e : "libmicrohttpd.so.12 not found");
    return;
  }
  // dlsym gives a void *; POSIX guarantees it converts to a function pointer.
#define FIND(variable, symbol) *(void **)&variable = dlsym(library, symbol)
  FIND(stop_daemon, "MHD_stop_daemon");
  FIND(add_response_header, "MHD_add_response_header");
  FIND(create_response_from_buffer, "MHD_create_response_from_buffer");
  FIND(create_response_from_callback, "MHD_create_response_from_callback");
  FIND(destroy_response, "MHD_destroy_response");
  FIND(lookup_connection_value, "MHD_lookup_connection_value");
  FIND(queue_response, "MHD_queue_response");
  FIND(resume_connection, "MHD_resume_connection");
  FIND(suspend_connection, "MHD_suspend_connection");
  FIND(start_daemon, "MHD_start_daemon");
#undef FIND
  if (!stop_daemon || !add_response_header || !create_response_from_buffer || !create_response_from_callback ||
      !destroy_response || !lookup_connection_value || !queue_response || !resume_connection ||
      !suspend_connection || !start_daemon) {
    snprintf(load_error, sizeof load_error, "libmicrohttpd lacks a function the Studio calls (too old?)");
    library = NULL;
  }
}

int detents_mhd_load(char *error, size_t size) {
  pthread_once(&once, open_library);
  if (library != NULL) return 1;
  if (error != NULL && size > 0) snprintf(error, size, "%s", load_error);
  return 0;
}

// The trampolines: called only after detents_mhd_load succeeded (the server exists).
void MHD_stop_daemon(struct MHD_Daemon *daemon) { stop_daemon(daemon); }
enum MHD_Result MHD_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
  return add_response_header(response, header, content);
}
struct MHD_Response *MHD_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
  return create_response_from_buffer(size, buffer, mode);
}
struct MHD_Response *MHD_create_response_from_callback(
    uint64_t size, size_t block_size, MHD_ContentReaderCallback crc, void *crc_cls,
    MHD_ContentReaderFreeCallback crfc) {
  return create_response_from_callback(size, block_size, crc, crc_cls, crfc);
}
void MHD_destroy_response(struct MHD_Response *response) { destroy_response(response); }
const char *MHD_lookup_connection_value(struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key) {
  return lookup_connection_value(connection, kind, key);
}
enum MHD_Result MHD_queue_response(
    struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response) {
  return queue_response(connection, status_code, response);
}
void MHD_resume_connection(struct MHD_Connection *connection) { resume_connection(connection); }
void MHD_suspend_connection(struct MHD_Connection *connection) { suspend_connection(connection); }

struct MHD_Daemon *detents_mhd_start(
    int fd, unsigned int threads, unsigned int connection_limit, unsigned int timeout_seconds,
    MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed, void *context) {
  if (!detents_mhd_load(NULL, 0)) return NULL;
  return start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL, handler, context,
      MHD_OPTION_LISTEN_SOCKET, (MHD_socket)fd,
      MHD_OPTION_THREAD_POOL_SIZE, threads,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_NOTIFY_COMPLETED, completed, context,
      MHD_OPTION_END);
}
