import Detents
import SwiftSource
import SwiftUIRuntime

/// The rules that evaluate a program's custom detents (seed 000's fourth and fifth
/// pitfalls): `height(in:)` over every device, both orientations and every Dynamic Type size,
/// as the resolver sees it there.
enum CustomDetentRules {
  static let all: [Rule] = [
    Rule(
      id: DiagnosticID("custom-detent-clamped"), severity: .warning,
      summary: "a custom detent above maxDetentValue somewhere: clamped, it acts as .large",
      platforms: .all, find: { $0.customDetents.clamped }),
    Rule(
      id: DiagnosticID("custom-detent-nil"), severity: .warning,
      summary: "a custom detent that returns nil somewhere: the sheet has no such stop there",
      platforms: .all, find: { $0.customDetents.nilFindings }),
  ]

  /// Every setup a custom detent is evaluated in: each device and orientation, each Dynamic
  /// Type size, on the newest iOS (the detents' own code does not see the OS).
  static let setups: [SheetEnvironment] = DeviceCatalog.all.flatMap { device in
    Orientation.allCases.flatMap { orientation in
      DynamicTypeSize.allCases.map {
        SheetEnvironment(device: device, orientation: orientation, dynamicTypeSize: $0)
      }
    }
  }

  struct Results {
    var clamped: [Finding] = []
    var nilFindings: [Finding] = []
  }

  /// One setup, for people.
  static func describe(_ env: SheetEnvironment) -> String {
    "\(env.device.name) in \(env.orientation.rawValue) at Dynamic Type \(env.values.dynamicTypeSize)"
  }

  /// Evaluates every custom detent of `p` in every setup.
  static func matrix(_ p: Program) -> Results {
    var out = Results()
    let probe = CustomDetentProbe(program: SwiftUIProgram(tree: p.tree, path: ""))
    for entry in probe.entries {
      var clamped: [(SheetEnvironment, Scalar, Scalar)] = []
      var returnedNil: [SheetEnvironment] = []
      for env in setups {
        let resolution = DetentResolver.resolve([entry.detent], in: env)
        guard let resolved = resolution.entries.first else { continue }
        switch resolved.status {
        case .clamped(let requested): clamped.append((env, requested, resolution.maxDetentValue))
        case .inactive(.customReturnedNil): returnedNil.append(env)
        default: break
        }
      }
      let total = setups.count
      if let (env, requested, maximum) = clamped.first {
        out.clamped.append(
          Finding(
            node: entry.declaration,
            message:
              "'\(entry.name)' asks for more than maxDetentValue in \(clamped.count) of \(total) setups, so it is clamped there and acts as .large (first: \(formatPoints(requested)) pt on \(describe(env)), where the most is \(formatPoints(maximum)) pt)",
            notes: [
              DiagnosticNote("return at most context.maxDetentValue, e.g. min(…, context.maxDetentValue)")
            ]))
      }
      if let env = returnedNil.first {
        out.nilFindings.append(
          Finding(
            node: entry.declaration,
            message:
              "'\(entry.name)' returns nil in \(returnedNil.count) of \(total) setups, so the sheet has no such stop there (first: \(describe(env)))",
            notes: [
              DiagnosticNote(
                "return a height in every context, or make sure another detent covers those setups")
            ]))
      }
    }
    return out
  }
}
