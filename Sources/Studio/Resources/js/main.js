// The Studio page: CodeMirror on the left, the device on the right. Every change goes to the
// page's session on the server (POST /api/session/ID/…), which runs the program and answers
// with diagnostics, presentations and the display list; the page only draws and forwards
// pointer events (js/pointer.js).
import { api, APIError } from "./api.js";
import { drawDisplayList, loadFonts } from "./draw.js";
import { attachPointer } from "./pointer.js";
import { createTimeline } from "./timeline.js";
import { createVariants } from "./variants.js";
import { attachRecorder } from "./record.js";
import { applySettings, attachShare, decodeShare, isEmbed, sharedParameter } from "./share.js";
import { registerFonts } from "./fonts.js";

registerFonts();
if (isEmbed()) document.body.classList.add("embed");

const $ = (id) => document.getElementById(id);
const canvas = $("preview");

/** How long typing must pause before the source is sent (ms). */
const editDebounce = 250;
const state = {
  session: null,
  list: null,
  /** How Canvas draws each SF Symbol of the list (the answer's `symbols`). */
  symbols: {},
  answer: null,
  /** Raised by every user action: a settle animation of an older one stops. */
  generation: 0,
  /** Session requests run one after the other, in the order they were made. */
  queue: Promise.resolve(),
  marks: [],
  watched: null,
  /** How many `file` events came (the first is the file as it was when the page subscribed). */
  fileEvents: 0,
  /** The animation frames (rAF times, ms) the last settle drew, how long each drawing took
   * (ms), and how many animation frames found nothing yet to play. */
  frames: [],
  drawTimes: [],
  starved: 0,
  /** The settle being played (`settle`), and the time of the frame on screen when a new action
   * last stopped one that was ahead of the picture (`interrupt`). */
  playing: null,
  interruptedAt: null,
  /** The devices the server knows (GET /api/devices). */
  devices: [],
};

const editor = CodeMirror($("editor"), {
  mode: "swift",
  lineNumbers: true,
  indentUnit: 2,
  tabSize: 2,
  value: "",
});
// For tests and tools: the editor behind the data-testid="editor" wrapper.
$("editor").CodeMirror = editor;
window.studio = { editor, state };

function options() {
  return {
    device: $("device").value || undefined,
    orientation: $("orientation").value,
    os: $("os").value || undefined,
    dynamicType: $("dynamic-type").value || undefined,
    dark: $("dark").checked,
    reduceMotion: $("reduce-motion").checked,
  };
}

function setStatus(text, isError = false) {
  $("status").textContent = text;
  $("status").classList.toggle("error", isError);
}

function enqueue(job) {
  const run = state.queue.then(job, job);
  state.queue = run.catch(() => {});
  return run;
}

/** A session step; a session that expired is made again from the editor's text. */
async function step(name, body) {
  if (state.session) {
    try {
      return await api.step(state.session, name, body);
    } catch (e) {
      if (!(e instanceof APIError && e.status === 404)) throw e;
    }
  }
  const answer = await api.newSession({ source: editor.getValue(), ...options() });
  state.session = answer.session;
  return name === "edit" ? answer : api.step(state.session, name, body);
}

function showDiagnostics(ownDiagnostics) {
  const diagnostics = withFindings(ownDiagnostics);
  // The same diagnostics as on screen (every frame of an animation has them): nothing to redo.
  const key = JSON.stringify(diagnostics);
  if (key === state.diagnosticsShown) return;
  state.diagnosticsShown = key;
  for (const m of state.marks) m.clear();
  state.marks = [];
  const list = $("diagnostics");
  list.replaceChildren();
  for (const d of diagnostics) {
    const li = document.createElement("li");
    li.className = d.severity;
    li.dataset.line = d.line ?? "";
    li.dataset.id = d.id;
    li.textContent = (d.line != null ? `${d.line}:${d.column}: ` : "") + `${d.severity}: ${d.message}`;
    if (d.line != null) {
      li.addEventListener("click", () => {
        editor.focus();
        editor.setCursor({ line: d.line - 1, ch: Math.max(0, d.column - 1) });
      });
      const line = Math.min(d.line - 1, editor.lineCount() - 1);
      const cls = d.severity === "error" ? "cm-line-error" : "cm-line-warning";
      const handle = editor.addLineClass(line, "background", cls);
      state.marks.push({ clear: () => editor.removeLineClass(handle, "background", cls) });
      const note = document.createElement("div");
      note.className = `inline-diagnostic ${d.severity}`;
      note.dataset.line = d.line;
      note.textContent = `${d.severity}: ${d.message}`;
      state.marks.push(editor.addLineWidget(line, note, { coverGutter: false, noHScroll: true }));
    }
    list.appendChild(li);
  }
}

