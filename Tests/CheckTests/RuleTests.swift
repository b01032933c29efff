import Check
import Detents
import Foundation
import SharedFolder
import SwiftSource
import Testing

/// The folder of the checker's own fixtures: for each rule, a program that triggers it and
/// one (`-ok`) that does not, written for Detents.
let checkFixtures = SharedFolder.packageRoot.appendingPathComponent("Tests/Fixtures/check")

/// Parses and checks a fixture.
func checkFixture(_ name: String, _ options: CheckOptions) throws -> (SyntaxTree, [Diagnostic]) {
  let text = try String(contentsOf: checkFixtures.appendingPathComponent(name + ".swift"), encoding: .utf8)
  let tree = SourceFile.parse(text)
  return (tree, Checker.check(tree, options: options))
}

@Suite struct RuleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    /// The fixture's name without `.swift`.
    let fixture: String
    var mac = false
    var target: OSVersion? = nil
    /// Every finding expected: rule id and `line:column`.
    let expected: [String]
    /// A text the fixed program contains, when the findings carry fix-its.
    var fixed: String? = nil
    var testDescription: String { fixture }

    var options: CheckOptions {
      let t = target ?? (mac ? OSVersion(13, 0) : .iOS16)
      return CheckOptions(target: t, isMac: mac, targetIsExplicit: target != nil)
    }
  }

  static let cases: [Case] = [
    Case(
      fixture: "availability", expected: ["availability 11:21"],
      fixed:
        "} else {\n                  Text(\"Styled\")\n                    .presentationDetents([.medium, .large])\n                }"
    ),
    Case(fixture: "availability-ok", expected: []),
    Case(fixture: "detents-outside-sheet", expected: ["detents-outside-sheet 8:13"]),
    Case(fixture: "detents-outside-sheet-ok", expected: []),
    Case(
      fixture: "detents-ignored", expected: ["detents-ignored 9:30"], fixed: "Text(\"Cover\")\n            }"),
    Case(fixture: "detents-ignored-ok", target: OSVersion(16, 4), expected: []),
    Case(
      fixture: "medium-only-compact", expected: ["medium-only-compact 9:29"],
      fixed: ".presentationDetents([.fraction(0.5)])"),
    Case(fixture: "medium-only-compact-ok", expected: []),
    // Evaluated over every device, orientation and Dynamic Type size.
    Case(fixture: "custom-detent-clamped", expected: ["custom-detent-clamped 5:1"]),
    Case(fixture: "custom-detent-clamped-ok", expected: []),
    Case(fixture: "custom-detent-nil", expected: ["custom-detent-nil 4:1"]),
    Case(fixture: "custom-detent-nil-ok", expected: []),
    Case(
      fixture: "toolbar-without-navigation", expected: ["toolbar-without-navigation 10:21"],
      fixed: "NavigationStack {\n                Form { Text(\"Name\") }"),
    Case(fixture: "toolbar-without-navigation-ok", expected: []),
    Case(fixture: "done-without-cancel", expected: ["done-without-cancel 12:29"]),
    Case(fixture: "done-without-cancel-ok", expected: []),
    Case(fixture: "sheet-over-sheet", expected: ["sheet-over-sheet 11:21"]),
    Case(fixture: "sheet-over-sheet-ok", expected: []),
    Case(fixture: "sheet-on-transient-view", expected: ["sheet-on-transient-view 11:21"]),
    Case(fixture: "sheet-on-transient-view-ok", expected: []),
    Case(fixture: "dismiss-disabled-no-exit", expected: ["dismiss-disabled-no-exit 10:21"]),
    Case(fixture: "dismiss-disabled-no-exit-ok", expected: []),
    Case(fixture: "dismiss-from-presenter", expected: ["dismiss-from-presenter 10:35"]),
    Case(fixture: "dismiss-from-presenter-ok", expected: []),
    Case(
      fixture: "macos-ellipsis", mac: true, expected: ["macos-ellipsis 7:9"], fixed: "Button(\"New Event…\")"),
    Case(fixture: "macos-ellipsis-ok", mac: true, expected: []),
    Case(
      fixture: "macos-shortcuts", mac: true, expected: ["macos-shortcuts 10:21"],
      fixed: "{ adding = false }.keyboardShortcut(.cancelAction)"),
    Case(fixture: "macos-shortcuts-ok", mac: true, expected: []),
  ]

  /// Each fixture gets exactly the findings expected (rule and place); with fix-its, the fixed
  /// program has the fix, still parses, and no longer gets the rule's finding.
  @Test(arguments: cases) func findings(_ c: Case) throws {
    let (tree, found) = try checkFixture(c.fixture, c.options)
    #expect(found.map { "\($0.id) \($0.location)" } == c.expected)
    let fixIts = found.flatMap { $0.fixIts }
    guard let fixed = c.fixed else {
      #expect(fixIts.isEmpty, "fix-its where none are expected")
      return
    }
    let (bytes, applied) = Checker.apply(fixIts, to: tree.bytes)
    #expect(applied >= 1)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(fixed), "\(text)")
    let again = SourceFile.parse(bytes)
    #expect(!again.hasErrors, "the fixed program does not parse: \(again.diagnostics)")
    let rule = c.expected.first.map { String($0.split(separator: " ")[0]) }
    #expect(!Checker.check(again, options: c.options).contains { $0.id.rawValue == rule })
  }

  /// The macOS rules stay silent on iOS.
  @Test func macRulesNeedTheMacPlatform() throws {
    let (_, found) = try checkFixture("macos-shortcuts", CheckOptions())
    #expect(found.isEmpty)
  }

  /// An explicit target makes newer API an error, as the compiler does; the assumed default
  /// leaves it a warning.
  @Test func anExplicitTargetMakesAvailabilityAnError() throws {
    let (_, assumed) = try checkFixture("availability", CheckOptions())
    #expect(assumed.map { $0.severity } == [.warning])
    let (_, explicit) = try checkFixture("availability", CheckOptions(target: .iOS16, targetIsExplicit: true))
    #expect(explicit.map { $0.severity } == [.error])
    let (_, newer) = try checkFixture(
      "availability", CheckOptions(target: OSVersion(16, 4), targetIsExplicit: true))
    #expect(newer.isEmpty)
  }

  /// Guards are compared with the modifier's release: a guard for an older one, or one that
  /// names another platform only, leaves the modifier running where it does not exist.
  @Test func availabilityGuardsAreCompared() {
    let program = """
      import SwiftUI

      // A guard for iOS 16.0 does not cover presentationCornerRadius, which is iOS 16.4: the
      // modifier still runs on 16.0–16.3, where it does not exist. The @available(iOS 16.4, *)
      // view below is covered.
      struct OlderGuardPresenter: View {
          @State private var show = false

          var body: some View {
              Button("Show") { show = true }
                  .sheet(isPresented: $show) {
                      if #available(iOS 16.0, *) {
                          Text("Styled").presentationCornerRadius(24)
                      } else {
                          Text("Styled")
                      }
                  }
          }
      }

      @available(iOS, introduced: 16.4)
      struct CoveredRounded: View {
          var body: some View {
              Text("Covered").presentationCornerRadius(24)
          }
      }

      @available(macOS 14, *)
      struct OtherPlatformOnly: View {
          var body: some View {
              Text("Other platform").presentationCornerRadius(24)
          }
      }

      struct GuardedLater: View {
          var body: some View {
              guard #available(iOS 17, macOS 14, *) else { return AnyView(Text("Old")) }
              return AnyView(Text("New").presentationCornerRadius(24))
          }
      }
      """
    let found = Checker.check(SourceFile.parse(program), options: CheckOptions())
    #expect(found.map { "\($0.id) \($0.location)" } == ["availability 13:35", "availability 31:31"])
    // Conditions and attributes, each around a 16.4 modifier (13.3 on the Mac): covered or not.
    let table: [(guardText: String, mac: Bool, covered: Bool)] = [
      ("if #available(iOS 16.4, *) {", false, true),
      ("if #available(iOS 16, *) {", false, false),
      ("if #available(iOS 17.0, macOS 14, *) {", false, true),
      ("if #available(macOS 14, *) {", false, false),
      ("if #available(iOSApplicationExtension 17, *) {", false, true),
      ("if #available(iOS 15, macOS 13.3, *) {", true, true),
      ("if #available(OSX 14, *) {", true, true),
      ("if #available(iOS 17, *) {", true, false),
    ]
    for row in table {
      let text = """
        import SwiftUI
        struct A: View {
            var body: some View {
                \(row.guardText)
                    Text("x").presentationCornerRadius(24)
                }
            }
        }
        """
      let options = row.mac ? CheckOptions(target: OSVersion(13, 0), isMac: true) : CheckOptions()
      let ids = Checker.check(SourceFile.parse(text), options: options).map { $0.id.rawValue }
      #expect(ids == (row.covered ? [] : ["availability"]), "\(row.guardText) mac: \(row.mac)")
    }
  }

  /// `// detents:ignore rule-id` on the line or the line above switches that rule off there,
  /// and only that rule.
  @Test func ignoreComments() {
    let program = """
      import SwiftUI
      struct A: View {
          @State private var show = false
          var body: some View {
              Button("Half") { show = true }
                  .sheet(isPresented: $show) {
                      // detents:ignore medium-only-compact
                      Text("a").presentationDetents([.medium])
                      Text("b").presentationDetents([.medium])  // detents:ignore medium-only-compact
                      Text("c").presentationDetents([.medium])  // detents:ignore availability
                  }
          }
      }
      """
    let found = Checker.check(SourceFile.parse(program))
    #expect(found.map { "\($0.id) \($0.location.line)" } == ["medium-only-compact 10"])
  }

  /// Fix-its that overlap one applied before them are left out.
  @Test func overlappingFixItsApplyOnce() {
    let bytes = Array("abcdef".utf8)
    let (out, n) = Checker.apply(
      [
        FixIt(replacing: 1..<3, with: "X"), FixIt(replacing: 2..<4, with: "Y"),
        FixIt(replacing: 5..<5, with: "!"),
      ],
      to: bytes)
    #expect(String(decoding: out, as: UTF8.self) == "aXde!f")
    #expect(n == 2)
  }

  /// A program with syntax errors gets them, not rule findings.
  @Test func syntaxErrorsComeFirst() {
    let found = Checker.check(SourceFile.parse("struct A: View { var body: some View { Text(\"a\" } }"))
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.id == .syntax })
  }

  /// Every rule has both fixtures, and every fixture belongs to a rule.
  @Test func everyRuleHasFixtures() throws {
    let names = Set(
      try FileManager.default.contentsOfDirectory(atPath: checkFixtures.path).map { String($0.dropLast(6)) })
    let ids = Checker.rules.map { $0.id.rawValue }
    #expect(Set(ids.flatMap { [$0, $0 + "-ok"] }) == names)
    #expect(Set(Self.cases.map { $0.fixture }) == names)
  }
}

/// Every rule has its page in docs/rules, every page a rule, and each page shows the rule's
/// fixtures as they are.
@Suite struct RuleDocsTests {
  @Test func everyRuleHasItsDocumentation() throws {
    let folder = SharedFolder.packageRoot.appendingPathComponent("docs/rules")
    let pages = Set(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") })
    #expect(pages == Set(Checker.rules.map { "\($0.id).md" }))
    for rule in Checker.rules {
      let page = try String(contentsOf: folder.appendingPathComponent("\(rule.id).md"), encoding: .utf8)
      #expect(page.hasPrefix("# `\(rule.id)`"))
      for fixture in [rule.id.rawValue, rule.id.rawValue + "-ok"] {
        let text = try String(
          contentsOf: checkFixtures.appendingPathComponent(fixture + ".swift"), encoding: .utf8)
        #expect(
          page.contains(text.trimmingCharacters(in: .newlines)),
          "docs/rules/\(rule.id).md shows an old \(fixture)")
      }
    }
  }
}
