// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Detents",
  products: [
    .library(name: "Detents", targets: ["Detents"]),
    .executable(name: "detents", targets: ["detents"]),
  ],
  targets: [
    // The sheet engine: detents, resolution, physics, presentation rules. Foundation only.
    .target(name: "Detents"),
    // The UI IR: views, modifiers, presentation requests, with identity for state.
    .target(name: "ViewTree", dependencies: ["Detents"]),
    // SwiftUI's proposal/size layout, producing a DisplayList; text through TextMeasurer.
    .target(name: "Layout", dependencies: ["ViewTree", "Detents"]),
    // Swift lexer, parser, syntax tree and diagnostics. Foundation only.
    .target(name: "SwiftSource"),
    // Runs SwiftUI programs: sema against a catalog, the evaluator, state, tasks, virtual clock.
    .target(name: "SwiftUIRuntime", dependencies: ["SwiftSource", "Detents", "ViewTree"]),
    // The command line.
    .executableTarget(name: "detents", dependencies: ["Detents", "SwiftSource", "SwiftUIRuntime", "ViewTree"]),
    // `make bench`: release-mode micro benchmarks, run with `swift run -c release detents-bench`.
    .executableTarget(
      name: "detents-bench", dependencies: ["Detents", "Layout", "ViewTree", "SwiftUIRuntime"], path: "Sources/DetentsBench"),
    .testTarget(name: "DetentsTests", dependencies: ["Detents"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "ViewTree", "Detents"]),
    // `make bench-parser`: parser throughput against `swiftc -frontend -parse`.
    .executableTarget(name: "parser-bench", dependencies: ["SwiftSource"], path: "Sources/ParserBench"),
    .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource"]),
    .testTarget(name: "SwiftUIRuntimeTests", dependencies: ["SwiftUIRuntime", "SwiftSource", "ViewTree", "Detents"]),
  ],
  swiftLanguageModes: [.v6]
)