/**
 * `detents check`'s findings for a page that runs the pipeline itself (its module has no
 * Check): asked of the server (`api.check`) for each source and setting the page sends, beside
 * the page's own render, never holding it up; shown after the run's own diagnostics, as the
 * server's answers put them. `asked` is the latest request's key; `list` the findings of `key`.
 * An answer for an older key than the latest asked is dropped, and so a finding never shows at
 * a line of another source. The server's answers carry their findings: `api.check` is then
 * not called (a served page without the module, whose api is the server's, skips this too).
 */
const findings = { asked: null, key: null, list: [] };
const checksApart = api.kind === "wasm" && typeof api.check === "function";
// A page with no server (an exported site) has no findings, and says so under its list.
$("diagnostics-note").hidden = !(api.kind === "wasm" && !checksApart);

function askFindings(source) {
  if (!checksApart) return;
  const request = { source, ...options() };
  const key = JSON.stringify([source, request.device ?? "", request.os ?? ""]);
  if (key === findings.asked) return;
  findings.asked = key;
  api.check(request).then((answer) => {
    if (findings.asked !== key) return;
    findings.key = key;
    findings.list = answer.diagnostics;
    if (state.answer) showDiagnostics(state.answer.diagnostics);
  }, () => { /* no findings then: the page's own render is what matters */ });
}

/** A render's diagnostics with the server's findings for the latest source sent. */
function withFindings(diagnostics) {
  if (!checksApart || findings.key !== findings.asked) return diagnostics;
  return diagnostics.concat(findings.list);
}

function showReadout(presentations) {
  const readout = $("readout");
  const front = presentations.filter((p) => !p.dismissed).at(-1);
  if (!front) {
    readout.textContent = "no sheet";
    readout.dataset.detent = "";
    return;
  }
  readout.dataset.detent = front.detent;
  readout.dataset.height = String(front.height);
  readout.dataset.settled = String(front.settled);
  readout.dataset.dragging = String(front.dragging === true);
  readout.textContent =
    `${front.detent} · ${front.height.toFixed(0)} pt · ` +
    (front.settled ? "settled" : front.dragging ? "under the finger" : `moving ${front.velocity.toFixed(0)} pt/s`) +
    `\nselection ${front.selection ?? "none"} · detents ${front.detents.map((d) => `${d.detent} ${d.height.toFixed(0)}`).join(", ")}`;
}

/** Fonts asked for once already: a face that cannot load is not asked for again. */
const fontsAsked = new Set();

/** The canvas's height on the page (CSS px), kept by a ResizeObserver: reading clientHeight
 * while drawing would lay the page out again at every frame of an animation. */
let canvasHeight = canvas.clientHeight;
new ResizeObserver(() => {
  canvasHeight = canvas.clientHeight;
  draw();
}).observe(canvas);

function draw() {
  if (!state.list) return;
  const ratio = (window.devicePixelRatio || 1) * (canvasHeight / state.list.height || 1);
  const missing = drawDisplayList(canvas, state.list, Math.max(1, ratio), state.symbols).filter((f) => !fontsAsked.has(f));
  // Text drawn before its face arrived used a fallback: draw again once the faces are in.
  if (missing.length) {
    for (const f of missing) fontsAsked.add(f);
    loadFonts(missing).then(draw, draw);
  }
}

/** Shows a render or session answer: the last good picture stays while the code is broken. */
function show(answer) {
  state.answer = answer;
  showDiagnostics(answer.diagnostics);
  showReadout(answer.presentations);
  timeline.show(answer);
  variants.changed();
  if (answer.displayList) {
    state.list = answer.displayList;
    state.symbols = answer.symbols;
  }
  canvas.classList.toggle("stale", answer.stale === true || !answer.displayList);
  draw();
  const errors = answer.diagnostics.filter((d) => d.severity === "error").length;
  if (answer.refused) setStatus(answer.refused.message, true);
  else if (errors) setStatus(`${errors} error${errors === 1 ? "" : "s"}; showing the last good preview`, true);
  else setStatus(`t = ${answer.time?.toFixed(2) ?? "–"} s`);
}

/** A played frame's length (s): the engine's frames come at 60 Hz. */
const frameSeconds = 1 / 60;
/** The frames each batch of a settle asks for: few first (the release moves at once, and the
 * next batch comes while they play), then more; and how many frames still to play make the
 * page ask for the next. The WebAssembly backend computes a batch on the page's own thread,
 * where a batch of many frames would hold up the animation frames it is for: one at a time. */
const batchSizes = api.kind === "wasm" ? [1] : [4, 10, 30];
const lowWater = 12;

