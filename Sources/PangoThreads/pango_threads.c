// See include/PangoThreads.h.
#define _GNU_SOURCE
#include "PangoThreads.h"

#include <dlfcn.h>
#include <glib.h>
#include <pango/pango.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static atomic_long spared;
// What g_thread_new returns for work it did not start a thread for: g_thread_unref ignores it.
static char not_a_thread;

// Sorts waiting for the sorting thread, oldest first.
struct job {
  GThreadFunc func;
  gpointer data;
  struct job *next;
};
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static struct job *head, *tail;
static int sorter_started;

static void *sorter(void *unused) {
  (void)unused;
  for (;;) {
    pthread_mutex_lock(&mutex);
    while (!head) pthread_cond_wait(&cond, &mutex);
    struct job *job = head;
    head = job->next;
    if (!head) tail = NULL;
    pthread_mutex_unlock(&mutex);
    job->func(job->data);
    free(job);
  }
  return NULL;
}

// Hands a sort to the sorting thread (started on first use); 0 when that cannot be done.
static int hand_to_sorter(GThreadFunc func, gpointer data) {
  struct job *job = malloc(sizeof *job);
  if (!job) return 0;
  job->func = func;
  job->data = data;
  job->next = NULL;
  pthread_mutex_lock(&mutex);
  if (!sorter_started) {
    pthread_t thread;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    // FcFontSetSort does not recurse: 1 MB is ample (glib's threads get 8 MB).
    pthread_attr_setstacksize(&attr, 1 << 20);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    sorter_started = pthread_create(&thread, &attr, sorter, NULL) == 0;
    pthread_attr_destroy(&attr);
    if (!sorter_started) {
      pthread_mutex_unlock(&mutex);
      free(job);
      return 0;
    }
  }
  if (tail) tail->next = job; else head = job;
  tail = job;
  pthread_cond_signal(&cond);
  pthread_mutex_unlock(&mutex);
  return 1;
}

// Whether the running Pango is the one whose threads this file knows (1.50.x).
static int known_pango(void) {
  static atomic_int known = -1;
  int k = atomic_load(&known);
  if (k < 0) {
    int v = pango_version();
    k = v >= 15000 && v < 15100;
    atomic_store(&known, k);
  }
  return k;
}

// glib's own functions, looked up once (a race stores the same pointer twice).
static _Atomic(void *) glib_thread_new;
static _Atomic(void *) glib_thread_unref;

// The function `name` of the library after this executable (glib), kept in `slot`.
static void *glib(_Atomic(void *) *slot, const char *name) {
  void *f = atomic_load(slot);
  if (!f) {
    f = dlsym(RTLD_NEXT, name);
    atomic_store(slot, f);
  }
  return f;
}

GThread *g_thread_new(const gchar *name, GThreadFunc func, gpointer data) {
  if (name && known_pango()) {
    if (strcmp(name, "[pango] FcFontSetMatch") == 0) {
      func(data);
      atomic_fetch_add(&spared, 1);
      return (GThread *)&not_a_thread;
    }
    if (strcmp(name, "[pango] FcFontSetSort") == 0 && hand_to_sorter(func, data)) {
      atomic_fetch_add(&spared, 1);
      return (GThread *)&not_a_thread;
    }
  }
  GThread *(*thread_new)(const gchar *, GThreadFunc, gpointer) = glib(&glib_thread_new, "g_thread_new");
  return thread_new(name, func, data);
}

void g_thread_unref(GThread *thread) {
  if (thread == (GThread *)&not_a_thread) return;
  void (*unref)(GThread *) = glib(&glib_thread_unref, "g_thread_unref");
  unref(thread);
}

long detents_pango_threads_spared(void) { return atomic_load(&spared); }
