// Draws a display list (docs/display-list-json.md, version 1) on a 2D canvas: the browser side
// of the Cairo renderer (Sources/Canvas). Swift did the layout; this only paints what the list
// says, in order, in the list's points (top-left origin, y down).
//
// Where the canvas differs from Cairo, on purpose or for now:
// - a group's opacity multiplies each item's alpha (Cairo composites the group first), so
//   overlapping items inside a translucent group look darker where they overlap;
// - continuous ("squircle") corners are drawn as circular ones;
// - SF Symbols are drawn as a placeholder (a rounded square in the symbol's colour), not as
//   the icon font Cairo maps them to.

export const supportedVersion = 1;

/** The CSS font of a display-list font: "system" is Inter (what the server measured with). */
export function cssFont(font) {
  const family = font.monospaced || font.family === "monospaced"
    ? '"DejaVu Sans Mono", monospace'
    : font.family === "system" ? '"Inter", sans-serif' : `"${font.family}", "Inter", sans-serif`;
  return `${font.italic ? "italic " : ""}${font.weight} ${font.size}px ${family}`;
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
 * list.width × list.height points at that ratio).
 */
export function drawDisplayList(canvas, list, pixelRatio) {
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
  drawItems(ctx, list.items, { canvas, pixelRatio, alpha: 1 });
}

function drawItems(ctx, items, env) {
  for (const item of items) drawItem(ctx, item, env);
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
      ctx.font = cssFont(item.font);
      ctx.fillStyle = cssColor(item.color);
      ctx.fillText(item.text, item.origin.x, item.origin.y);
      break;
    case "symbol": {
      const f = item.frame;
      const side = Math.min(f.width, f.height) * 0.8;
      ctx.beginPath();
      ctx.roundRect(f.x + (f.width - side) / 2, f.y + (f.height - side) / 2, side, side, side * 0.25);
      ctx.fillStyle = cssColor({ ...item.color, a: item.color.a * 0.55 });
      ctx.fill();
      break;
    }
    case "group":
      ctx.save();
      if (item.clip) {
        ctx.beginPath();
        tracePath(ctx, item.clip);
        ctx.clip("nonzero");
      }
      drawItems(ctx, item.items, { ...env, alpha: env.alpha * item.opacity });
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

/** Frosted glass: what is drawn under the shape, blurred, then the tint and the edge. */
function drawBackdrop(ctx, item, env) {
  ctx.save();
  ctx.beginPath();
  tracePath(ctx, item.shape);
  ctx.clip("nonzero");
  if (item.blurRadius > 0) {
    // The canvas drawn onto itself through a blur; the filter works in device pixels.
    const copy = new OffscreenCanvas(env.canvas.width, env.canvas.height);
    copy.getContext("2d").drawImage(env.canvas, 0, 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.filter = `blur(${item.blurRadius * env.pixelRatio / 2}px)`;
    ctx.drawImage(copy, 0, 0);
    ctx.filter = "none";
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