/** Whether the front sheet of an answer (or a played frame's presentations) moves by itself. */
function moving(presentations) {
  const front = presentations?.filter((p) => !p.dismissed).at(-1);
  return front != null && !front.settled && !front.dragging;
}

/**
 * Plays the front sheet's motion until it rests, at the display's rate, with no request in the
 * animation loop: the session answers `play` with a batch of the engine's frames (one each
 * 1/60 s, README "The HTTP API"), which the page plays from requestAnimationFrame by the clock
 * (the frame due at each animation frame; a slow display skips frames, a fast one shows each
 * for longer), asking for the next batch while it still has `lowWater` frames to play.
 * `state.frames` keeps the times of the animation frames that drew (for the bench and tests),
 * `state.drawTimes` how long each drawing took (ms), `state.starved` how many animation frames
 * found no frame yet to play (the batch still on its way).
 */
async function settle(generation) {
  if (!moving(state.answer?.presentations)) return;
  state.frames = [];
  state.drawTimes = [];
  state.starved = 0;
  const queue = [];
  let done = false;
  let asking = null;
  let failure = null;
  // What an interruption needs (`interrupt`): the time of the frame on screen, and whether
  // the session is ahead of it (frames asked for and not played yet).
  const playing = { shown: state.answer.time, ahead: () => asking != null || queue.length > 0 };
  state.playing = playing;
  let batches = 0;
  const ask = () => {
    const frames = batchSizes[Math.min(batches++, batchSizes.length - 1)];
    asking = enqueue(() => step("play", { seconds: frameSeconds, frames })).then((answer) => {
      asking = null;
      // The batch's frames draw the symbols of all of them (the answer's own list too).
      state.symbols = { ...state.symbols, ...answer.symbols };
      for (const f of answer.frames ?? []) queue.push(f);
      queue.push({ answer });
      done = answer.refused != null || !moving(answer.presentations);
    }, (e) => {
      asking = null;
      done = true;
      failure = e;
    });
  };
  ask();
  const frameMs = frameSeconds * 1000;
  let start = null;
  let played = 0;
  for (;;) {
    const now = await nextFrame();
    if (generation !== state.generation) return;
    if (!done && !asking && queue.length < lowWater) ask();
    if (queue.length === 0) {
      if (done && !asking) break;
      if (start !== null) {
        state.starved += 1;
        // The clock waits for the late batch rather than jumping over frames when it comes.
        start = null;
      }
      continue;
    }
    if (start === null) start = now - frameMs * played;
    // The frame due now: one a display frame at 60 Hz, in spite of jitter in rAF times.
    const due = Math.round((now - start) / frameMs) + 1;
    if (due <= played) continue;
    let frame = queue.shift();
    played += 1;
    while (played < due && queue.length > 0 && !queue[0].answer && !frame.answer) {
      frame = queue.shift();
      played += 1;
    }
    const began = performance.now();
    if (frame.answer) show(frame.answer);
    else showFrame(frame);
    playing.shown = frame.answer?.time ?? frame.time;
    state.drawTimes.push(performance.now() - began);
    state.frames.push(now);
    if (done && !asking && queue.length === 0) break;
  }
  if (state.playing === playing) state.playing = null;
  if (failure) setStatus(failure.message, true);
}

/**
 * A new action of the person: the settle being played stops (`state.generation`). The
 * session went ahead of the picture by the frames asked for and not played yet: it goes back
 * to the frame on screen (a `seek`, queued before the action's own request), so that a finger
 * that catches the moving sheet catches it where the person sees it. Returns the generation.
 */
function interrupt() {
  const generation = ++state.generation;
  const p = state.playing;
  state.playing = null;
  if (p?.ahead()) {
    state.interruptedAt = p.shown;
    enqueue(() => step("seek", { time: p.shown })).catch(() => {});
  }
  return generation;
}

/** How often the readout follows a played settle (ms): each change of its text lays the page
 * out again, which at every frame cost about as much as drawing the frame. */
const readoutInterval = 100;
let readoutShown = 0;

