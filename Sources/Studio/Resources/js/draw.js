// Draws a display list (docs/display-list-json.md, version 1) on a 2D canvas: the browser side
// of the Cairo renderer (Sources/Canvas). Swift did the layout; this only paints what the list
// says, in order, in the list's points (top-left origin, y down).
//
// Where the canvas differs from Cairo, on purpose or for now:
// - a group's opacity multiplies each item's alpha (Cairo composites the group first), so
//   where items of a translucent group overlap, the lower ones show through the upper ones;
// - continuous ("squircle") corners are drawn as circular ones.

export const supportedVersion = 1;

/**
 * The CSS font of a display-list font, the face Canvas picks (FontKey in
 * Sources/Canvas/PangoEngine.swift): the system font is Inter, Inter Display from 20 pt;
 * monospaced text DejaVu Sans Mono; the serif design DejaVu Serif; any other family by name.
 */
export function cssFont(font) {
  const lower = font.family.toLowerCase();
  let family;
  if (font.monospaced || lower === "monospaced" || lower === "system-monospaced") family = '"DejaVu Sans Mono"';
  else if (lower === "system" || lower === "sf pro" || lower === "") family = font.size >= 20 ? '"Inter Display"' : '"Inter"';
  else if (lower === "serif" || lower === "system-serif") family = '"DejaVu Serif"';
  else family = `"${font.family}"`;
  return `${font.italic ? "italic " : ""}${font.weight} ${font.size}px ${family}, "Inter", "DejaVu Sans", sans-serif`;
}

/** `rgba(…)` of a display-list colour (components 0…1). */
export function cssColor(c) {
  const byte = (v) => Math.round(Math.min(1, Math.max(0, v)) * 255);
  return `rgba(${byte(c.r)}, ${byte(c.g)}, ${byte(c.b)}, ${Math.min(1, Math.max(0, c.a))})`;
}

/** Adds a shape's outline to the context's current path (after beginPath). */
export function tracePath(ctx, shape) {
  switch (shape.kind) {
    case "rect":
      ctx.rect(shape.x, shape.y, shape.width, shape.height);
      break;
    case "roundedRect": {
      const r = Math.max(0, Math.min(shape.radius, shape.width / 2, shape.height / 2));
      ctx.roundRect(shape.x, shape.y, shape.width, shape.height, r);
      break;
    }
    case "roundedCorners": {
      const limit = (v) => Math.max(0, Math.min(v, shape.width / 2, shape.height / 2));
      ctx.roundRect(shape.x, shape.y, shape.width, shape.height, [
        limit(shape.topLeft), limit(shape.topRight), limit(shape.bottomRight), limit(shape.bottomLeft),
      ]);
      break;
    }
    case "ellipse":
      ctx.ellipse(shape.x + shape.width / 2, shape.y + shape.height / 2,
        Math.max(0, shape.width / 2), Math.max(0, shape.height / 2), 0, 0, 2 * Math.PI);
      break;
    case "path":
      for (const e of shape.elements) {
        switch (e.kind) {
          case "move": ctx.moveTo(e.to.x, e.to.y); break;
          case "line": ctx.lineTo(e.to.x, e.to.y); break;
          case "quad": ctx.quadraticCurveTo(e.control.x, e.control.y, e.to.x, e.to.y); break;
          case "cubic":
            ctx.bezierCurveTo(e.control1.x, e.control1.y, e.control2.x, e.control2.y, e.to.x, e.to.y);
            break;
          case "close": ctx.closePath(); break;
        }
      }
      break;
  }
}

/** A canvas fill or stroke style for a paint. */
export function paintStyle(ctx, paint) {
  if (paint.kind === "linearGradient") {
    const g = ctx.createLinearGradient(paint.start.x, paint.start.y, paint.end.x, paint.end.y);
    const stops = [...paint.stops].sort((a, b) => a.location - b.location);
    for (const s of stops) g.addColorStop(Math.min(1, Math.max(0, s.location)), cssColor(s.color));
    return g;
  }
  return cssColor(paint.color);
}

/**
 * Draws `list` on `canvas`, `pixelRatio` device pixels per point (the canvas is resized to
 * list.width × list.height points at that ratio). `symbols` is the render answer's
 * `{name: {style, codepoint} | null}`: how Canvas draws each SF Symbol. Returns the CSS fonts
 * the list used that were not loaded yet (drawn with a fallback): load them and draw again.
 */
