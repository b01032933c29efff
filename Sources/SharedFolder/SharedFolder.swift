import Foundation

/// Where the project's shared inputs are, for the tests and the benchmarks (not part of any
/// product): the specification seeds, the corpus of sheet programs and the programs from the wild.
///
/// `DETENTS_SHARED` names the shared folder (default `../shared`, beside the checkout) and
/// `DETENTS_SEEDS` the seeds (default `$DETENTS_SHARED/seeds`). A relative path is taken from
/// the package root, as `make` and the scripts in `scripts/` take it. The shell scripts compute
/// the same paths in `scripts/shared-folder.sh`.
public struct SharedFolder: Sendable {
  /// The shared folder: `corpus/` and `wild/` are under it.
  public let root: URL
  /// The specification seeds: `examples/` is under it.
  public let seeds: URL

  /// The folders named by `environment`, relative paths taken from `packageRoot`.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    packageRoot: URL = SharedFolder.packageRoot
  ) {
    func resolve(_ path: String) -> URL {
      let url =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
      return url.standardizedFileURL
    }
    let shared = environment["DETENTS_SHARED"].flatMap { $0.isEmpty ? nil : $0 } ?? "../shared"
    root = resolve(shared)
    seeds =
      environment["DETENTS_SEEDS"].flatMap { $0.isEmpty ? nil : resolve($0) }
      ?? root.appendingPathComponent("seeds")
  }

  /// The package root, found from this file's path (`Sources/SharedFolder/SharedFolder.swift`).
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folders named by this process's environment.
  public static let current = SharedFolder()

  /// The seed examples folder, `seeds/examples`.
  public var seedExamples: URL { seeds.appendingPathComponent("examples") }
  /// The corpus of sheet programs, `corpus/`.
  public var corpus: URL { root.appendingPathComponent("corpus") }
  /// Sheet programs by other authors, `wild/`.
  public var wild: URL { root.appendingPathComponent("wild") }

  /// The seed examples (`*.swift` in `seeds/examples`), sorted by name.
  public func seedExampleFiles() throws(Missing) -> [URL] {
    try files(in: seedExamples, suffix: ".swift")
  }

  /// The source of the seed example named `name` (as `001-custom-detent-sheet.swift`).
  public func seedExample(_ name: String) throws(Missing) -> String {
    let url = seedExamples.appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else { throw missing(url) }
    return text
  }

  /// The files of `folder` whose names end in `suffix`, sorted by name; `Missing` when there is
  /// none, so that a test over them never passes by finding nothing.
  public func files(in folder: URL, suffix: String) throws(Missing) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let found = names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    if found.isEmpty { throw missing(folder, looking: "*\(suffix)") }
    return found
  }

  /// The files of `folder` whose names end in `suffix`, or none: for `@Test(arguments:)`, whose
  /// suite must also have a test that calls `files(in:suffix:)` and fails when there are none.
  public func filesOrNone(in folder: URL, suffix: String) -> [URL] {
    (try? files(in: folder, suffix: suffix)) ?? []
  }

  private func missing(_ url: URL, looking pattern: String? = nil) -> Missing {
    let what = pattern.map { "no \($0) files in \(url.path)" } ?? "\(url.path) is missing"
    let seedsPath = seeds.path + "/"
    if url.path.hasPrefix(seedsPath) || url.path == seeds.path {
      return Missing(
        description:
          "the specification seeds are not at \(seeds.path) (\(what)); set DETENTS_SEEDS=/path/to/seeds or DETENTS_SHARED=/path/to/shared; they come with the project's shared/ folder"
      )
    }
    return Missing(
      description:
        "the shared folder is not at \(root.path) (\(what)); set DETENTS_SHARED=/path/to/shared; it comes with the project's shared/ folder"
    )
  }

  /// A shared input that is not where the environment says.
  public struct Missing: Error, CustomStringConvertible {
    /// One line: what is missing, where it was looked for and how to point at it.
    public let description: String
  }
}
