import Detents
import SwiftUIRuntime
import Testing

// The static members of the registry (`Font.title`, `.medium`, `.height(_:)`): each one
// evaluates, each function has a call here that evaluates, and what is wrong with a member
// is said with its id, place and nearest name, in the run as in the semantic pass.

/// A call of each function member, by `Type.name`: the arguments after the name.
private let calls: [String: String] = [
  "Font.system": "(size: 20, weight: .bold)", "Font.init": "(size: 20)",
  "PresentationDetent.height": "(200)", "PresentationDetent.fraction": "(0.4)",
  "PresentationDetent.custom": "(Tiny.self)",
  "Color.init": "(red: 1, green: 0.5, blue: 0)",
  "Color.linearGradient": "(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)",
  "Animation.spring": "(response: 0.4, dampingFraction: 0.8)", "Animation.interactiveSpring": "()",
  "Duration.seconds": "(2)", "Duration.milliseconds": "(250)", "Binding.constant": "(3)",
  "Task.checkCancellation": "()", "Task.yield": "()",
  "Alert.init": #"(title: Text("Saved"), dismissButton: .default(Text("OK")))"#,
  "ActionSheet.init": #"(title: Text("Share"), buttons: [.cancel()])"#,
  "Alert.Button.default": #"(Text("OK"))"#, "Alert.Button.cancel": "()",
  "Alert.Button.destructive": #"(Text("Delete")) {}"#,
  "SegmentedPickerStyle.init": "()", "WheelPickerStyle.init": "()", "MenuPickerStyle.init": "()",
  "InlinePickerStyle.init": "()", "DefaultPickerStyle.init": "()", "SwitchToggleStyle.init": "()",
  "Int.random": "(in: 1...6)", "Bool.random": "()",
  "UIColor.init": "(white: 0.5, alpha: 1)", "DispatchTime.now": "()",
  "FormatStyle.currency": "(code: \"USD\")", "Timer.publish": "(every: 1, on: .main, in: .common)",
  "RoundedBorderTextFieldStyle.init": "()", "PlainTextFieldStyle.init": "()",
  "DefaultTextFieldStyle.init": "()",
  "EdgeInsets.init": "(top: 1, leading: 2, bottom: 3, trailing: 4)",
  "GridItem.init": "(.adaptive(minimum: 80), spacing: 4, alignment: .leading)",
  "GridItem.Size.fixed": "(40)", "GridItem.Size.flexible": "(minimum: 20, maximum: .infinity)",
  "GridItem.Size.adaptive": "(minimum: 50, maximum: 100)",
  "UIImage.init": #"(named: "cover")"#, "CoordinateSpace.named": #"("card")"#,
  "Gradient.init": "(colors: [.red, .blue])",
]

/// Members that cannot be used outside of where they belong, and why.
private let skipped: [String: String] = [
  "Task.sleep": "suspends a task: only at an `await` inside one (AsyncTests cover it)"
]

private let tiny =
  "struct Tiny: CustomPresentationDetent { static func height(in context: Context) -> CGFloat? { 100 } }"

/// Every member as `Type.name` with its first owner, and the expression that uses it.
private let uses: [(String, String)] = Registry.allMembers.compactMap { m in
  let key = m.owners[0] + "." + m.name
  if skipped[key] != nil { return nil }
  let written = m.name == "init" ? m.owners[0] : key
  guard m.isFunction else { return (key, written) }
  return (key, written + (calls[key] ?? "<no call in MembersTests.calls>"))
}

@Test(arguments: uses.map { $0.0 })
func everyMemberEvaluates(_ key: String) throws {
  let use = try #require(uses.first { $0.0 == key }?.1)
  #expect(!use.contains("<no call"), "\(key) is a function: give MembersTests a call of it")
  let source = probe("let _ = \(use)\nText(\"ok\")", decls: tiny)
  #expect(runtimeError(source) == nil, "\(use)")
}

@Test func functionCallsNameOnlyFunctions() throws {
  // A call written for a member that is not a function (or not a member) is stale.
  for key in calls.keys {
    // The member is after the last dot: `Alert.Button.default`.
    let dot = try #require(key.lastIndex(of: "."))
    let type = String(key[..<dot]), name = String(key[key.index(after: dot)...])
    #expect(Registry.member(type, name)?.isFunction == true, "\(key)")
  }
}

@Test func membersOfSeveralTypesAreOneValue() throws {
  // `.red` as a Color and as a ShapeStyle: one entry, so one value.
  let color = try #require(Registry.member("Color", "red"))
  let style = try #require(Registry.member("ShapeStyle", "red"))
  #expect(color.owners == style.owners && color.name == style.name)
  #expect(Registry.member("Font", "nope") == nil)
}

/// What a run says about a member the semantic pass cannot see (`f`'s type is not inferred
/// there), as `line:column: message`: `let f: Font = <member>` in a probe's body, then used.
private let runErrors: [(String, OSVersion, String?)] = [
  (".titel", .latest, "6:21: type 'Font' has no member 'titel'; did you mean 'title'?"),
  (
    ".custom(\"Inter\", size: 3)", .latest,
    "6:21: 'Font.custom' is SwiftUI, but Detents does not support it yet"
  ),
  (
    ".largeTitle", OSVersion(13, 0),
    "6:21: 'Font.largeTitle' is only available in iOS 14.0 or newer (running as iOS 13.0)"
  ),
  (
    ".system(sise: 3)", .latest,
    "6:35: incorrect argument label 'sise:' in call to 'system'; did you mean 'size:'?"
  ),
  (".system(size: 3)", .latest, nil),
]

@Test(arguments: runErrors.indices)
func theRunSaysWhatIsWrongWithAMember(_ i: Int) {
  let (member, os, expected) = runErrors[i]
  let source = probe("let f: Font = \(member)\nText(\"a\").font(f)")
  var found: String?
  do {
    _ = try SwiftUIProgram(source: source, path: "m.swift").run(
      until: 0, environment: SheetEnvironment(os: os))
  } catch {
    if case .error(let e) = error { found = located(e) } else { found = "not a run error" }
  }
  #expect(found == expected)
}
