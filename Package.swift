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
    // The command line.
    .executableTarget(name: "detents", dependencies: ["Detents"]),
    // `make bench`: release-mode micro benchmarks, run with `swift run -c release detents-bench`.
    .executableTarget(name: "detents-bench", dependencies: ["Detents"], path: "Sources/DetentsBench"),
    .testTarget(name: "DetentsTests", dependencies: ["Detents"]),
  ],
  swiftLanguageModes: [.v6]
)
