import Detents
import Foundation
import SwiftUIRuntime
import Testing
import ViewTree

/// Programs whose only output is the `Text`s they show: each checks one language rule.
@Suite struct LanguageTests {
  @Test func structsAreCopiedOnAssignment() throws {
    let decls = "struct Point { var x: Int; var y = 0; mutating func bump() { x += 1 } }"
    let body = """
      let out: String = {
        var a = Point(x: 1)
        var b = a
        b.x = 5
        b.bump()
        var list = [a, b]
        var other = list
        other[0].x = 42
        return "\\(a.x) \\(b.x) \\(list[0].x) \\(other[0].x) \\(list.count)"
      }()
      Text(out)
      """
    #expect(try shows(body, decls: decls) == ["1 6 1 42 2"])
  }

  @Test func aStoredPropertyWithObserversAfterACallKeepsItsValue() throws {
    // `= Int(3) { didSet … }`: the braces are observers, not a trailing closure, and the
    // property is stored, not computed.
    let decls = "struct Box { var n = Int(3) { didSet { } }; var m = 4 { willSet { } } }"
    #expect(try shows("Text(\"\\(Box().n) \\(Box().m)\")", decls: decls) == ["3 4"])
  }

  @Test func aStringLiteralLongerThanATokenKeepsItsText() throws {
    // 100 KB of text is lexed as several segments (a token is at most 64 KiB); the value is
    // the whole text, its escapes and four-byte characters included.
    let text = String(repeating: "ab\\n🙂", count: 12_500)
    #expect(try shows("Text(\"\(text)\")") == [String(repeating: "ab\n🙂", count: 12_500)])
  }

  @Test func closuresCaptureVariablesByReference() throws {
    let body = """
      let out: String = {
        var count = 0
        let add = { (n: Int) in count += n }
        add(2); add(3)
        let make = { () -> () -> Int in var c = 0; return { c += 1; return c } }
        let counter = make()
        _ = counter(); _ = counter()
        return "\\(count) \\(counter())"
      }()
      Text(out)
      """
    #expect(try shows(body) == ["5 3"])
  }

  @Test func enumsWithAssociatedAndRawValues() throws {
    let decls = """
      enum Stop: String, CaseIterable { case museum = "Museum", harbour }
      enum Shape { case circle(radius: Double), square(Double), dot
        var area: Double {
          switch self {
          case .circle(let r): return 3 * r * r
          case .square(let s): return s * s
          case .dot: return 0
          }
        }
      }
      """
    let body = """
      Text(Stop.museum.rawValue + " " + Stop.harbour.rawValue)
      Text("\\(Shape.circle(radius: 2).area) \\(Shape.square(3).area) \\(Shape.dot.area)")
      Text(Stop(rawValue: "Museum") == .museum ? "found" : "missing")
      """
    #expect(try shows(body, decls: decls) == ["Museum harbour", "12.0 9.0 0.0", "found"])
  }

  @Test func optionalsBindChainAndDefault() throws {
    let decls = """
      struct Box { var inner: Box2? }
      struct Box2 { var value: Int }
      func find(_ n: Int) -> Int? { n > 2 ? n * 10 : nil }
      """
    let body = """
      let out: String = {
        var parts: [String] = []
        if let v = find(3) { parts.append("\\(v)") }
        if let v = find(1) { parts.append("\\(v)") } else { parts.append("none") }
        guard let w = find(4) else { return "guard failed" }
        parts.append("\\(w)")
        parts.append("\\(find(0) ?? -1)")
        let b = Box(inner: Box2(value: 7))
        parts.append("\\(b.inner?.value ?? 0)")
        let e = Box(inner: nil)
        parts.append("\\(e.inner?.value ?? 0)")
        parts.append("\\(find(5).map { $0 + 1 } ?? 0)")
        return parts.joined(separator: ",")
      }()
      Text(out)
      """
    #expect(try shows(body, decls: decls) == ["30,none,40,-1,7,0,51"])
  }

  @Test func collectionsAndStringFormatting() throws {
    let body = """
      let out: String = {
        let xs = [3, 1, 2]
        let s: Set<Int> = [1, 2, 2, 3]
        var d = ["a": 1]
        d["b"] = 2
        let total = xs.reduce(0, +)
        return "\\(xs.sorted()) \\(s.count) \\(d.count) \\(total) \\(xs.map { $0 * 2 }.filter { $0 > 2 }) " + String(format: "%.1f|%d", 2.25, 7)
      }()
      Text(out)
      """
    #expect(try shows(body) == ["[1, 2, 3] 3 2 6 [6, 4] 2.2|7"])
  }

  @Test func genericsAndExtensionsOfView() throws {
    let decls = """
      struct Card<Content: View>: View {
        var title: String
        @ViewBuilder var content: () -> Content
        var body: some View {
          VStack { Text(title); content() }
        }
      }
      extension View {
        func tagged(_ label: String) -> some View { VStack { self; Text(label) } }
      }
      """
    let body = """
      Card(title: "A") { Text("inside") }.tagged("tag")
      """
    #expect(try shows(body, decls: decls) == ["A", "inside", "tag"])
  }