/** One played frame of a settle: its picture, and the readout every `readoutInterval`. */
function showFrame(frame) {
  const now = performance.now();
  if (now - readoutShown >= readoutInterval) {
    readoutShown = now;
    showReadout(frame.presentations);
  }
  if (frame.displayList) state.list = frame.displayList;
  draw();
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** A session step, queued, its answer shown. */
async function send(name, body) {
  const answer = await enqueue(() => step(name, body));
  show(answer);
  return answer;
}

async function run(name, body) {
  const generation = interrupt();
  try {
    await send(name, body);
    await settle(generation);
  } catch (e) {
    setStatus(e.message, true);
  }
}

async function startSession() {
  timeline.reset();
  const generation = interrupt();
  try {
    const answer = await enqueue(async () => {
      if (state.session) api.endSession(state.session).catch(() => {});
      askFindings(editor.getValue());
      const a = await api.newSession({ source: editor.getValue(), ...options() });
      state.session = a.session;
      return a;
    });
    show(answer);
    await settle(generation);
  } catch (e) {
    setStatus(e.message, true);
  }
}

let editTimer = null;
editor.on("change", () => {
  clearTimeout(editTimer);
  setStatus("editing…");
  editTimer = setTimeout(() => {
    const source = editor.getValue();
    askFindings(source);
    run("edit", { source });
  }, editDebounce);
});

for (const id of ["device", "orientation", "os", "dynamic-type", "dark", "reduce-motion"]) {
  $(id).addEventListener("change", () => {
    askFindings(editor.getValue());
    run("configure", options());
  });
}
$("restart").addEventListener("click", () => {
  timeline.reset();
  run("restart", {});
});
$("example").addEventListener("change", () => {
  const example = examples.find((e) => e.id === $("example").value);
  if (example) editor.setValue(example.source);
});

const timeline = createTimeline(
  { events: $("events"), play: $("play"), scrubber: $("scrubber"), time: $("clock-time"), marks: $("scrubber-marks") },
  { send, began: interrupt, generation: () => state.generation },
);
window.studio.timeline = timeline;

attachRecorder(
  { button: $("record"), output: $("record-script"), download: $("record-download") },
  {
    time: () => state.answer?.time ?? 0,
    restart: () => { timeline.reset(); return run("restart", {}); },
    listen: (fn) => { state.onGesture = fn; },
  },
);

attachShare({
  button: $("share"), output: $("share-link"), embedOutput: $("embed-link"), openLink: $("open-in-studio"),
  source: () => editor.getValue(),
});

const variants = createVariants($("variants"), $("variants-toggle"), {
  request: (name, body) => enqueue(() => step(name, body)),
  answer: () => state.answer,
  deviceName: (id) => state.devices.find((d) => d.id === id)?.name ?? id,
});

attachPointer(canvas, {
  list: () => state.list,
  hasSheet: () => state.answer?.presentations.some((p) => !p.dismissed) === true,
  send,
  began: interrupt,
  tap: (label) => run("tap", { label }),
  longPress: (label) => run("longPress", { label }),
  // A press on no text: on the front sheet when below its top edge (the list's height less
  // the sheet's), else on the background. Returns which, for the recorder.
  touch: (point) => {
    const front = state.answer?.presentations.filter((p) => !p.dismissed).at(-1);
    const onSheet = front !== undefined && state.list !== null && point.y >= state.list.height - front.height;
    run("touch", { onSheet });
    return onSheet;
  },
  key: (key) => run("key", { key }),
  released: (name, body) => run(name, body),
  onGesture: (g) => state.onGesture?.(g),
});

function fill(select, values, chosen) {
  select.replaceChildren(...values.map(([value, label]) => {
    const o = document.createElement("option");
    o.value = value;
    o.textContent = label;
    o.selected = value === chosen;
    return o;
  }));
}

let examples = [];
async function boot() {
  const [catalog, list, file] = await Promise.all([api.devices(), api.examples(), api.file()]);
  state.devices = catalog.devices;
  fill($("device"), catalog.devices.map((d) => [d.id, d.name]), catalog.defaultDevice);
  fill($("os"), catalog.os.map((v) => [v, `iOS ${v}`]), catalog.defaultOS);
  fill($("dynamic-type"), catalog.dynamicType.map((s) => [s, s]), "large");
  examples = list;
  fill($("example"), list.map((e) => [e.id, e.title]), list[0]?.id);
  const shared = sharedParameter();
  const link = shared ? await decodeShare(shared).catch((e) => {
    setStatus(`the link cannot be read: ${e.message}`, true);
    return null;
  }) : null;
  if (link) {
    applySettings(link.settings);
    fill($("example"), [["", "Shared program"], ...list.map((e) => [e.id, e.title])], "");
    editor.setValue(link.source);
  } else if (file) {
    state.watched = file;
    fill($("example"), [["", file.path], ...list.map((e) => [e.id, e.title])], "");
    editor.setValue(file.source);
    api.followFile(follow);
  } else {
    editor.setValue(list[0]?.source ?? "");
  }
  clearTimeout(editTimer);
  await startSession();
}

/** `detents studio FILE`: a save of the file (a server-sent event) replaces the editor's text. */
function follow(file) {
  state.watched = file;
  state.fileEvents += 1;
  if (file.source !== editor.getValue()) editor.setValue(file.source);
}

boot().catch((e) => setStatus(`cannot start: ${e.message}`, true));
