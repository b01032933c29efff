// Loads .build/wasm/detents.wasm (issue 16) and exposes its calls: the one JS module the page
// and scripts/wasm-run.mjs use. `load(bytes)` instantiates the module with its imports (the
// math functions Embedded Swift declares as C symbols, and `detents.write`, through which the
// module prints) and returns an object with `run(...)` and `firstFrames(...)`.

/**
 * The C functions the module imports (Wasm/imports.txt): the math of Sources/Portable/Math.swift,
 * `fmod` (JS `%` is C's fmod, exactly), and the Swift runtime's `_swift_stdlib_strtod_clocale`
 * (`Double("…")`), given memory to read and write.
 */
function cImports(memory) {
  return {
    sin: Math.sin,
    cos: Math.cos,
    exp: Math.exp,
    log: Math.log,
    fmod: (a, b) => a % b,
    _swift_stdlib_strtod_clocale(text, result) {
      const bytes = new Uint8Array(memory().buffer);
      let end = text;
      while (bytes[end] !== 0) end++;
      const parsed = strtod(new TextDecoder().decode(bytes.subarray(text, end)));
      if (!parsed) return 0;
      new DataView(memory().buffer).setFloat64(result, parsed.value, true);
      return text + parsed.length;
    },
  };
}

/**
 * C's strtod in the C locale on `text`: the value of its longest prefix that is a number
 * (after white space: a sign, then decimal digits with a point and an exponent, a hexadecimal
 * 0x…p…, inf, infinity or nan) and that prefix's length in bytes (the text is ASCII up to
 * there), or null when none is.
 */
export function strtod(text) {
  const m = /^([ \t\n\v\f\r]*)([+-]?)(?:(0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?[0-9]+)?)|((?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)|(infinity|inf)|(nan(?:\([0-9A-Za-z_]*\))?))/i.exec(
    text,
  );
  if (!m) return null;
  const sign = m[2] === "-" ? -1 : 1;
  let value;
  if (m[3]) {
    const [, digits, exponent] = /^0[xX]([^pP]*)(?:[pP](.*))?$/.exec(m[3]);
    const [whole, fraction = ""] = digits.split(".");
    value = Number(BigInt("0x0" + whole + fraction)) * 2 ** (Number(exponent ?? 0) - 4 * fraction.length);
  } else if (m[4]) {
    value = Number(m[4]);
  } else if (m[5]) {
    value = Infinity;
  } else {
    value = NaN;
  }
  return { value: sign * value, length: m[0].length };
}

/**
 * Instantiates the module from its bytes (a BufferSource) and returns its calls.
 * @returns {Promise<{run: Function, instance: WebAssembly.Instance}>}
 */
export async function load(bytes) {
  // bytes: the module's bytes, or a compiled WebAssembly.Module.
  let memory;
  let streams = { 1: [], 2: [] };
  const imports = {
    env: cImports(() => memory),
    detents: {
      write(fd, pointer, count) {
        streams[fd]?.push(new Uint8Array(memory.buffer, pointer, count).slice());
      },
    },
  };
  const instance =
    bytes instanceof WebAssembly.Module
      ? await WebAssembly.instantiate(bytes, imports)
      : (await WebAssembly.instantiate(bytes, imports)).instance;
  memory = instance.exports.memory;
  const x = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // Copies a string (or null) into the module's memory: [pointer, byte count]; -1 for null.
  function put(text) {
    if (text === null || text === undefined) return [0, -1];
    const bytes = encoder.encode(text);
    const pointer = x.detents_alloc(bytes.length);
    new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
    return [pointer, bytes.length];
  }
  function collect(fd) {
    const parts = streams[fd];
    const total = parts.reduce((n, p) => n + p.length, 0);
    const all = new Uint8Array(total);
    let at = 0;
    for (const p of parts) {
      all.set(p, at);
      at += p.length;
    }
    return decoder.decode(all);
  }

  /**
   * `detents run` on a program: `{source, path, at, tap, dump}` (at and tap as their text, or
   * null). Returns `{stdout, stderr, status}`; status 2 is a usage error (the message alone).
   */
  function run({ source, path, at = null, tap = null, dump = false }) {
    streams = { 1: [], 2: [] };
    const args = [put(source), put(path), put(at), put(tap)];
    let status;
    try {
      status = x.detents_run(...args.flat(), dump ? 1 : 0);
    } finally {
      for (const [pointer, count] of args) if (count >= 0) x.detents_free(pointer);
    }
    return { stdout: collect(1), stderr: collect(2), status };
  }
  /**
   * Parse + sema + run + layout of the first frame of `source`, `iterations` times (fixed text
   * metrics): what scripts/wasm-bench.mjs times. Returns the last display list's item count,
   * -1 when the program stopped.
   */
  function firstFrames(source, path, iterations) {
    const args = [put(source), put(path)];
    try {
      return x.detents_first_frames(...args.flat(), iterations);
    } finally {
      for (const [pointer] of args) x.detents_free(pointer);
    }
  }
  return { run, firstFrames, instance };
}
