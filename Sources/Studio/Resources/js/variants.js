// The variants view: the program at every detent of its front sheet side by side, and on a
// row of devices, each a small canvas drawn from a `variant` answer (the session's copy with
// other settings: the session itself does not change).
import { drawDisplayList, loadFonts } from "./draw.js";

/** The devices of the row: the smallest iPhone, the default, the largest, an iPad. */
export const variantDevices = ["iphone-se-3rd-generation", "iphone-16-pro", "iphone-16-pro-max", "ipad-mini-a17-pro"];
/** Each variant's height on the page (CSS px). */
const cardHeight = 260;
/** How long the page must be still before the variants are drawn again (ms). */
const refreshDelay = 400;

/**
 * The view in `panel` (its `detents` and `devices` rows), shown and hidden by `toggle`.
 * `studio` gives `request(name, body)` (a queued session step whose answer is not shown),
 * `answer()` (the answer on screen) and `deviceName(id)`.
 */
export function createVariants(panel, toggle, studio) {
  const detentRow = panel.querySelector("[data-row=detents]");
  const deviceRow = panel.querySelector("[data-row=devices]");
  let timer = null;
  let generation = 0;

  function card(row, caption, attributes) {
    const figure = document.createElement("figure");
    figure.dataset.testid = "variant";
    Object.assign(figure.dataset, attributes);
    const canvas = document.createElement("canvas");
    const label = document.createElement("figcaption");
    label.textContent = caption;
    figure.append(canvas, label);
    row.appendChild(figure);
    return { figure, canvas, label };
  }

  function draw(c, answer) {
    const list = answer.displayList;
    if (!list) return;
    c.canvas.style.height = `${cardHeight}px`;
    c.canvas.style.width = `${(cardHeight * list.width) / list.height}px`;
    const ratio = (window.devicePixelRatio || 1) * (cardHeight / list.height);
    const missing = drawDisplayList(c.canvas, list, ratio, answer.symbols);
    if (missing.length) loadFonts(missing).then(() => drawDisplayList(c.canvas, list, ratio, answer.symbols));
    const front = answer.presentations.filter((p) => !p.dismissed).at(-1);
    c.figure.dataset.height = front ? String(front.height) : "";
    c.figure.dataset.ready = "true";
  }

  async function refresh() {
    const mine = ++generation;
    const answer = studio.answer();
    const front = answer?.presentations.filter((p) => !p.dismissed).at(-1);
    detentRow.replaceChildren();
    deviceRow.replaceChildren();
    const jobs = [];
    if (!front) {
      detentRow.textContent = "no sheet on screen: the detents appear once one is";
    } else {
      front.detents.forEach((d, k) => {
        const c = card(detentRow, `${d.detent} · ${d.height.toFixed(0)} pt`, { detent: d.detent });
        jobs.push([c, { detent: k }]);
      });
    }
    for (const id of variantDevices) {
      const c = card(deviceRow, studio.deviceName(id), { device: id });
      jobs.push([c, { device: id }]);
    }
    for (const [c, body] of jobs) {
      try {
        const a = await studio.request("variant", body);
        if (mine !== generation) return;
        draw(c, a);
      } catch (e) {
        if (mine !== generation) return;
        c.label.textContent += ` (${e.message})`;
        c.figure.dataset.error = e.message;
      }
    }
    panel.dataset.ready = String(mine);
  }

  toggle.addEventListener("click", () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute("aria-pressed", String(!panel.hidden));
    if (!panel.hidden) refresh();
  });

  return {
    /** The program or its settings changed: draw the variants again once the page is still. */
    changed() {
      if (panel.hidden) return;
      clearTimeout(timer);
      timer = setTimeout(refresh, refreshDelay);
    },
    refresh,
  };
}