export function drawDisplayList(canvas, list, pixelRatio, symbols = {}) {
  if (list.version !== supportedVersion) throw new Error(`display list version ${list.version} is not ${supportedVersion}`);
  const width = Math.round(list.width * pixelRatio);
  const height = Math.round(list.height * pixelRatio);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.textBaseline = "alphabetic";
  const missing = new Set();
  // `font`: the context's font as last set (a group's copy of env, as its save/restore, keeps
  // the outer one's).
  drawItems(ctx, list.items, { canvas, ctx, pixelRatio, alpha: 1, symbols, missing, font: ctx.font });
  return [...missing];
}

/** The CSS fonts `loadFonts` has loaded. */
const loadedFonts = new Set();

/**
 * Loads `fonts` (what `drawDisplayList` returned) and remembers them, so that the next
 * drawing does not return them again.
 */
export async function loadFonts(fonts) {
  await Promise.all(fonts.map((f) => document.fonts.load(f)));
  for (const f of fonts) loadedFonts.add(f);
}

/**
 * Sets the context's font, noting it when it may not be loaded yet. `document.fonts.check`
 * alone is not enough in Chromium: on a page that had drawn only another program, City walk's
 * list came back with nothing to load, yet drew 0.42% of its blocks off Cairo's picture (0.17%
 * once its fonts were loaded through `loadFonts`). A font counts as loaded once `loadFonts`
 * loaded it and `check` agrees.
 */
function useFont(ctx, font, text, env) {
  // Setting a context's font parses the CSS font again: only when it changes.
  if (ctx !== env.ctx || env.font !== font) {
    ctx.font = font;
    if (ctx === env.ctx) env.font = font;
  }
  const key = font + "\u0000" + text;
  if (readyText.has(key)) return;
  if (!loadedFonts.has(font) || !document.fonts.check(font, text)) env.missing.add(font);
  else if (readyText.size < 20000) readyText.add(key);
}

/** Text (with its CSS font) that `useFont` found loaded: not checked again at each frame. */
const readyText = new Set();

function drawItems(ctx, items, env) {
  env.items = items;
  for (let i = 0; i < items.length; i++) {
    env.at = i;
    drawItem(ctx, items[i], env);
  }
}

/**
 * What was drawn before the item `env` is at, as a string: the items before it in its group,
 * and so on outwards with each group's opacity and clip. Two drawings with the same string
 * (and canvas size) have the same pixels there: a backdrop's blur of them can be reused.
 */
function drawnBefore(env) {
  const here = JSON.stringify(env.items.slice(0, env.at));
  if (!env.up) return here;
  return `${drawnBefore(env.up)}/${JSON.stringify([env.group.opacity, env.group.clip])}/${here}`;
}

function drawItem(ctx, item, env) {
  ctx.globalAlpha = env.alpha;
  switch (item.kind) {
    case "fill":
      ctx.beginPath();
      tracePath(ctx, item.shape);
      ctx.fillStyle = paintStyle(ctx, item.paint);
      ctx.fill("nonzero");
      break;
    case "stroke":
      ctx.beginPath();
      tracePath(ctx, item.shape);
      ctx.strokeStyle = paintStyle(ctx, item.paint);
      ctx.lineWidth = item.lineWidth;
      ctx.stroke();
      break;
    case "text":
      useFont(ctx, cssFont(item.font), item.text, env);
      ctx.fillStyle = cssColor(item.color);
      ctx.fillText(item.text, item.origin.x, item.origin.y);
      break;
    case "symbol":
      drawSymbol(ctx, item, env);
      break;
    case "group":
      ctx.save();
      if (item.clip) {
        ctx.beginPath();
        tracePath(ctx, item.clip);
        ctx.clip("nonzero");
      }
      drawItems(ctx, item.items, {
        ...env, alpha: env.alpha * item.opacity, group: item,
        up: { items: env.items, at: env.at, up: env.up, group: env.group },
      });
      ctx.restore();
      break;
    case "backdrop":
      drawBackdrop(ctx, item, env);
      break;
    case "shadow":
      drawShadow(ctx, item, env);
      break;
  }
}

