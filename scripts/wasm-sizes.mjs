// Where the bytes of a WebAssembly module go (issue 16's size budget): `node
// scripts/wasm-sizes.mjs MODULE.wasm [--top N] [--match TEXT]` prints the size of each section,
// then the functions' bytes by module and by kind (generic specialisations, closures, thunks,
// the rest) and the N biggest functions, names demangled with swift-demangle. The names come
// from the module's name section: link without --strip-all and keep it through wasm-opt
// (`WASM_KEEP_NAMES=1 scripts/wasm-build` writes .build/wasm/detents.names.wasm).
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && !/^\d+$/.test(a));
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
if (!file) {
  console.error("usage: node scripts/wasm-sizes.mjs MODULE.wasm [--top N] [--match TEXT]");
  process.exit(2);
}
const top = Number(option("--top", "40"));
const match = option("--match", null);
const bytes = readFileSync(file);
let at = 8;
function leb() {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if ((b & 0x80) === 0) return result;
  }
}
function name() {
  const n = leb();
  const s = bytes.toString("utf8", at, at + n);
  at += n;
  return s;
}
const sectionNames = ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element",
  "code", "data", "datacount", "tag"];
const sections = [];
let importedFunctions = 0;
const bodies = [];
const names = new Map();
const dataNames = new Map();
const dataSegments = [];
while (at < bytes.length) {
  const id = bytes[at++];
  const size = leb();
  const start = at;
  let label = sectionNames[id] ?? `section ${id}`;
  if (id === 0) {
    label = "custom " + name();
    if (label === "custom name") {
      while (at < start + size) {
        const sub = bytes[at++];
        const subSize = leb();
        const subEnd = at + subSize;
        if (sub === 1) {
          const count = leb();
          for (let i = 0; i < count; i++) names.set(leb(), name());
        } else if (sub === 9) {
          const count = leb();
          for (let i = 0; i < count; i++) dataNames.set(leb(), name());
        }
        at = subEnd;
      }
    }
  } else if (id === 2) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      name();
      name();
      const kind = bytes[at++];
      if (kind === 0) {
        leb();
        importedFunctions++;
      } else if (kind === 1) {
        at++;
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 2) {
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 3) {
        at += 2;
      }
    }
  } else if (id === 10) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      const n = leb();
      bodies.push({ index: importedFunctions + i, size: n });
      at += n;
    }
  } else if (id === 11) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      const flags = leb();
      if (flags === 2) leb();
      if (flags !== 1) {
        // An offset expression: read up to its `end` (0x0b).
        while (bytes[at++] !== 0x0b);
      }
      const n = leb();
      dataSegments.push(n);
      at += n;
    }
  }
  sections.push({ label, size });
  at = start + size;
}
const kb = (n) => (n / 1024).toFixed(1).padStart(8) + " KB";
console.log(`${file}: ${kb(bytes.length)}`);
for (const s of sections) console.log(`  ${s.label.padEnd(24)}${kb(s.size)}`);
console.log(`  ${bodies.length} functions, ${dataSegments.length} data segments`);
if (names.size === 0) {
  console.log("(no name section: link without --strip-all to see the functions)");
  process.exit(0);
}
const mangled = bodies.map((b) => names.get(b.index) ?? `function ${b.index}`);
const demangled = execFileSync("swift-demangle", ["--compact"], { input: mangled.join("\n"), maxBuffer: 1 << 28 })
  .toString()
  .split("\n");
for (let i = 0; i < bodies.length; i++) {
  bodies[i].mangled = mangled[i];
  bodies[i].name = demangled[i] || mangled[i];
}
// The module of a Swift symbol: the first identifier of its mangling ($s6Layout…, $e6Layout…).
function moduleOf(m) {
  const r = /^\$[se](\d+)/.exec(m);
  if (!r) return m.startsWith("_") || /^[a-z]/.test(m) ? "C / runtime" : "other";
  const n = Number(r[1]);
  const rest = m.slice(r[0].length, r[0].length + n);
  return rest;
}
function kindOf(b) {
  const n = b.name;
  if (n.startsWith("generic specialization")) return "generic specialisation";
  if (/closure #\d/.test(n)) return "closure";
  if (/thunk/.test(n)) return "thunk";
  if (/outlined/.test(n)) return "outlined copy/destroy";
  if (/value witness|witness table|protocol witness/.test(n)) return "witness";
  return "other";
}
function table(title, key) {
  const totals = new Map();
  for (const b of bodies) {
    const k = key(b);
    const t = totals.get(k) ?? { size: 0, count: 0 };
    t.size += b.size;
    t.count++;
    totals.set(k, t);
  }
  console.log(`\n${title}`);
  for (const [k, t] of [...totals].sort((a, b) => b[1].size - a[1].size).slice(0, 30))
    console.log(`${kb(t.size)} ${String(t.count).padStart(6)}  ${k}`);
}
const chosen = match ? bodies.filter((b) => b.name.includes(match) || b.mangled.includes(match)) : bodies;
if (match) console.log(`\n${chosen.length} functions match ${match}: ${kb(chosen.reduce((n, b) => n + b.size, 0))}`);
else {
  table("functions by module", (b) => moduleOf(b.mangled));
  table("functions by kind", kindOf);
  // Specialisations of the same generic function, summed.
  table("specialisations by what they specialise", (b) =>
    kindOf(b) === "generic specialisation" ? b.name.replace(/^generic specialization <[^>]*(?:<[^>]*>[^>]*)*> of /, "") : "(not one)",
  );
}
if (!match) {
  console.log("\nthe biggest data segments");
  const segments = dataSegments.map((size, i) => ({ size, name: dataNames.get(i) ?? `segment ${i}` }));
  for (const d of segments.sort((a, b) => b.size - a.size).slice(0, 8)) console.log(`${kb(d.size)}  ${d.name}`);
}
console.log(`\nthe ${top} biggest functions`);
for (const b of [...chosen].sort((a, b) => b.size - a.size).slice(0, top))
  console.log(`${kb(b.size)}  ${b.name.slice(0, 220)}`);
