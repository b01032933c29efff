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
    // Swift lexer, parser, syntax tree and diagnostics. Foundation only.
    .target(name: "SwiftSource"),
    // The command line.
    .executableTarget(name: "detents", dependencies: ["Detents", "SwiftSource"]),
    // `make bench`: release-mode micro benchmarks, run with `swift run -c release detents-bench`.
    .executableTarget(name: "detents-bench", dependencies: ["Detents"], path: "Sources/DetentsBench"),
    .testTarget(name: "DetentsTests", dependencies: ["Detents"]),
    // `make bench-parser`: parser throughput against `swiftc -frontend -parse`.
    .executableTarget(name: "parser-bench", dependencies: ["SwiftSource"], path: "Sources/ParserBench"),
    .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource"]),
  ],
  swiftLanguageModes: [.v6]
)
