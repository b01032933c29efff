// The faces the display list's text is drawn in, the ones Canvas draws with (FontKey in
// Sources/Canvas/PangoEngine.swift): Inter below 20 pt and Inter Display from 20 pt for the
// system font, DejaVu Sans Mono for monospaced text, DejaVu Serif for the serif design, and
// Material Icons for SF Symbols. The Studio serves the files under /fonts/ from Debian's
// packages. Registered as FontFaces (loaded when first used); the page's own text uses Inter.

const weights = [
  ["Thin", 100], ["ExtraLight", 200], ["Light", 300], ["Regular", 400], ["Medium", 500],
  ["SemiBold", 600], ["Bold", 700], ["ExtraBold", 800], ["Black", 900],
];

function faces() {
  const out = [];
  const face = (family, file, weight, style = "normal") =>
    out.push(new FontFace(family, `url("/fonts/${file}")`, { weight: String(weight), style }));
  for (const [family, prefix] of [["Inter", "Inter"], ["Inter Display", "InterDisplay"]]) {
    for (const [name, weight] of weights) {
      face(family, `${prefix}-${name}.otf`, weight);
      face(family, `${prefix}-${name === "Regular" ? "" : name}Italic.otf`, weight, "italic");
    }
  }
  for (const [family, prefix, italic] of [["DejaVu Sans Mono", "DejaVuSansMono", "Oblique"], ["DejaVu Serif", "DejaVuSerif", "Italic"]]) {
    face(family, `${prefix}.ttf`, 400);
    face(family, `${prefix}-Bold.ttf`, 700);
    face(family, `${prefix}-${italic}.ttf`, 400, "italic");
    face(family, `${prefix}-Bold${italic}.ttf`, 700, "italic");
  }
  face("Material Icons", "MaterialIcons-Regular.ttf", 400);
  return out;
}

/** Adds the faces to the document's fonts (once). */
export function registerFonts() {
  if (registerFonts.done) return;
  registerFonts.done = true;
  for (const f of faces()) document.fonts.add(f);
}