  @Test func ifAndSwitchAndForEachInBuilders() throws {
    let body = """
      let flag = true
      if flag { Text("yes") } else { Text("no") }
      switch 2 { case 1: Text("one"); case 2: Text("two"); default: Text("many") }
      ForEach(["x", "y"], id: \\.self) { s in Text(s) }
      ForEach(0..<2) { i in Text("row \\(i)") }
      """
    #expect(try shows(body) == ["yes", "two", "x", "y", "row 0", "row 1"])
  }

  @Test func endlessLoopsEndWithALocatedError() {
    let source = """
      struct Loop: View {
        var body: some View {
          var n = 0
          while true { n += 1 }
          return Text("\\(n)")
        }
      }
      #Preview { Loop() }
      """
    #expect {
      try run(source, budget: RunBudget(steps: 100_000))
    } throws: { e in
      guard let e = firstError(e) else { return false }
      return e.message.contains("steps") && e.location.line == 4
    }
  }

  @Test func runawayRecursionEndsWithALocatedError() {
    let source = """
      func down(_ n: Int) -> Int { down(n + 1) }
      struct R: View { var body: some View { Text("\\(down(0))") } }
      #Preview { R() }
      """
    #expect {
      try run(source)
    } throws: { e in
      guard let e = firstError(e) else { return false }
      return e.message.contains("nested more than") && e.location.line == 1
    }
  }

  @Test func unknownNamesAndLabelsSuggestTheNearest() {
    let typo = """
      struct T: View { var body: some View { Text("x").paddding() } }
      #Preview { T() }
      """
    #expect {
      try run(typo)
    } throws: { e in firstError(e)?.message.contains("did you mean 'padding'") == true }
    let label = """
      struct T: View { var body: some View { Text("x").frame(widht: 10) } }
      #Preview { T() }
      """
    #expect {
      try run(label)
    } throws: { e in firstError(e)?.message.contains("did you mean 'width:'") == true }
    let old = """
      struct T: View { var body: some View { Text("x").sheet(isPresented: .constant(true)) { Text("y").presentationCornerRadius(20) } } }
      #Preview { T() }
      """
    #expect {
      try run(old, environment: SheetEnvironment(os: OSVersion(16, 0)))
    } throws: { e in firstError(e)?.message.contains("only available in iOS 16.4") == true }
  }
}

@Test func wrongViewLabelsSuggestTheNearest() {
  let source = """
    struct T: View { var body: some View { VStack(spacng: 8) { Text("x") } } }
    #Preview { T() }
    """
  #expect {
    try run(source)
  } throws: { e in
    guard let e = firstError(e) else { return false }
    return e.message.contains("incorrect argument label 'spacng:'")
      && e.message.contains("did you mean 'spacing:'")
      && e.location.line == 1
  }
}

@Test func swiftUIFeaturesNotYetSupportedSaySo() {
  let view = """
    struct T: View { var body: some View { Gauge(value: 0.5) { Text("a") } } }
    #Preview { T() }
    """
  #expect {
    try run(view)
  } throws: { e in
    firstError(e)?.message == "'Gauge' is SwiftUI, but Detents does not support it yet"
  }
  let wrapper = """
    struct T: View {
      @SceneStorage("k") var k = 1
      var body: some View { Text("x") }
    }
    #Preview { T() }
    """
  #expect {
    try run(wrapper)
  } throws: { e in
    guard let e = firstError(e) else { return false }
    return e.message.contains("@SceneStorage is SwiftUI, but Detents does not support it yet")
      && e.location.line == 2
  }
}

@Test func aViewThatContainsItselfEndsWithALocatedError() {
  let source = """
    struct Loop: View {
      var body: some View {
        VStack {
          Text("x")
          self.padding()
        }
      }
    }
    #Preview { Loop() }
    """
  #expect {
    try run(source)
  } throws: { e in firstError(e)?.message.contains("nested more than") == true }
}

@Test func macOSAvailabilityFollowsThePairedRelease() {
  #expect(Registry.modifiers["presentationDetents"]?.macOS == OSVersion(13, 0))
  #expect(Registry.modifiers["presentationBackgroundInteraction"]?.macOS == OSVersion(13, 3))
  #expect(Registry.modifiers["presentationSizing"]?.macOS == OSVersion(15, 0))
  #expect(Registry.modifiers["fullScreenCover"]?.macOS == nil)
  let cover = """
    struct T: View { var body: some View { Text("x").fullScreenCover(isPresented: .constant(true)) { Text("y") } } }
    #Preview { T() }
    """
  let mac = SheetEnvironment(device: DeviceCatalog.device(named: "mac")!, os: OSVersion(15, 0))
  #expect {
    try run(cover, environment: mac)
  } throws: { e in firstError(e)?.message == "'fullScreenCover' is unavailable in macOS" }
  #expect(throws: Never.self) { try run(cover) }
}
