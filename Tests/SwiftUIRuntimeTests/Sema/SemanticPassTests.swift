import Detents
import Foundation
import SharedFolder
import SwiftSource
import SwiftUIRuntime
import Testing

/// The error a run threw: the runtime's, or the semantic pass's first.
func firstError(_ e: any Error) -> RuntimeError? {
  switch e as? RunError {
  case .error(let r)?: r
  case .semantic(let s)?: s.errors.first
  default: nil
  }
}

/// The semantic pass's findings for `body` (the body of a probe view) and `decls`, as
/// `line:col severity id: message`.
private func check(
  _ body: String, decls: String = "", os: OSVersion = .latest, device: Device = DeviceCatalog.defaultDevice
) -> [String] {
  let source = """
    import SwiftUI
    \(decls)
    struct Probe: View {
      var body: some View {
        \(body)
      }
    }
    """
  let program = SwiftUIProgram(source: source, path: "p.swift")
  return program.check(environment: SheetEnvironment(device: device, os: os)).map {
    "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.id): \($0.message)"
  }
}

/// What the pass reports, case by case: (body, extra declarations, expected findings). The
/// body is line 5, column 5.
private let cases: [(String, String, [String])] = [
  // Clean code has no findings.
  (#"VStack(spacing: 8) { Text("a").padding().font(.title) }"#, "", []),
  // A misspelt modifier, with the nearest name.
  (
    #"Text("a").paddin()"#, "",
    ["5:14 error unknown-member: value of type 'some View' has no member 'paddin'; did you mean 'padding'?"]
  ),
  // Deep in a chain, and in a sheet that is never presented: found all the same.
  (
    #"Color.clear.sheet(isPresented: .constant(false)) { Text("b").bold().presentationDetent([.medium]) }"#,
    "",
    [
      "5:72 error unknown-member: value of type 'some View' has no member 'presentationDetent'; did you mean 'presentationDetents'?"
    ]
  ),
  // In an untaken branch and in an uncalled helper.
  (
    #"if false { Text("a").frame(widht: 3) }"#, #"func helper() -> some View { Text("h").opacityy(1) }"#,
    [
      "2:39 error unknown-member: value of type 'some View' has no member 'opacityy'; did you mean 'opacity'?",
      "5:39 error incorrect-label: incorrect argument label 'widht:' in call to 'frame'; did you mean 'width:'?",
    ]
  ),
  // Every error at once, in source order.
  (
    #"VStack(spacng: 1) { Text("a").bolt(); Text("b").italc() }"#, "",
    [
      "5:20 error incorrect-label: incorrect argument label 'spacng:' in call to 'VStack'; did you mean 'spacing:'?",
      "5:34 error unknown-member: value of type 'some View' has no member 'bolt'; did you mean 'bold'?",
      "5:52 error unknown-member: value of type 'some View' has no member 'italc'; did you mean 'italic'?",
    ]
  ),
  // A literal of the wrong type, as the compiler says it; an integer is a fine CGFloat.
  (
    #"Text("a").opacity("half").lineLimit(1.5).frame(width: 10)"#, "",
    [
      "5:23 error invalid-argument: cannot convert value of type 'String' to expected argument type 'CGFloat'",
      "5:41 error invalid-argument: cannot convert value of type 'Double' to expected argument type 'Int'",
    ]
  ),
  (
    #"VStack(spacing: "8") { Spacer(minLength: 4.5) }.interactiveDismissDisabled(1)"#, "",
    [
      "5:21 error invalid-argument: cannot convert value of type 'String' to expected argument type 'CGFloat'",
      "5:80 error invalid-argument: cannot convert value of type 'Int' to expected argument type 'Bool'",
    ]
  ),
  // A misspelling of a name the program declares, in code that never runs.
  (
    #"Text("a")"#,
    "struct Item { let title: String }\nfunc helper(items: [Itme]) -> Int { let count = 2; return cont }",
    // (Types are not checked: `Itme` is left to the run.)
    ["3:59 error unknown-name: cannot find 'cont' in scope; did you mean 'count'?"]
  ),
  // Names far from any declared one are left to the run (Swift and Foundation declare them).
  (
    #"Text("a")"#,
    "func helper() -> Int { Calendar.current.component(.year, from: Date()) + undeclaredThing }", []
  ),
  // Inside an extension of Apple's type, its members are in scope: not checked.
  (
    #"Text("a")"#,
    "extension Array { func second() -> Element? { count > 1 ? self[1] : nil } }\nlet cont = 1", []
  ),
  // Known SwiftUI that does not run yet is a warning: the run may never reach it.
  (
    #"Text("a").help("A")"#, "",
    ["5:14 warning unsupported-api: 'help' is SwiftUI, but Detents does not support it yet"]
  ),
  (
    #"ViewThatFits { Text("a") }"#, "",
    ["5:5 warning unsupported-api: 'ViewThatFits' is SwiftUI, but Detents does not support it yet"]
  ),
  (
    #"Text("a")"#, "struct Holder { @GestureState var m = 0 }",
    ["2:17 warning unsupported-api: @GestureState is SwiftUI, but Detents does not support it yet"]
  ),
  (
    #"Color(cgColor: .red)"#, "",
    ["5:20 warning unsupported-api: 'Color(cgColor:)' is SwiftUI, but Detents does not support it yet"]
  ),
  // The program's own names are its own: its modifiers, its `Text`, its views' members.
  (
    #"Text("a").card()"#, "extension View { func card() -> some View { padding() } }", []
  ),
  (
    #"Label("a").shout()"#,
    "struct Label { let s: String; init(_ s: String) { self.s = s }; func shout() {} }", []
  ),
  (
    #"Card().padding().glow()"#,
    "struct Card: View { var body: some View { Text(\"c\") } }\nextension Card { func glow() -> some View { self } }",
    []
  ),
  // Static members of SwiftUI types, named by their type or implied by the argument's type;
  // a nested type (`Font.Weight`) is not a member; a member the program adds is its own.
  (
    #"Text("a").font(.titel).foregroundStyle(Color.rde).fontWeight(Font.Weight.heavvy)"#, "",
    [
      "5:20 error unknown-member: type 'Font' has no member 'titel'; did you mean 'title'?",
      "5:49 error unknown-member: type 'Color' has no member 'rde'; did you mean 'red'?",
      "5:77 error unknown-member: type 'Font.Weight' has no member 'heavvy'; did you mean 'heavy'?",
    ]
  ),
  (
    #"Text("a").sheet(isPresented: .constant(true)) { Text("b").presentationDetents([.medium, .larg, .tiny, .height(2)]) }"#,
    "extension PresentationDetent { static let tiny = Self.height(40) }",
    ["5:93 error unknown-member: type 'PresentationDetent' has no member 'larg'; did you mean 'large'?"]
  ),
  (
    #"Text("a").font(.title2.bold()).font(.custom("X", size: 2))"#, "",
    ["5:41 warning unsupported-api: 'Font.custom' is SwiftUI, but Detents does not support it yet"]
  ),
  // Not a view: a gesture value's own methods are not modifiers.
  (#"Text("a").gesture(DragGesture().onChanged { _ in })"#, "", []),
]

@Test(arguments: cases.indices)
func semanticPassFindsWhatItShould(_ i: Int) {
  let (body, decls, expected) = cases[i]
  #expect(check(body, decls: decls) == expected)
}

@Test func availabilityIsCheckedForTheOSAndPlatformRun() {
  let body = #"Color.clear.sheet(isPresented: .constant(false)) { Text("b").presentationCornerRadius(8) }"#
  #expect(check(body, os: OSVersion(17, 0)) == [])
  #expect(
    check(body, os: OSVersion(16, 0)) == [
      "5:65 error unavailable: 'presentationCornerRadius' is only available in iOS 16.4 or newer (running as iOS 16.0)"
    ])
  let mac = DeviceCatalog.all.first { $0.family == .mac }!
  #expect(
    check(
      #"Text("a").fullScreenCover(isPresented: .constant(false)) { Text("b") }"#, os: OSVersion(15, 0),
      device: mac)
      == ["5:14 error unavailable: 'fullScreenCover' is unavailable in macOS"])
}

