// The Studio's HTTP API (README, "The HTTP API"), as promises of parsed JSON: the server's, or
// the same calls run in the page by the WebAssembly build when the page has it (wasm-backend.js:
// a site `detents studio --export` wrote, or the served page when `make wasm` built the module).
import { pageBackend } from "./wasm-backend.js";

/** An answer that was not a 2xx: its status and the server's `error` message. */
export class APIError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  let json = null;
  try { json = JSON.parse(text); } catch { /* not JSON: reported below */ }
  if (!response.ok) throw new APIError(response.status, json?.error ?? `${response.status} ${text.slice(0, 200)}`);
  return json;
}

const server = {
  kind: "server",
  devices: () => call("GET", "/api/devices"),
  examples: () => call("GET", "/api/examples"),
  /** The file `detents studio FILE` watches, or null when it watches none. */
  file: () => call("GET", "/api/file").catch((e) => {
    if (e instanceof APIError && e.status === 404) return null;
    throw e;
  }),
  /**
   * Follows the watched file (`GET /api/events`, server-sent events): `onFile` gets what
   * `file()` answers, first as the file is now, then at every save. Returns a function that
   * stops following. The browser reconnects by itself when the stream drops.
   */
  followFile: (onFile) => {
    const events = new EventSource("/api/events");
    events.addEventListener("file", (e) => onFile(JSON.parse(e.data)));
    return () => events.close();
  },
  render: (request) => call("POST", "/api/render", request),
  /** Only `detents check`'s findings for a source (`{diagnostics}`): for a page that renders
   * itself, whose module has no Check. The server's own answers carry them already. */
  check: (request) => call("POST", "/api/check", request),
  newSession: (request) => call("POST", "/api/session", request),
  step: (id, name, body = {}) => call("POST", `/api/session/${encodeURIComponent(id)}/${name}`, body),
  endSession: (id) => call("DELETE", `/api/session/${encodeURIComponent(id)}`),
};

/** The calls the page makes: in the page when it can, else to the server. */
export const api = (await pageBackend(APIError, server)) ?? server;
