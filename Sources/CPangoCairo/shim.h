// Pango, PangoCairo and Cairo (image, SVG and PDF surfaces), fontconfig (to load its
// configuration before Pango does: PangoEngine), and zlib and libdeflate (its fast Adler-32) for
// the PNG encoder, for the Canvas module only.
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <zlib.h>
#include <libdeflate.h>
