// Share links and the embed mode. A link carries the code and the settings in the URL's
// fragment (`#s=…`: JSON, deflated, base64url), so no server keeps anything and the server
// never sees it; the page restores from it. `/embed#s=…` (or `/embed?s=…`) is the same page
// with minimal chrome, the device alone, for a docs page's <iframe>, with a link that opens the
// program in the Studio.

/** The settings a link carries besides the code (the page's control ids). */
export const sharedControls = ["device", "orientation", "os", "dynamic-type", "dark", "reduce-motion"];

const toBase64url = (bytes) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
};
const fromBase64url = (text) => {
  const s = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

async function pipe(bytes, stream) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

/** `{v: 1, source, settings}` as the text of an `s=` parameter. */
export async function encodeShare(source, settings) {
  const json = new TextEncoder().encode(JSON.stringify({ v: 1, source, settings }));
  return toBase64url(await pipe(json, new CompressionStream("deflate-raw")));
}

/** The parameter's text back as `{source, settings}`; throws on a link that is not one. */
export async function decodeShare(text) {
  const json = new TextDecoder().decode(await pipe(fromBase64url(text), new DecompressionStream("deflate-raw")));
  const value = JSON.parse(json);
  if (value?.v !== 1 || typeof value.source !== "string") throw new Error("not a Studio link (version 1)");
  return { source: value.source, settings: value.settings ?? {} };
}

/** The `s=` parameter of the page's address: the fragment's, else the query's; null without one. */
export function sharedParameter(location = window.location) {
  for (const part of [location.hash.slice(1), location.search.slice(1)]) {
    const value = new URLSearchParams(part).get("s");
    if (value) return value;
  }
  return null;
}

/** Whether the page is the embed mode (`/embed`). */
export const isEmbed = (location = window.location) => location.pathname === "/embed";

/** The controls' values, as a link carries them. */
export function readSettings(doc = document) {
  const settings = {};
  for (const id of sharedControls) {
    const el = doc.getElementById(id);
    settings[id] = el.type === "checkbox" ? el.checked : el.value;
  }
  return settings;
}

/** Sets the controls from a link's settings (unknown values are left as they are). */
export function applySettings(settings, doc = document) {
  for (const id of sharedControls) {
    const el = doc.getElementById(id);
    if (!(id in settings)) continue;
    if (el.type === "checkbox") el.checked = settings[id] === true;
    else if ([...el.options].some((o) => o.value === settings[id])) el.value = settings[id];
  }
}

/** The Studio and embed links for the code and settings now. */
export async function links(source, settings, origin = window.location.origin) {
  const s = await encodeShare(source, settings);
  return { studio: `${origin}/#s=${s}`, embed: `${origin}/embed#s=${s}` };
}

/**
 * The Share button: makes the links for `source()` and the controls, shows them in `output`
 * (the Studio's) and `embedOutput` (the embed's), puts the Studio link in the address bar and
 * tries the clipboard. In the embed mode, `openLink` opens the same program in the Studio.
 */
export function attachShare({ button, output, embedOutput, openLink, source }) {
  button.addEventListener("click", async () => {
    const made = await links(source(), readSettings());
    output.value = made.studio;
    embedOutput.value = made.embed;
    output.closest("[hidden]")?.removeAttribute("hidden");
    history.replaceState(null, "", made.studio.slice(window.location.origin.length));
    navigator.clipboard?.writeText(made.studio).catch(() => {});
  });
  const shared = sharedParameter();
  openLink.href = shared ? `/#s=${shared}` : "/";
}
