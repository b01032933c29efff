// The Studio's API run in the page (issue 16), in a site `detents studio --export DIR` wrote
// (its head has `<meta name="detents-backend" content="wasm">`, detents.wasm is beside it):
// renders and session steps run in the WebAssembly build (Wasm/StudioEntry.swift: the
// server's own code), text measured in the faces the page draws with; nothing goes to a
// server. The catalogues come from the files the export wrote (`static/devices.json`,
// `static/examples.json`). Elsewhere `pageBackend()` is null and api.js talks to the server.
import { cssFont } from "./draw.js";

async function json(path) {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/**
 * The page's backend: an object with api.js's calls, or null when `detents.wasm` is not beside
 * the page. `APIError` is api.js's error class (status, message).
 */
export async function pageBackend(APIError) {
  // Only an exported page has the module (the server's would ask for it in vain).
  if (document.querySelector('meta[name="detents-backend"]')?.content !== "wasm") return null;
  let response;
  try {
    response = await fetch("detents.wasm");
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const [{ load, canvasMeasurer }, bytes] = await Promise.all([import("./detents.mjs"), response.arrayBuffer()]);
  const context = document.createElement("canvas").getContext("2d");
  const measured = canvasMeasurer(context, cssFont);
  // Faces a call measured before the browser had them (it measured a fallback): loaded after
  // the call, which is then laid out again.
  const missing = new Set();
  const note = (font, text) => {
    const css = cssFont(font);
    if (!document.fonts.check(css, text)) missing.add(css);
  };
  const measurer = {
    width: (font, text) => (note(font, text), measured.width(font, text)),
    metrics: (font) => (note(font, "Hg"), measured.metrics(font)),
  };
  const started = performance.now();
  const module = await WebAssembly.compile(bytes);
  const compiled = performance.now() - started;
  const detents = await load(module, { measurer });
  const instantiated = performance.now() - started - compiled;
  const answer = ({ stdout, status }) => {
    const body = JSON.parse(stdout);
    if (status < 200 || status > 299) throw new APIError(status, body.error);
    return body;
  };
  // Runs `call`; when it measured faces not loaded yet, loads them and answers `again()`
  // instead (the same layout in the right faces), keeping the first answer's `refused` and
  // `frames`.
  async function measuredCall(call, again) {
    missing.clear();
    const first = answer(call());
    if (missing.size === 0) return first;
    await Promise.all([...missing].map((f) => document.fonts.load(f).catch(() => [])));
    missing.clear();
    const second = answer(again(first));
    if ("refused" in first) second.refused = first.refused;
    // A `play` batch's frames cannot be laid out again (the session has gone past them): they
    // stay as first measured, and the last frame, the answer, is in the right faces.
    if ("frames" in first) second.frames = first.frames;
    return second;
  }
  const relayout = (first) => detents.studio.step(first.session, "configure", {});
  return {
    kind: "wasm",
    /** Milliseconds to compile the module's bytes, and then to instantiate it. */
    compiled,
    instantiated,
    devices: () => json("static/devices.json"),
    examples: () => json("static/examples.json"),
    file: async () => null,
    render: (request) => measuredCall(() => detents.studio.render(request), () => detents.studio.render(request)),
    newSession: (request) => measuredCall(() => detents.studio.session(request), relayout),
    step: (id, name, body = {}) => measuredCall(() => detents.studio.step(id, name, body), relayout),
    endSession: async (id) => answer(detents.studio.end(id)),
  };
}
