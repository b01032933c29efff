// Pointer input on the preview. A press that moves more than `tapSlop` points is a drag that
// the sheet follows: the finger goes down on the engine's sheet (`drag {phase: "began"}`),
// each pointermove is a step (`drag {phase: "changed", dy, velocity, after}`) whose answer is
// drawn at once, and the release (`"ended"`) hands the velocity to the engine, whose settle
// the page then plays. A press that does not move is a tap on the text under it, or, off any
// text, a touch on the background or the sheet (which closes an open menu, and dismisses a
// dimming sheet as iOS does); held for `longPressSeconds` it is a long press on the text
// (a context menu). Return and Escape on the focused preview are key presses.
import { textAt } from "./draw.js";

/** A pointer that moves less than this (points) is a tap, not a drag. */
export const tapSlop = 8;
/** A press held this long without moving is a long press (UILongPressGestureRecognizer's
 * default minimumPressDuration). */
export const longPressSeconds = 0.5;
/** The finger's velocity is taken over its moves in the last this many ms (as UIKit does, over a short window). */
const velocityWindow = 80;
/** The fastest flick passed on (pt/s); a finger on glass stays well under it. */
const maximumVelocity = 20000;

/** The keys the preview passes on (KeyboardEvent.key → the session's `key` step's name). */
export const pressedKeys = { Enter: "return", Escape: "escape" };

/**
 * Listens on `canvas`. `studio` gives `list()` (the display list drawn), `hasSheet()`, `send(name, body)`
 * (a session step, queued, its answer shown), `tap(label)`, `longPress(label)`, `touch(point)`
 * (a press on no text), `key(name)` (`return` or `escape`) and `released()` (play the settle),
 * `began()` (a new gesture: older animations stop) and optional `onGesture(event)` (for
 * recording: `{kind: "tap", label}`, `{kind: "longPress", label}`, `{kind: "touch", onSheet}`,
 * `{kind: "key", key}` or `{kind: "drag", dy, seconds}`).
 */
export function attachPointer(canvas, studio) {
  let press = null;

  function point(e) {
    const list = studio.list();
    const r = canvas.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) / r.width) * (list?.width ?? 1),
      y: ((e.clientY - r.top) / r.height) * (list?.height ?? 1),
      time: e.timeStamp,
    };
  }

  /** pt/s (positive down) over the samples of the last `velocityWindow` ms. */
  function velocity(samples) {
    const last = samples.at(-1);
    const first = samples.find((s) => last.time - s.time <= velocityWindow) ?? last;
    const dt = (last.time - first.time) / 1000;
    // Two events a fraction of a millisecond apart say nothing of the speed: no velocity then.
    if (dt < 0.004) return 0;
    return Math.max(-maximumVelocity, Math.min(maximumVelocity, (last.y - first.y) / dt));
  }

  // Moves are coalesced: while one is on its way, only the newest waits, so a slow answer
  // never leaves the sheet behind the finger by more than one step.
  function sendMove(p) {
    p.waiting = true;
    if (p.inFlight) return;
    p.waiting = false;
    const sample = p.samples.at(-1);
    const body = {
      phase: "changed",
      dy: sample.y - p.start.y,
      velocity: velocity(p.samples),
      after: Math.max(0, (sample.time - p.sentTime) / 1000),
    };
    p.sentTime = sample.time;
    p.inFlight = studio.send("drag", body).catch(() => {}).then(() => {
      p.inFlight = null;
      if (p.waiting && !p.ended) sendMove(p);
    });
  }

  canvas.addEventListener("pointerdown", (e) => {
    if (!studio.list()) return;
    canvas.setPointerCapture(e.pointerId);
    const start = point(e);
    press = { start, samples: [start], dragging: false, sentTime: start.time, inFlight: null, waiting: false };
    const held = press;
    held.timer = setTimeout(() => {
      if (press !== held || held.dragging) return;
      const text = textAt(studio.list(), held.start.x, held.start.y);
      if (!text) return;
      held.longPressed = true;
      studio.onGesture?.({ kind: "longPress", label: text.text });
      studio.longPress(text.text);
    }, longPressSeconds * 1000);
  });

  canvas.addEventListener("pointermove", (e) => {
    if (!press) return;
    const p = point(e);
    press.samples.push(p);
    if (press.samples.length > 64) press.samples.splice(0, press.samples.length - 64);
    if (!press.dragging) {
      if (Math.hypot(p.x - press.start.x, p.y - press.start.y) <= tapSlop || press.longPressed) return;
      // Without a sheet on screen there is nothing to drag (and no tap either).
      if (!studio.hasSheet()) {
        press = null;
        return;
      }
      press.dragging = true;
      studio.began();
      // The finger went down where the press started: time runs from there.
      studio.send("drag", { phase: "began" }).catch(() => {});
      press.sentTime = press.start.time;
    }
    sendMove(press);
  });

  canvas.addEventListener("pointerup", async (e) => {
    const p = press;
    press = null;
    if (!p) return;
    clearTimeout(p.timer);
    const end = point(e);
    if (!p.dragging) {
      if (p.longPressed) return;
      const text = textAt(studio.list(), p.start.x, p.start.y);
      if (text) {
        studio.onGesture?.({ kind: "tap", label: text.text });
        studio.tap(text.text);
      } else {
        const onSheet = studio.touch(p.start);
        studio.onGesture?.({ kind: "touch", onSheet });
      }
      return;
    }
    p.ended = true;
    p.samples.push(end);
    const dy = end.y - p.start.y;
    const v = velocity(p.samples);
    // The last move's answer first, so that `after` counts from it.
    if (p.inFlight) await p.inFlight;
    const after = Math.max(0, (end.time - p.sentTime) / 1000);
    studio.onGesture?.({ kind: "drag", dy, seconds: (end.time - p.start.time) / 1000 });
    studio.released("drag", { phase: "ended", dy, velocity: v, after });
  });

  // Return and Escape while the preview has focus (a click on it gives it focus; the editor's
  // keys stay the editor's): the front window's `.defaultAction` / `.cancelAction` button.
  canvas.addEventListener("keydown", (e) => {
    const key = pressedKeys[e.key];
    if (!key || e.repeat || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !studio.list()) return;
    e.preventDefault();
    studio.onGesture?.({ kind: "key", key });
    studio.key(key);
  });

  canvas.addEventListener("pointercancel", () => {
    const p = press;
    press = null;
    if (p?.dragging) studio.released("drag", { phase: "ended", dy: p.samples.at(-1).y - p.start.y, velocity: 0, after: 0 });
  });
}
