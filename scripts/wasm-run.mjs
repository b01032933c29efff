#!/usr/bin/env node
// node scripts/wasm-run.mjs FILE.swift [--at S] [--tap LABEL] [--dump]: `detents run` in
// WebAssembly (issue 16). Runs the program with .build/wasm/detents.wasm (`make wasm`) and
// prints what `detents run` prints for the same arguments: the same standard output, the same
// errors on standard error, the same exit status. Only these options are taken (the others of
// `detents run` are a usage error here). WASM (environment) names another module file.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "../Wasm/detents.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const usage = "usage: detents run [options] FILE.swift… | DIR";

function usageError(message) {
  process.stderr.write(`detents run: ${message}\n${usage}\n`);
  process.exit(2);
}

// The arguments as the CLI reads them (Sources/detents/Arguments.swift): --name value,
// --name=value, --flag; -- ends the options.
const values = {};
let dump = false;
const files = [];
const argv = process.argv.slice(2);
const takesValue = new Set(["at", "tap"]);
for (let i = 0, onlyFiles = false; i < argv.length; i++) {
  const a = argv[i];
  if (onlyFiles || !a.startsWith("-") || a === "-") {
    files.push(a);
    continue;
  }
  if (a === "--") {
    onlyFiles = true;
    continue;
  }
  let name = a.replace(/^-+/, "");
  let inline = null;
  const eq = name.indexOf("=");
  if (eq >= 0) {
    inline = name.slice(eq + 1);
    name = name.slice(0, eq);
  }
  if (name === "dump") {
    if (inline !== null) usageError("option '--dump' takes no value");
    dump = true;
  } else if (takesValue.has(name)) {
    const placeholder = name === "at" ? "SECONDS" : "TEXT[@SECONDS]";
    const value = inline ?? argv[++i];
    if (value === undefined) usageError(`option '--${name}' needs a value (${placeholder})`);
    if (value === "") usageError(`option '--${name}' needs a value (${placeholder}), not an empty one`);
    values[name] = value;
  } else {
    usageError(`'${a}': wasm-run.mjs takes FILE.swift, --at, --tap and --dump only`);
  }
}
if (files.length === 0) usageError("give the Swift file to run (or several, or a folder)");
if (files.length > 1) usageError("wasm-run.mjs runs one file");

let source;
try {
  source = readFileSync(files[0]);
} catch (e) {
  const why = { ENOENT: "no such file", EACCES: "permission denied", EISDIR: "is a folder" }[e.code] ?? e.message;
  process.stderr.write(`detents run: cannot read '${files[0]}': ${why}\n`);
  process.exit(1);
}
let text;
try {
  text = new TextDecoder("utf-8", { fatal: true }).decode(source);
} catch {
  process.stderr.write(`detents run: '${files[0]}' is not valid UTF-8\n`);
  process.exit(1);
}

const wasm = process.env.WASM ?? join(root, ".build/wasm/detents.wasm");
const detents = await load(readFileSync(wasm));
const out = detents.run({ source: text, path: files[0], at: values.at ?? null, tap: values.tap ?? null, dump });
process.stdout.write(out.stdout);
if (out.status === 2) usageError(out.stderr);
process.stderr.write(out.stderr);
process.exitCode = out.status;
