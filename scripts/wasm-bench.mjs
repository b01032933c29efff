#!/usr/bin/env node
// node scripts/wasm-bench.mjs [NATIVE-FIGURES]: the WebAssembly build's speed (issue 16), a part
// of `make bench`. Instantiates .build/wasm/detents.wasm in node (the median of 9) and times
// parse + sema + run + layout of each seed example's first frame in it (fixed text metrics;
// the median of 25 rounds of 10, as detents-bench times it), beside the native figure of the
// same work from `detents-bench --seed-pipeline` (its output in the file NATIVE-FIGURES, or
// run here), as a ratio. Goal: ≤ 2× native.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "../Wasm/detents.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const shared = process.env.DETENTS_SHARED ?? join(root, "../shared");
const seeds = join(process.env.DETENTS_SEEDS ?? join(shared, "seeds"), "examples");
const bytes = readFileSync(process.env.WASM ?? join(root, ".build/wasm/detents.wasm"));

const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];

const native = new Map();
const figures = process.argv[2]
  ? readFileSync(process.argv[2], "utf8")
  : execFileSync(join(root, ".build/release/detents-bench"), ["--seed-pipeline"], { encoding: "utf8" });
for (const line of figures.trim().split("\n")) {
  const [name, ns] = line.split(" ");
  native.set(name, Number(ns));
}

const module = await WebAssembly.compile(bytes);
const times = [];
for (let i = 0; i < 9; i++) {
  const t = performance.now();
  await load(module);
  times.push(performance.now() - t);
}
const compileStart = performance.now();
await WebAssembly.compile(bytes);
const compileMs = performance.now() - compileStart;
const detents = await load(module);
console.log(`wasm-bench (node ${process.version}; detents.wasm ${Math.round(bytes.length / 1024)} KB)`);
console.log(
  `${"instantiate detents.wasm in node".padEnd(44)} ${median(times).toFixed(1).padStart(9)} ms   (goal ≤ 50 ms; compiling it first: ${compileMs.toFixed(0)} ms)`,
);
const ratios = [];
let wasmTotal = 0;
let nativeTotal = 0;
for (const name of readdirSync(seeds).filter((f) => f.endsWith(".swift")).sort()) {
  const source = readFileSync(join(seeds, name), "utf8");
  detents.firstFrames(source, name, 1); // warm up
  const rounds = [];
  for (let i = 0; i < 25; i++) {
    const t = performance.now();
    detents.firstFrames(source, name, 10);
    rounds.push(((performance.now() - t) * 1e6) / 10);
  }
  const ns = median(rounds);
  const base = native.get(name);
  const ratio = base ? ns / base : NaN;
  if (base) {
    ratios.push(ratio);
    wasmTotal += ns;
    nativeTotal += base;
  }
  console.log(
    `${("first frame " + name.slice(0, 32)).padEnd(44)} ${(ns / 1e3).toFixed(1).padStart(9)} µs   native ${base ? (base / 1e3).toFixed(1) : "?"} µs: ${ratio.toFixed(2)}× (goal ≤ 2×)`,
  );
}
ratios.sort((a, b) => a - b);
console.log(
  `${"all seed examples, wasm / native".padEnd(44)} ${(wasmTotal / nativeTotal).toFixed(2).padStart(9)} ×    (${(wasmTotal / 1e6).toFixed(1)} ms / ${(nativeTotal / 1e6).toFixed(1)} ms; goal ≤ 2×)`,
);
console.log(
  `${"wasm / native, seed examples (median)".padEnd(44)} ${median([...ratios]).toFixed(2).padStart(9)} ×    (worst ${ratios[ratios.length - 1].toFixed(2)}×; goal ≤ 2×)`,
);
