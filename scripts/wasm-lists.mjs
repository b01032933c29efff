#!/usr/bin/env node
// node scripts/wasm-lists.mjs TABLE FILE.swift [--at S] [--tap TEXT]: the display lists of the
// WebAssembly build (issue 16) against the native ones. TABLE is what
// `detents preview FILE.swift --format json --text-metrics fixed --out DIR [--at S] [--tap TEXT]`
// printed (its rows name the JSON files it wrote, with each frame's detent); the same program
// runs in .build/wasm/detents.wasm (WASM names another), and each of its frames must have the
// native frame's detent and list: the same keys and strings, numbers equal to 1e-6. Prints the
// first difference of each frame that differs and exits 1; exits 0 when all are equal.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "../Wasm/detents.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [tablePath, file, ...rest] = process.argv.slice(2);
const option = (name) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : null;
};

// The table's rows: image file and detent, columns two spaces or more apart.
const native = [];
for (const line of readFileSync(tablePath, "utf8").split("\n")) {
  const [image, detent] = line.split(/ {2,}/);
  if (image?.endsWith(".json")) native.push({ detent, list: JSON.parse(readFileSync(image, "utf8")) });
}
if (native.length === 0) {
  console.log(`no display lists in ${tablePath}`);
  process.exit(1);
}

const detents = await load(readFileSync(process.env.WASM ?? join(root, ".build/wasm/detents.wasm")));
const out = detents.previewLists({ source: readFileSync(file, "utf8"), path: file, at: option("at"), tap: option("tap") });
if (out.status !== 0) {
  console.log(`the wasm build stopped (exit ${out.status}):\n${out.stderr}`);
  process.exit(1);
}
const frames = JSON.parse(out.stdout);

/** The first place `a` and `b` differ (a path and both values), or null. */
function difference(a, b, path) {
  if (typeof a === "number" && typeof b === "number") {
    return Math.abs(a - b) <= 1e-6 ? null : { path, a, b };
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return { path: `${path}.length`, a: a.length, b: b.length };
    for (let i = 0; i < a.length; i++) {
      const d = difference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    if (keys.join() !== Object.keys(b).join()) return { path: `${path} keys`, a: keys.join(), b: Object.keys(b).join() };
    for (const k of keys) {
      const d = difference(a[k], b[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : { path, a, b };
}

let failed = frames.length !== native.length;
if (failed) console.log(`${native.length} frames natively, ${frames.length} in wasm`);
for (let i = 0; i < Math.min(frames.length, native.length); i++) {
  const d =
    frames[i].detent === native[i].detent
      ? difference(native[i].list, frames[i].list, "list")
      : { path: "detent", a: native[i].detent, b: frames[i].detent };
  if (d) {
    failed = true;
    console.log(`frame ${i} (${native[i].detent}): ${d.path}: native ${JSON.stringify(d.a)}, wasm ${JSON.stringify(d.b)}`);
  }
}
process.exit(failed ? 1 : 0);
