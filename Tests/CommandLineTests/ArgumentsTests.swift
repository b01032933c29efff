import Foundation
import Testing

@testable import detents

@Suite struct ArgumentsTests {
  /// A value each option accepts when parsed (its first allowed value, else a plain word).
  static func sample(_ option: OptionSpec) -> String { option.allowed?.first ?? "1" }

  @Test(arguments: CommandLineTool.commands.map(\.spec.name))
  func everyOptionInTheTableIsInTheHelpOnceAndIsAccepted(_ name: String) throws {
    let spec = try #require(CommandLineTool.commands.first { $0.spec.name == name }).spec
    #expect(!spec.options.isEmpty)
    let helpLines = spec.help.split(separator: "\n").map(String.init)
    for option in spec.options {
      let lines = helpLines.filter {
        $0.hasPrefix("  " + option.spelling + " ") || $0 == "  " + option.spelling
      }
      #expect(lines.count == 1, "--\(option.name) in `detents \(name) --help`: \(lines.count) lines")
      for value in option.allowed ?? [] {
        #expect(lines.first?.contains(value) == true, "--\(option.name)'s value \(value) in its help line")
      }
      let args = option.value == nil ? ["--\(option.name)"] : ["--\(option.name)", Self.sample(option)]
      let parsed = try Arguments(args, spec: spec)
      if option.value == nil {
        #expect(parsed.flags == [option.name])
      } else {
        #expect(parsed.values == [option.name: Self.sample(option)])
        #expect(try Arguments(["--\(option.name)=\(Self.sample(option))"], spec: spec).values.count == 1)
      }
    }
    // Help lists nothing the table does not have.
    let listed = helpLines.filter { $0.hasPrefix("  --") }.map { $0.dropFirst(4).prefix { $0 != " " } }
    #expect(listed.map(String.init) == spec.options.map(\.name))
    #expect(Set(spec.options.map(\.name)).count == spec.options.count, "an option listed twice")
  }

  @Test func theOverviewListsEveryCommandOnceAndEachRuns() {
    let lines = CommandLineTool.usage.split(separator: "\n")
    for (spec, _) in CommandLineTool.commands {
      #expect(lines.filter { $0.hasPrefix("  \(spec.name) ") }.count == 1, "\(spec.name)")
    }
    #expect(Set(CommandLineTool.commands.map(\.spec.name)).count == CommandLineTool.commands.count)
  }

  @Test func optionsTheIssueFoundMissingAreInTheirHelp() {
    let run = RunCommand.spec.help
    let preview = PreviewCommand.spec.help
    for o in ["--reduce-motion", "--view NAME", "--touch SECONDS", "--preview N"] {
      #expect(run.contains(o) && preview.contains(o), "\(o)")
    }
    #expect(preview.contains("png, svg, pdf or json"))
    #expect(preview.components(separatedBy: "--device").count == 2)
  }

  @Test(arguments: CommandLineTool.commands.map(\.spec.name))
  func emptyValuesAndUnknownValuesAreUsageErrors(_ name: String) throws {
    let spec = try #require(CommandLineTool.commands.first { $0.spec.name == name }).spec
    for option in spec.options where option.value != nil {
      #expect(throws: UsageError.self, "--\(option.name) \"\"") {
        try Arguments(["--\(option.name)", ""], spec: spec)
      }
      #expect(throws: UsageError.self) { try Arguments(["--\(option.name)="], spec: spec) }
      if option.allowed != nil {
        #expect(throws: UsageError.self) { try Arguments(["--\(option.name)", "nonsense"], spec: spec) }
      }
    }
    #expect(throws: UsageError.self) { try Arguments(["--no-such-option"], spec: spec) }
  }

  @Test func osVersionsOutsideTheModeledOnesAreUsageErrorsListingThem() throws {
    let spec = ResolveCommand.spec
    #expect(
      try EnvironmentOptions.environment(Arguments(["--os", "17"], spec: spec)).os.description == "17.0")
    do {
      _ = try EnvironmentOptions.environment(Arguments(["--os", "99"], spec: spec))
      Issue.record("--os 99 was accepted")
    } catch {
      #expect(error.message.contains("15.0, 16.0, 16.4, 17.0, 18.0, 26.0"))
    }
  }
}
