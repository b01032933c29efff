// The Studio's API run in the page (issue 16): renders and session steps run in the
// WebAssembly build (Wasm/StudioEntry.swift: the server's own code), text measured in the faces
// the page draws with; no render goes to a server. Two pages have the module, each told so by a
// `<meta name="detents-backend">` in its head:
// - "wasm": a site `detents studio --export DIR` wrote (detents.wasm beside it); the catalogues
//   come from the files the export wrote (`static/devices.json`, `static/examples.json`);
// - "wasm+server": the page `detents studio` serves when the module is built (`make wasm`); the
//   catalogues, the watched file and its saves come from the server, as without the module, and
//   so do `detents check`'s findings (`check`, POST /api/check): the module has no Check.
//   An exported site has none (`check` is absent), and the page says so under its list.
// Elsewhere, or when the module cannot be loaded, `pageBackend()` is null and api.js talks to
// the server.
import { cssFont } from "./draw.js";

async function json(path) {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/**
 * The page's backend: an object with api.js's calls, or null when the page has no module (or it
 * does not load). `APIError` is api.js's error class (status, message); `server` its calls to
 * the server, which a served page keeps for what is not a render.
 */
export async function pageBackend(APIError, server) {
  // Only a page marked so has the module (any other would ask for it in vain).
  const mark = document.querySelector('meta[name="detents-backend"]')?.content;
  if (mark !== "wasm" && mark !== "wasm+server") return null;
  let response;
  try {
    response = await fetch("detents.wasm");
  } catch {
    return null;
  }
  if (!response.ok) return null;
  let detents;
  let compiled;
  let instantiated;
  try {
    const [loader, bytes] = await Promise.all([import("./detents.mjs"), response.arrayBuffer()]);
    ({ detents, compiled, instantiated } = await instantiate(loader, bytes));
  } catch (e) {
    if (mark === "wasm") throw e;
    console.warn("detents.wasm did not load; the server renders", e);
    return null;
  }
  const answer = ({ stdout, status }) => {
    const body = JSON.parse(stdout);
    if (status < 200 || status > 299) throw new APIError(status, body.error);
    return body;
  };
  // Runs `call`; when it measured faces not loaded yet, loads them and answers `again()`
  // instead (the same layout in the right faces), keeping the first answer's `refused` and
  // `frames`.
  async function measuredCall(call, again) {
    detents.missing.clear();
    const first = answer(call());
    if (detents.missing.size === 0) return first;
    await Promise.all([...detents.missing].map((f) => document.fonts.load(f).catch(() => [])));
    detents.missing.clear();
    const second = answer(again(first));
    if ("refused" in first) second.refused = first.refused;
    // A `play` batch's frames cannot be laid out again (the session has gone past them): they
    // stay as first measured, and the last frame, the answer, is in the right faces.
    if ("frames" in first) second.frames = first.frames;
    return second;
  }
  const relayout = (first) => detents.studio.step(first.session, "configure", {});
  const own = {
    devices: () => json("static/devices.json"),
    examples: () => json("static/examples.json"),
    file: async () => null,
  };
  const served = {
    devices: server.devices, examples: server.examples, file: server.file, followFile: server.followFile,
    check: server.check,
  };
  return {
    kind: "wasm",
    /** Milliseconds to compile the module's bytes, and then to instantiate it. */
    compiled,
    instantiated,
    ...(mark === "wasm" ? own : served),
    render: (request) => measuredCall(() => detents.studio.render(request), () => detents.studio.render(request)),
    newSession: (request) => measuredCall(() => detents.studio.session(request), relayout),
    step: (id, name, body = {}) => measuredCall(() => detents.studio.step(id, name, body), relayout),
    endSession: async (id) => answer(detents.studio.end(id)),
  };
}

// Compiles and instantiates the module's `bytes` with `loader` (detents.mjs), text measured in
// the page's faces; `missing` collects the faces a call measured before the browser had them
// (it measured a fallback), to load them and lay out again.
async function instantiate({ load, canvasMeasurer }, bytes) {
  const context = document.createElement("canvas").getContext("2d");
  const measured = canvasMeasurer(context, cssFont);
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
  detents.missing = missing;
  return { detents, compiled, instantiated };
}
