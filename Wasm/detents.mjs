// Loads .build/wasm/detents.wasm (issue 16) and exposes its calls: the one JS module the page
// and scripts/wasm-run.mjs use. `load(bytes)` instantiates the module with its imports (the
// math functions Embedded Swift declares as C symbols, and `detents.write`, through which the
// module prints) and returns an object with `run(...)`, `previewLists(...)` and `firstFrames(...)`.

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
 * Text measured with a canvas 2D context's `measureText`, in the CSS font `cssFont(font)` gives
 * for a display-list font (the Studio's draw.js: the faces the page draws with): `width(font,
 * text)` in points, and `metrics(font)`, `{ascent, height}` from the font's bounding box.
 * Natively Canvas measures with Pango; in node the calls keep fixed metrics.
 */
export function canvasMeasurer(context, cssFont) {
  const metrics = new Map();
  return {
    width(font, text) {
      context.font = cssFont(font);
      return context.measureText(text).width;
    },
    metrics(font) {
      const css = cssFont(font);
      let m = metrics.get(css);
      if (!m) {
        context.font = css;
        const box = context.measureText("Hg");
        m = { ascent: box.fontBoundingBoxAscent, height: box.fontBoundingBoxAscent + box.fontBoundingBoxDescent };
        metrics.set(css, m);
      }
      return m;
    },
  };
}

/**
 * Instantiates the module from its bytes (a BufferSource) and returns its calls.
 * @returns {Promise<{run: Function, instance: WebAssembly.Instance}>}
 */
export async function load(bytes, { measurer = null } = {}) {
  // bytes: the module's bytes, or a compiled WebAssembly.Module. measurer: how the page
  // measures text (canvasMeasurer()), for the calls that lay out in the host's fonts.
  let memory;
  let streams = { 1: [], 2: [] };
  const utf8 = (pointer, count) => new TextDecoder().decode(new Uint8Array(memory.buffer, pointer, count));
  const font = (family, familyCount, size, weight, italic, monospaced) => ({
    family: utf8(family, familyCount),
    size,
    weight,
    italic: italic !== 0,
    monospaced: monospaced !== 0,
  });
  const noMeasurer = () => {
    throw new Error("detents.wasm: this call measures text in the host: load(bytes, {measurer})");
  };
  const imports = {
    env: cImports(() => memory),
    detents: {
      write(fd, pointer, count) {
        streams[fd]?.push(new Uint8Array(memory.buffer, pointer, count).slice());
      },
      // Wasm/HostTextMeasurer.swift: a line's width, and a font's ascent and height.
      textWidth(family, familyCount, size, weight, italic, monospaced, text, textCount) {
        if (!measurer) noMeasurer();
        return measurer.width(font(family, familyCount, size, weight, italic, monospaced), utf8(text, textCount));
      },
      fontMetrics(family, familyCount, size, weight, italic, monospaced, result) {
        if (!measurer) noMeasurer();
        const m = measurer.metrics(font(family, familyCount, size, weight, italic, monospaced));
        const out = new Float64Array(memory.buffer, result, 2);
        out[0] = m.ascent;
        out[1] = m.height;
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
    return call(x.detents_run, [source, path, at, tap], [dump ? 1 : 0]);
  }
  /**
   * The display lists `detents preview --format json --text-metrics fixed` writes for a
   * program, one per frame in its order: `{source, path, at, tap}` in; `{stdout, stderr,
   * status}` out, stdout a JSON array of `{detent, list}`.
   */
  function previewLists({ source, path, at = null, tap = null }) {
    return call(x.detents_preview_lists, [source, path, at, tap], []);
  }
  // Calls `entry` with `strings` copied into memory (a pointer and a count each), then `rest`;
  // what it printed and its status.
  function call(entry, strings, rest) {
    streams = { 1: [], 2: [] };
    const args = strings.map(put);
    let status;
    try {
      status = entry(...args.flat(), ...rest);
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
  /**
   * The Studio's API in the page (Wasm/StudioEntry.swift): each takes what the server's
   * endpoint takes (request bodies as objects) and returns `{stdout, status}`, stdout the
   * endpoint's JSON answer, status its HTTP status. Text is measured by `measurer`.
   */
  const studio = {
    render: (request) => call(x.detents_studio_render, [JSON.stringify(request)], []),
    session: (request) => call(x.detents_studio_session, [JSON.stringify(request)], []),
    step: (id, name, body = {}) => call(x.detents_studio_step, [id, name, JSON.stringify(body)], []),
    end: (id) => call(x.detents_studio_end, [id], []),
  };
  return { run, previewLists, firstFrames, studio, instance };
}
