import Detents
import Foundation
import Testing

/// Detents written as text (`--detents`, scripts): lists, references by name and custom
/// detents' formulas over the `Context`.
@Suite struct DetentListTests {
  /// The message a list fails with, or nil when it parses.
  func failure(_ text: String) -> String? {
    do {
      _ = try DetentList.parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  /// A formula's value for `maxDetentValue` (and an accessibility text size or not).
  func value(_ formula: String, max: Double = 768, accessibility: Bool = false) throws -> Double {
    try DetentFormula(formula).evaluate(maxDetentValue: max, accessibility: accessibility)
  }

  @Test func aListKeepsItsOrderAndSkipsEmptyItems() throws {
    let list = try DetentList.parse(" medium, ,.large,height:180 ,fraction:0.25,")
    #expect(list == [.medium, .large, .height(180), .fraction(0.25)])
  }

  @Test func commasInsideAFormulaBelongToIt() throws {
    let list = try DetentList.parse("custom:max(0.2*maxDetentValue,140),large")
    #expect(list.count == 2)
    #expect(list[0].description == "custom:max(0.2*maxDetentValue,140)")
    #expect(list[1] == .large)
  }

  @Test func aCustomDetentResolvesItsFormulaOnTheDevice() throws {
    let peek = try DetentList.detent("custom:peek=max(0.2*maxDetentValue,140)")
    #expect(peek.description == "custom:peek")
    // iPhone 16 Pro in portrait: maxDetentValue 768, so 0.2 × 768 = 153.6 wins over 140.
    let portrait = DetentResolver.resolve([peek], in: SheetEnvironment()).height(of: peek)
    #expect(abs((portrait ?? 0) - 153.6) < 1e-9)
    // In landscape maxDetentValue is 371: 140 wins.
    let landscape = SheetEnvironment(orientation: .landscape)
    #expect(DetentResolver.resolve([peek], in: landscape).height(of: peek) == 140)
  }

  @Test func formulasFollowArithmeticPrecedence() throws {
    #expect(try value("2+3*4") == 14)
    #expect(try value("(2+3)*4") == 20)
    #expect(try value("-(2-5)") == 3)
    #expect(try value("maxDetentValue/4 - 2") == 190)
    #expect(try value("min(maxDetentValue, 300, 500)") == 300)
    #expect(try value("max(1, min(2, 3))") == 2)
  }

  @Test func isAccessibilitySizeIsOneAtAccessibilitySizes() throws {
    #expect(try value("100+isAccessibilitySize*50") == 100)
    #expect(try value("100+isAccessibilitySize*50", accessibility: true) == 150)
    let d = try DetentList.detent("custom:100+isAccessibilitySize*50")
    let big = SheetEnvironment(dynamicTypeSize: .accessibility2)
    #expect(DetentResolver.resolve([d], in: big).height(of: d) == 150)
  }

  @Test func aReferenceByNameEqualsTheListedDetent() throws {
    let listed = try DetentList.parse("custom:peek=maxDetentValue/4,large")[0]
    #expect(try DetentList.reference("custom:peek") == listed)
    // Anything but a bare name parses as in a list.
    #expect(try DetentList.reference("height:300") == .height(300))
    #expect(try DetentList.reference("custom:maxDetentValue").description == "custom:maxDetentValue")
  }

  @Test func mistakesSayWhatIsWrongAndWhatIsAllowed() {
    #expect(
      failure("medium,tall")
        == "unknown detent 'tall' (use medium, large, height:N, fraction:F or custom:FORMULA)")
    #expect(failure("height:tall") == "height: needs a number, not 'tall'")
    #expect(failure("width:3") == "unknown detent kind 'width' in 'width:3' (use height, fraction or custom)")
    #expect(failure("custom:my peek=100") == "custom detent name 'my peek' should be letters, digits and _")
    #expect(
      failure("custom:max(maxDetentValue,")
        == "in custom detent 'max(maxDetentValue,': formula ends too soon")
    #expect(
      failure("custom:height*2")
        == "in custom detent 'height*2': unknown name 'height' (use maxDetentValue, isAccessibilitySize, min, max)"
    )
    #expect(failure("custom:2 3") == "in custom detent '2 3': unexpected '3' at column 3")
    #expect(failure("custom:(1+2") == "in custom detent '(1+2': expected ')' at column 5")
    #expect(failure("custom:1..2") == "in custom detent '1..2': bad number '1..2'")
  }

  @Test func deepNestingIsRefusedNotOverflowed() {
    let deep = String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70)
    #expect(failure("custom:" + deep)?.hasSuffix("formula nested too deeply") == true)
    let fine = String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60)
    #expect(failure("custom:" + fine) == nil)
  }
}
