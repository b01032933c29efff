// Pango 1.50 starts two threads for every new font pattern: "[pango] FcFontSetMatch", which
// the caller waits for at once, and "[pango] FcFontSetSort", whose fallback list is needed
// later, if at all (pangofc-fontmap.c, pango_fc_patterns_new). A one-image preview made 28 of
// them, each a clone, an 8 MB stack mapped and unmapped, and a wake-up to wait for. This
// target defines glib's g_thread_new and g_thread_unref in the executable, which comes first
// in the dynamic linker's search, so Pango's calls reach them: the match runs on the calling
// thread (the caller would only have waited for it) and the sort on one thread kept for all
// sorts. Every other thread, and every Pango but 1.50, goes to glib's own functions.
//
// Why the match may run inline: in 1.50 the caller holds no lock that match_in_thread takes
// (it takes only the new pattern's own mutex), which is why the interposition is limited to
// the version whose source was read.
#ifndef DETENTS_PANGO_THREADS_H
#define DETENTS_PANGO_THREADS_H

/// How many of Pango's font-pattern threads were not started so far: matches run on their
/// caller's thread, sorts handed to the one sorting thread.
long detents_pango_threads_spared(void);

#endif
