// Pango, PangoCairo and Cairo (image, SVG and PDF surfaces) for the Canvas module only.
#include <pango/pangocairo.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
