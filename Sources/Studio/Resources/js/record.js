// Recording a gesture on the page as a `detents simulate` script (the program-script format,
// Sources/Preview/ProgramScript.swift): Record restarts the session at t = 0 and notes each tap
// drag and key press with the virtual time between them; Stop writes the script (`tap "…"`,
// `wait S`, `drag sheet DY over S`, `key return`) for `detents simulate FILE.swift --script SCRIPT`. A drag is written
// as a straight one from where the finger went down to where it lifted, over the time it took.

const round = (v, digits) => Number(v.toFixed(digits));

/** The script for `steps` ({kind: "tap" | "longPress", label, time} | {kind: "touch", onSheet,
 * time} | {kind: "key", key, time} | {kind: "drag", dy, seconds, time}) ending at `end`. */
export function scriptOf(steps, end) {
  const lines = ["# recorded in Detents Studio; run: detents simulate FILE.swift --script THIS"];
  let t = 0;
  const wait = (until) => {
    const s = round(until - t, 2);
    if (s > 0) lines.push(`wait ${s}`);
    t = Math.max(t, until);
  };
  for (const step of steps) {
    wait(step.time);
    if (step.kind === "tap") {
      lines.push(`tap "${step.label.replaceAll('"', "")}"`);
    } else if (step.kind === "longPress") {
      lines.push(`long-press "${step.label.replaceAll('"', "")}"`);
    } else if (step.kind === "touch") {
      // A script's touch is on the background (`tap background`); one on the sheet is not
      // written (it runs only the sheet content's gestures).
      if (!step.onSheet) lines.push("tap background");
    } else if (step.kind === "key") {
      lines.push(`key ${step.key}`);
    } else {
      const over = Math.max(0.01, round(step.seconds, 2));
      lines.push(`drag sheet ${round(step.dy, 1)} over ${over}`);
      t += over;
    }
  }
  wait(Math.max(end, t + 1));
  return lines.join("\n") + "\n";
}

/**
 * The Record button on `elements` (`button`, `output`: a textarea, `download`: a link).
 * `studio` gives `time()` (the session's virtual time now), `restart()` (a promise) and sets
 * `studio.listen(fn)` to receive the pointer's gestures.
 */
export function attachRecorder(elements, studio) {
  const { button, output, download } = elements;
  let steps = null;

  studio.listen((g) => {
    if (!steps) return;
    const now = studio.time();
    if (g.kind === "tap" || g.kind === "longPress") steps.push({ kind: g.kind, label: g.label, time: now });
    else if (g.kind === "touch") steps.push({ kind: "touch", onSheet: g.onSheet, time: now });
    else if (g.kind === "key") steps.push({ kind: "key", key: g.key, time: now });
    else steps.push({ kind: "drag", dy: g.dy, seconds: g.seconds, time: Math.max(0, now - g.seconds) });
  });

  button.addEventListener("click", async () => {
    if (!steps) {
      await studio.restart();
      steps = [];
      button.textContent = "Stop";
      button.dataset.recording = "true";
      return;
    }
    const script = scriptOf(steps, studio.time());
    steps = null;
    button.textContent = "Record";
    button.dataset.recording = "false";
    output.value = script;
    output.hidden = false;
    download.href = URL.createObjectURL(new Blob([script], { type: "text/plain" }));
    download.hidden = false;
  });
}
