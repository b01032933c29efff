// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Detents",
  products: [
    .library(name: "Detents", targets: ["Detents"]),
    .executable(name: "detents", targets: ["detents"]),
  ],
  targets: [
    // The platform's edges for the core modules (threads, math, memory): the one place that
    // differs between the native build and the Embedded (WebAssembly) one.
    .target(name: "Portable"),
    // The one geometry vocabulary (Scalar, Point, Size, Rect, EdgeInsets) of Detents, ViewTree
    // and Layout. No dependencies, no Foundation.
    .target(name: "Geometry"),
    // The sheet engine: detents, resolution, physics, presentation rules.
    .target(name: "Detents", dependencies: ["Portable", "Geometry"]),
    // The UI IR: views, modifiers, presentation requests, with identity for state.
    .target(name: "ViewTree", dependencies: ["Detents", "Geometry"]),
    // SwiftUI's proposal/size layout, producing a DisplayList; text through TextMeasurer.
    .target(name: "Layout", dependencies: ["ViewTree", "Detents", "Portable", "Geometry"]),
    // Pango, PangoCairo and Cairo, reached only by Canvas.
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libfontconfig-dev"])]),
    // Draws a DisplayList with Cairo and Pango (PNG, SVG, PDF); measures text with Pango.
    // Pango's font-pattern threads run without starting threads (see its header).
    .target(name: "PangoThreads", dependencies: ["CPangoCairo"]),
    .target(name: "Canvas", dependencies: ["Layout", "CPangoCairo", "PangoThreads"]),
    // Swift lexer, parser, syntax tree and diagnostics. Foundation only.
    .target(name: "SwiftSource", dependencies: ["Portable"]),
    // Runs SwiftUI programs: sema against a catalog, the evaluator, state, tasks, virtual clock.
    .target(
      name: "SwiftUIRuntime", dependencies: ["SwiftSource", "Detents", "ViewTree", "Portable"],
      // The interpreter's state is one object's, touched from one thread: the dynamic
      // exclusivity checks on its properties cost ~4% of a first frame and can find nothing
      // the static checks (still on) do not.
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
    // The one pipeline: source and options → diagnostics, run, screen, display lists; and a
    // session that takes edits, taps, drags and time. Text is measured by an injected
    // TextMeasurer, so it does not depend on Canvas.
    .target(
      name: "Preview", dependencies: ["SwiftSource", "SwiftUIRuntime", "ViewTree", "Layout", "Detents"]),
    // `detents check`: the seeds' pitfalls as diagnostics with rule ids and fix-its.
    .target(name: "Check", dependencies: ["SwiftSource", "SwiftUIRuntime", "Detents"]),
    // libmicrohttpd's header, reached only by Studio; no pkg-config, which would link the
    // library into every run (the header is in /usr/include, from libmicrohttpd-dev).
    .systemLibrary(name: "CMicroHTTPD"),
    // The library opened when a server starts, through trampolines (see its header).
    .target(name: "MicroHTTPDLoader", dependencies: ["CMicroHTTPD"]),
    // `detents studio`: the HTTP API over the preview pipeline (render, sessions) and the page
    // that edits and draws in the browser. Foundation and threads: not an Embedded module.
    .target(
      name: "Studio",
      dependencies: [
        "CMicroHTTPD", "MicroHTTPDLoader", "Preview", "Layout", "Canvas", "Detents", "SwiftSource",
        "SwiftUIRuntime", "ViewTree", "Check",
      ],
      resources: [.copy("Resources")]),
    // The command line.
    .executableTarget(
      name: "detents",
      dependencies: [
        "Portable", "Detents", "SwiftSource", "SwiftUIRuntime", "ViewTree", "Layout", "Canvas", "Preview",
        "Check", "Studio",
      ]),
    // Where the shared inputs are (DETENTS_SHARED, DETENTS_SEEDS), for the tests and benchmarks only.
    .target(name: "SharedFolder"),
    // `make bench`: release-mode micro benchmarks, run with `swift run -c release detents-bench`.
    .executableTarget(
      name: "detents-bench",
      dependencies: [
        "Detents", "Layout", "Canvas", "Preview", "SharedFolder", "SwiftSource", "SwiftUIRuntime", "Check",
      ],
      path: "Sources/DetentsBench"),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "DetentsTests", dependencies: ["Detents", "SharedFolder", "Portable"]),
    // The command line's own logic (option tables, input and output files, standard output).
    // Not "detentsTests": it would differ from DetentsTests by case alone.
    .testTarget(name: "CommandLineTests", dependencies: ["detents"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "ViewTree", "Detents"]),
    .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "Detents"]),
    // `make bench-parser`: parser throughput against `swiftc -frontend -parse`.
    .executableTarget(
      name: "parser-bench", dependencies: ["SwiftSource", "SharedFolder"], path: "Sources/ParserBench"),
    .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "SharedFolder"]),
    .testTarget(
      name: "SwiftUIRuntimeTests",
      // Preview and Layout: the registry's tests draw every entry's example.
      dependencies: [
        "SwiftUIRuntime", "SwiftSource", "ViewTree", "Detents", "SharedFolder", "Preview", "Layout",
      ]),
    // `make bench`: draw a typical sheet frame at 3×, with `swift run -c release canvas-bench`.
    .executableTarget(name: "canvas-bench", dependencies: ["Canvas", "Layout"], path: "Sources/CanvasBench"),
    .testTarget(
      name: "CanvasTests",
      dependencies: [
        "Canvas", "Layout", "SwiftUIRuntime", "ViewTree", "Detents", "Preview", "SharedFolder",
        "PangoThreads",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "PreviewTests",
      dependencies: [
        "Preview", "SwiftUIRuntime", "SwiftSource", "Layout", "ViewTree", "Detents", "SharedFolder",
      ]),
    .testTarget(name: "SharedFolderTests", dependencies: ["SharedFolder"]),
    .testTarget(name: "CheckTests", dependencies: ["Check", "Detents", "SwiftSource", "SharedFolder"]),
    .testTarget(name: "PortableTests", dependencies: ["Portable"]),
    .testTarget(name: "StudioTests", dependencies: ["Studio", "Layout", "Preview"]),
  ],
  swiftLanguageModes: [.v6]
)