/// A member newer than the OS being run, where the argument's type implies it.
@Test func aMemberNewerThanTheOSIsUnavailable() {
  #expect(
    check(#"Text("a").animation(.smooth, value: 1).animation(.easeIn, value: 2)"#, os: OSVersion(16, 0))
      == [
        "5:25 error unavailable: 'Animation.smooth' is only available in iOS 17.0 or newer (running as iOS 16.0)"
      ])
  #expect(check(#"Text("a").animation(.smooth, value: 1)"#, os: OSVersion(17, 0)) == [])
}

/// A run stops on the pass's errors before anything is evaluated: the `print` in `onAppear`
/// never runs, and both errors are reported. (After an unknown member the chain's type is
/// unknown, so nothing after it on the same chain is checked, as a compiler does.)
@Test func aRunStopsOnThePassesErrorsBeforeEvaluating() {
  let source = """
    struct T: View {
      var body: some View {
        VStack { Text("x").onAppear { print("ran") }.paddding(); Text("y").frame(widht: 2) }
      }
    }
    #Preview { T() }
    """
  #expect {
    try SwiftUIProgram(source: source, path: "t.swift").run()
  } throws: { e in
    guard case .semantic(let s)? = e as? RunError else { return false }
    return s.errors.map(\.id) == [.unknownMember, .incorrectLabel]
  }
}

/// Warnings do not stop a run; they come back with its result.
@Test func warningsComeBackWithTheRun() throws {
  let source = """
    struct T: View {
      @State var show = false
      var body: some View {
        if show { Text("x").help("X") } else { Text("y") }
      }
    }
    #Preview { T() }
    """
  let result = try SwiftUIProgram(source: source, path: "t.swift").run()
  #expect(result.warnings.map(\.id) == [.unsupportedAPI])
}

/// Real programs their authors compiled: the pass may warn about API that does not run yet,
/// but an error would be a false claim (Swift accepts them). The 42 programs of `wild/` and
/// the seed examples, for iOS 26 on the default iPhone.
@Test func realProgramsGetNoSemanticErrors() throws {
  let folder = SharedFolder.current
  let files = try folder.files(in: folder.wild, suffix: ".swift") + (try folder.seedExampleFiles())
  #expect(files.count >= 42 + 11)
  for file in files {
    let text = try String(contentsOf: file, encoding: .utf8)
    let found = SwiftUIProgram(source: text, path: file.lastPathComponent).check(
      environment: SheetEnvironment())
    let errors = found.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors.map { "\($0.location): \($0.message)" })")
  }
}