/**
 * An SF Symbol as Canvas draws it (drawSymbol in Sources/Canvas/Painter.swift): a Material
 * Icons glyph whose live area (20 of 24 units) fills the square; in a ring, or knocked out of a
 * disc; a rounded square with "?" for a name without a mapping.
 */
function drawSymbol(ctx, item, env) {
  const f = item.frame;
  const side = Math.min(f.width, f.height);
  if (side <= 0 || item.color.a <= 0) return;
  const x = f.x + (f.width - side) / 2;
  const y = f.y + (f.height - side) / 2;
  const color = cssColor(item.color);
  const drawing = env.symbols?.[item.name];
  const glyph = (c, cx, cy, box, target = ctx) => {
    const font = `${box / (20 / 24)}px "Material Icons"`;
    // On the symbol's own layer too: a face not loaded yet is noted, so the caller draws again.
    useFont(target, font, String.fromCodePoint(c), env);
    target.textAlign = "center";
    target.textBaseline = "middle";
    target.fillText(String.fromCodePoint(c), cx, cy);
    target.textAlign = "start";
    target.textBaseline = "alphabetic";
  };
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  if (!drawing) {
    const lw = Math.max(side / 14, 0.5);
    ctx.beginPath();
    ctx.roundRect(x + lw / 2, y + lw / 2, side - lw, side - lw, side * 0.22);
    ctx.lineWidth = lw;
    ctx.stroke();
    useFont(ctx, `700 ${side * 0.62}px "Inter"`, "?", env);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText("?", x + side / 2, y + side / 2);
    ctx.textAlign = "start";
    ctx.textBaseline = "alphabetic";
    return;
  }
  const inner = side * (1 - 2 * 0.22);
  switch (drawing.style) {
    case "glyph":
      glyph(drawing.codepoint, x + side / 2, y + side / 2, side);
      break;
    case "inCircle": {
      const lw = side / 12;
      ctx.beginPath();
      ctx.ellipse(x + side / 2, y + side / 2, side / 2 - side / 24 - lw / 2, side / 2 - side / 24 - lw / 2, 0, 0, 2 * Math.PI);
      ctx.lineWidth = lw;
      ctx.stroke();
      glyph(drawing.codepoint, x + side / 2, y + side / 2, inner);
      break;
    }
    case "inFilledCircle": {
      // The disc and the glyph knocked out of it, on a canvas of their own, then drawn here.
      const k = env.pixelRatio;
      const size = Math.max(1, Math.ceil(side * k));
      const layer = new OffscreenCanvas(size, size);
      const l = layer.getContext("2d");
      l.scale(k, k);
      l.fillStyle = color;
      l.beginPath();
      l.ellipse(side / 2, side / 2, side / 2 - side / 24, side / 2 - side / 24, 0, 0, 2 * Math.PI);
      l.fill();
      l.globalCompositeOperation = "destination-out";
      useFont(ctx, `${inner / (20 / 24)}px "Material Icons"`, String.fromCodePoint(drawing.codepoint), env);
      glyph(drawing.codepoint, side / 2, side / 2, inner, l);
      ctx.drawImage(layer, x, y, side, side);
      break;
    }
  }
}

/** Shapes' bounds in device pixels (`shape` in points, `k` pixels a point). */
function deviceBounds(shape, k) {
  switch (shape.kind) {
    case "path": {
      let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
      for (const e of shape.elements) {
        for (const p of [e.to, e.control, e.control1, e.control2]) {
          if (!p) continue;
          minX = Math.min(minX, p.x); minY = Math.min(minY, p.y);
          maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
        }
      }
      return minX <= maxX ? { x: minX * k, y: minY * k, width: (maxX - minX) * k, height: (maxY - minY) * k } : null;
    }
    default:
      return { x: shape.x * k, y: shape.y * k, width: shape.width * k, height: shape.height * k };
  }
}

/**
 * What is drawn so far under `shape`, blurred by `sigma` device pixels: an offscreen canvas
 * and where it goes (device pixels). Only the shape's box is blurred, with three sigmas of
 * the canvas around it (all a Gaussian reaches), and at a resolution `factor` times lower
 * (a blur this wide has no detail finer than sigma / 2 pixels: what it loses is under a
 * level of 1/255). The last one is kept with what was drawn before it (`drawnBefore`) and its
 * box, so a frame drawn again reuses it.
 */
