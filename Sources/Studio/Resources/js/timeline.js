// The event timeline and the virtual clock. The timeline lists what the run's log says
// happened up to the clock's time (selection changes, onChange, onDismiss, tasks started,
// finished and cancelled, taps, drags, presentations), each with its time and kind, and marks
// them on the scrubber. The clock plays (each animation frame steps the session by the
// frame's time), pauses, and scrubs: moving the scrubber seeks the session to that time
// (`seek {time}`: the server replays the history there, later interactions kept to play again).

/** The kind of a log line, from its text (the runtime's wording, Sources/SwiftUIRuntime). */
export function eventKind(text) {
  if (text.startsWith("print:")) return "print";
  if (/selection = |settled on a new detent/.test(text)) return "selection";
  if (text.startsWith("onChange")) return "onChange";
  if (text.startsWith("onDismiss")) return "onDismiss";
  if (text.startsWith("task cancelled") || text.includes("the task is cancelled")) return "task-cancelled";
  if (text.startsWith("task started")) return "task-started";
  if (text.startsWith("task finished") || text.startsWith("task ended")) return "task-finished";
  if (/^(tap |touch |drag |finger )/.test(text)) return "input";
  if (/^(present|sheet presented|sheet dismissed|dismiss)/.test(text)) return "presentation";
  return "other";
}

/** A log line as `{time, text, kind}`: `  1.817  sheet settled …` (time null for a print). */
export function parseEvent(line) {
  const m = /^\s*(\d+\.\d+)\s\s(.*)$/.exec(line);
  const time = m ? Number(m[1]) : null;
  const text = (m ? m[2] : line).trim();
  return { time, text, kind: eventKind(text) };
}

/**
 * The timeline and clock on the page's elements (`events`, `play`, `scrubber`, `clock-time`,
 * `scrubber-marks`). `studio` gives `send(name, body)` (a queued session step, its answer shown)
 * and `began()` (a new action: other animations stop; returns its generation) and
 * `generation()`.
 */
export function createTimeline(elements, studio) {
  const { events, play, scrubber, time: clockTime, marks } = elements;
  let playing = false;
  let horizon = 1;
  let seeking = null; // { time, inFlight }
  let shown = [];
  let shownKey = "";
  let marksHorizon = 0;

  function setPlaying(on) {
    playing = on;
    play.textContent = on ? "Pause" : "Play";
    play.dataset.playing = String(on);
  }

  async function loop(generation) {
    let last = await nextFrame();
    while (playing && generation === studio.generation()) {
      const now = await nextFrame();
      const seconds = Math.min(0.1, Math.max(0, (now - last) / 1000));
      last = now;
      try {
        await studio.send("advance", { seconds });
      } catch {
        break;
      }
    }
    if (generation === studio.generation()) setPlaying(false);
  }

  play.addEventListener("click", () => {
    if (playing) {
      setPlaying(false);
      studio.began();
      return;
    }
    const generation = studio.began();
    setPlaying(true);
    loop(generation);
  });

  // Scrubbing: while a seek is on its way only the newest position waits.
  function seek(t) {
    if (seeking) {
      seeking.time = t;
      return;
    }
    seeking = { time: t };
    const go = () => {
      const target = seeking.time;
      studio.send("seek", { time: target }).catch(() => {}).then(() => {
        if (seeking.time !== target) go();
        else seeking = null;
      });
    };
    go();
  }
  scrubber.addEventListener("input", () => {
    setPlaying(false);
    studio.began();
    seek(Number(scrubber.value));
  });

  /** Shows an answer: the clock at its time, the timeline of its log. */
  function show(answer) {
    const t = answer.time ?? 0;
    horizon = Math.max(horizon, t, answer.end ?? 0);
    scrubber.max = String(horizon);
    if (!seeking) scrubber.value = String(t);
    clockTime.textContent = `${t.toFixed(2)} s`;
    clockTime.dataset.time = String(t);
    // The log changes only now and then while time steps on (every frame of an animation has
    // the same): redo the list when it changed, and the marks when the scrubber's range did.
    const key = `${answer.events.length} ${answer.events.at(-1) ?? ""}`;
    if (key === shownKey) {
      if (horizon !== marksHorizon) placeMarks();
      return;
    }
    shownKey = key;
    shown = answer.events.map(parseEvent);
    events.replaceChildren(...shown.map((e) => {
      const li = document.createElement("li");
      li.dataset.kind = e.kind;
      if (e.time != null) li.dataset.time = String(e.time);
      const stamp = document.createElement("time");
      stamp.textContent = e.time != null ? e.time.toFixed(3) : "";
      li.append(stamp, ` ${e.text}`);
      if (e.time != null) li.addEventListener("click", () => { scrubber.value = String(e.time); scrubber.dispatchEvent(new Event("input")); });
      return li;
    }));
    marks.replaceChildren(...shown.filter((e) => e.time != null && e.kind !== "other").map((e) => {
      const m = document.createElement("span");
      m.className = `mark ${e.kind}`;
      m.dataset.time = String(e.time);
      m.title = `${e.time.toFixed(3)} s ${e.text}`;
      return m;
    }));
    placeMarks();
  }

  function placeMarks() {
    marksHorizon = horizon;
    for (const m of marks.children) m.style.left = `${(100 * Number(m.dataset.time)) / horizon}%`;
  }

  /** Back to t = 0 (a restart or a new program): the scrubber's range starts again. */
  function reset() {
    horizon = 1;
    setPlaying(false);
  }

  return { show, reset, isPlaying: () => playing, events: () => shown };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