let blurred = null;
function blurredRegion(env, shape, sigma) {
  const { width, height } = env.canvas;
  const box = deviceBounds(shape, env.pixelRatio);
  if (!box) return null;
  const margin = Math.ceil(3 * sigma);
  const x0 = Math.max(0, Math.floor(box.x) - margin), y0 = Math.max(0, Math.floor(box.y) - margin);
  const x1 = Math.min(width, Math.ceil(box.x + box.width) + margin);
  const y1 = Math.min(height, Math.ceil(box.y + box.height) + margin);
  if (x1 <= x0 || y1 <= y0) return null;
  const factor = Math.max(1, Math.floor(sigma / 2));
  const w = Math.ceil((x1 - x0) / factor), h = Math.ceil((y1 - y0) / factor);
  const key = `${width}x${height} ${sigma} ${x0},${y0},${x1},${y1} ${drawnBefore(env)}`;
  if (blurred?.key === key) return blurred.region;
  const canvas = blurred?.region.canvas ?? new OffscreenCanvas(w, h);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const b = canvas.getContext("2d");
  b.clearRect(0, 0, w, h);
  b.filter = `blur(${sigma / factor}px)`;
  b.drawImage(env.canvas, x0, y0, x1 - x0, y1 - y0, 0, 0, (x1 - x0) / factor, (y1 - y0) / factor);
  b.filter = "none";
  const region = { canvas, x: x0, y: y0, width: w * factor, height: h * factor };
  // Text drawn in a fallback face (its face still loading) is drawn again once it came: not kept.
  blurred = { key: env.missing.size ? null : key, region };
  return region;
}

/** Frosted glass: what is drawn under the shape, blurred, then the tint and the edge. */
function drawBackdrop(ctx, item, env) {
  ctx.save();
  ctx.beginPath();
  tracePath(ctx, item.shape);
  ctx.clip("nonzero");
  // The filter works in device pixels: CSS's blur radius is the Gaussian's sigma.
  const region = item.blurRadius > 0 ? blurredRegion(env, item.shape, item.blurRadius * env.pixelRatio / 2) : null;
  if (region) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(region.canvas, 0, 0, region.canvas.width, region.canvas.height,
      region.x, region.y, region.width, region.height);
    ctx.setTransform(env.pixelRatio, 0, 0, env.pixelRatio, 0, 0);
  }
  ctx.fillStyle = cssColor(item.tint);
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  tracePath(ctx, item.shape);
  ctx.strokeStyle = cssColor(item.edge);
  ctx.lineWidth = 1 / env.pixelRatio;
  ctx.stroke();
}

/**
 * A soft shadow: the shape is filled far off the canvas and only its shadow, moved back by
 * the same distance plus the offset, lands (canvas shadows work in device pixels).
 */
function drawShadow(ctx, item, env) {
  const away = 100000;
  ctx.save();
  ctx.translate(-away, 0);
  ctx.shadowColor = cssColor(item.color);
  ctx.shadowBlur = item.radius * env.pixelRatio;
  ctx.shadowOffsetX = (away + item.offset.x) * env.pixelRatio;
  ctx.shadowOffsetY = item.offset.y * env.pixelRatio;
  ctx.beginPath();
  tracePath(ctx, item.shape);
  ctx.fillStyle = "black";
  ctx.fill();
  ctx.restore();
}

/** Every text item of the list, groups included, in drawing order. */
export function textItems(list) {
  const out = [];
  const walk = (items) => {
    for (const item of items) {
      if (item.kind === "text") out.push(item);
      else if (item.kind === "group") walk(item.items);
    }
  };
  walk(list.items);
  return out;
}

/**
 * The topmost text drawn at (x, y) in points, with `slop` points of room around its line (a
 * finger is wider than a glyph), or null. The page taps a button by its label's text.
 */
export function textAt(list, x, y, slop = 8) {
  const texts = textItems(list);
  for (let i = texts.length - 1; i >= 0; i--) {
    const t = texts[i];
    const top = t.origin.y - t.font.size - slop;
    const bottom = t.origin.y + t.font.size * 0.3 + slop;
    if (x >= t.origin.x - slop && x <= t.origin.x + t.width + slop && y >= top && y <= bottom) return t;
  }
  return null;
}
