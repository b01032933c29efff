import Detents
import Portable
import SwiftSource
import ViewTree

extension Interpreter {
  /// Resolves an implicit member chain (or a value) as a SwiftUI type: `.medium` as a
  /// detent, `.title2.bold()` as a font, `.white.opacity(0.25)` as a style.
  func resolveNative(_ v: Value, as typeName: String) throws(EvalError) -> Value {
    // A shape view used as a shape: `.clipShape(Circle())`, `.background(.red, in: Capsule())`.
    if typeName == "Shape", case .view(let view) = v, view.modifiers.isEmpty,
      case .builtin(.shape(let kind, _), _) = view.kind
    {
      return .native(.shape(kind))
    }
    // A colour view used as a style: `.foregroundColor(Color("Brand"))`, `Color(red:green:blue:)`.
    if Registry.styleTypes.contains(typeName), case .view(let view) = v, view.modifiers.isEmpty,
      case .builtin(.color(let style), _) = view.kind
    {
      return .native(.style(style))
    }
    guard case .implicit(let chain) = v else { return v }
    var current: Value? = nil
    for step in chain.steps {
      if let c = current {
        if let args = step.arguments {
          current = try builtinMethod(c, step.name, args, chain.node, scope: globals)
        } else {
          current = try builtinMember(c, step.name, chain.node)
        }
      } else {
        current = try staticNative(typeName, step.name, step.arguments, chain.node)
      }
    }
    return current ?? v
  }

  func animationValue(_ v: Value, _ node: Syntax) throws(EvalError) -> Animation? {
    let r = try resolveNative(v, as: "Animation")
    switch r {
    case .native(.animation(let a)): return a
    case .nilValue: return nil
    default: throw error("expected an Animation, got \(v.typeName)", node)
    }
  }

  func label(_ args: [Argument]?, _ name: String) -> Value? { args?.first { $0.label == name }?.value }

  func num(_ args: [Argument]?, _ name: String, _ node: Syntax) throws(EvalError) -> Double? {
    guard let v = label(args, name) else { return nil }
    // `red: .random(in: 0...1)`: an implicit member of the number type (a CGFloat or Double).
    guard let n = number(try resolveNative(v, as: "Double")) else {
      throw error("'\(name)' must be a number", node)
    }
    return n
  }

  /// `Task.sleep(nanoseconds:)`, `Task.sleep(for:)`: suspends the task at the `await` that
  /// begins its statement, on the virtual clock.
  func taskSleep(_ args: [Argument]?, _ node: Syntax) throws(EvalError) -> Value {
    var seconds = 0.0
    if let a = args?.first {
      if a.label == "nanoseconds", let n = number(a.value) {
        seconds = n / 1e9
      } else if case .native(.duration(let d)) = try resolveNative(a.value, as: "Duration") {
        seconds = d
      } else if a.label == nil, let n = number(a.value) {
        // `Task.sleep(_ duration: UInt64)` counts nanoseconds, as `nanoseconds:` does.
        seconds = n / 1e9
      }
    }
    guard let awaited = awaitedCall, awaited.id == node.id else {
      if host?.inTask != true { throw error("Task.sleep is only allowed inside a task", node) }
      throw error(
        "'await' here cannot suspend the task, which is not supported yet: a task suspends only at "
          + "an 'await' that begins a statement of the task or of an async function it awaits",
        evaluatedAwait ?? node)
    }
    if host?.isCancelled == true { throw .cancelled }
    awaitedCall = nil
    capturedSleep = seconds
    return .void
  }

  func gradient(_ args: [Argument]?, _ node: Syntax) throws(EvalError) -> Value {
    // `colors:`, or `gradient: Gradient(colors:)` (the array of its colours).
    guard let colorsValue = label(args, "colors") ?? label(args, "gradient"),
      case .array(let colors) = try resolveNative(colorsValue, as: "Gradient")
    else {
      throw error("LinearGradient needs colors: or gradient: Gradient(colors:)", node)
    }
    let styles = try colors.map { c throws(EvalError) -> ShapeStyleValue in
      guard case .native(.style(let s)) = try resolveNative(c, as: "Color") else {
        throw error("colors: must be colours", node)
      }
      return s
    }
    func point(_ name: String, _ fallback: UnitPoint) throws(EvalError) -> UnitPoint {
      guard let v = label(args, name) else { return fallback }
      guard case .native(.unitPoint(let u)) = try resolveNative(v, as: "UnitPoint") else {
        throw error("\(name): must be a UnitPoint", node)
      }
      return u
    }
    return .native(
      .style(
        .linearGradient(
          colors: styles, start: try point("startPoint", .top), end: try point("endPoint", .bottom))))
  }

  /// A `.custom(T.self)` detent: its height calls `T.height(in:)` in the interpreter while the
  /// run lasts. An error there is kept in `detentErrors` (the engine's resolver cannot throw);
  /// the runtime reports it after the engine call. Heights outlive the run: the detent is part
  /// of the result, so after the run it answers from what the run computed.
  func customDetent(_ t: UserType, _ node: Syntax) -> PresentationDetent {
    let heights = customDetentHeights
    return .custom(named: t.name) { context in
      heights.height(of: t, in: context)
    }
  }

  // MARK: Members and methods of native values

  func nativeMember(_ n: Native, _ name: String, _ node: Syntax) throws(EvalError) -> Value {
    switch (n, name) {
    case (.detentContext(let c), "maxDetentValue"): return .double(c.maxDetentValue)
    case (.detentContext(let c), "dynamicTypeSize"):
      detentEnvironmentReads += 1
      return .native(.dynamicTypeSize(c.dynamicTypeSize))
    case (.detentContext(let c), "verticalSizeClass"):
      detentEnvironmentReads += 1
      return .native(.sizeClass(c.verticalSizeClass))
    case (.detentContext(let c), "horizontalSizeClass"):
      detentEnvironmentReads += 1
      return .native(.sizeClass(c.horizontalSizeClass))
    case (.detentContext(let c), "colorScheme"):
      detentEnvironmentReads += 1
      return .native(.colorScheme(c.colorScheme))
    case (.dynamicTypeSize(let d), "isAccessibilitySize"): return .bool(d.isAccessibilitySize)
    case (.editMode(let m), "isEditing"): return .bool(m.isEditing)
    // `@Environment(\.presentationMode)`: a binding to the presentation, whose value dismisses.
    case (.dismissAction, "wrappedValue"): return .native(n)
    case (.dismissAction(let id), "isPresented"): return .bool(id >= 0)
    case (.font(var f), "bold"), (.font(var f), "italic"), (.font(var f), "monospaced"):
      // As properties these are methods in SwiftUI; accept `.bold` without parentheses too.
      if name == "bold" {
        f.weight = .bold
      } else if name == "italic" {
        f.italic = true
      } else {
        f.monospaced = true
      }
      return .native(.font(f))
    case (.duration(let d), "components"): return .tuple([("seconds", .int(Int(d)))])
    case (.date(let d), "timeIntervalSinceReferenceDate"): return .double(d)
    // 1 January 2001 is 978,307,200 s after 1 January 1970.
    case (.date(let d), "timeIntervalSince1970"): return .double(d + 978_307_200)
    case (.date(let d), "timeIntervalSinceNow"):
      return .double(d - (dateNow))
    case (.data(let d), "count"): return .int(d.count)
    case (.data(let d), "isEmpty"): return .bool(d.isEmpty)
    case (.url(let p), "path"): return .string(p)
    case (.url(let p), "lastPathComponent"):
      return .string(p.split(separator: "/").last.map(String.init) ?? "")
    case (.url(let p), "absoluteString"): return .string("file://" + p)
    case (.geometryProxy(let g), "size"):
      let frame = (g ?? .unknown).frame
      return sizeValue(frame.width, frame.height)
    case (.geometryProxy(let g), "safeAreaInsets"):
      return .native(.edgeInsets((g ?? .unknown).safeAreaInsets))
    case (.edgeInsets(let e), "top"): return .double(e.top)
    case (.edgeInsets(let e), "leading"): return .double(e.leading)
    case (.edgeInsets(let e), "bottom"): return .double(e.bottom)
    case (.edgeInsets(let e), "trailing"): return .double(e.trailing)
    case (.dateFormatter(let f), _): return try dateFormatterMember(f, name, node)
    default:
      throw error("value of type '\(n.typeName)' has no member '\(name)'", node, id: .unknownMember)
    }
  }

  func nativeMethod(_ n: Native, _ name: String, _ args: [Argument], _ node: Syntax) throws(EvalError)
    -> Value
  {
    switch (n, name) {
    // Combine, as far as a `@Published` property's publisher goes.
    case (.publisher(var p), "debounce"):
      guard let a = args.first(where: { $0.label == "for" }) else { throw error("debounce needs for:", node) }
      if let seconds = number(a.value) {
        p.delay = seconds
      } else if case .native(.duration(let d)) = try resolveNative(a.value, as: "Duration") {
        p.delay = d
      } else {
        throw error("debounce(for:) needs seconds, as 0.5 or .seconds(0.5)", a.node ?? node)
      }
      return .native(.publisher(p))
    case (.publisher(var p), "dropFirst"):
      p.dropCount += args.isEmpty ? 1 : try argInt(args, 0, node)
      return .native(.publisher(p))
    case (.publisher(let p), "receive"), (.publisher(let p), "eraseToAnyPublisher"):
      // Values are delivered on the main queue of the virtual clock in any case.
      return .native(.publisher(p))
    case (.publisher(let p), "sink"):
      guard
        case .closure(let receive)? = args.last(where: { $0.label == nil || $0.label == "receiveValue" })?
          .value
      else { throw error("sink needs a closure that receives the values", node) }
      let s = Subscription(p, receive)
      p.storage.subscriptions[p.property, default: []].append(s)
      try send(p.storage.fields[p.property] ?? .nilValue, to: s)
      return .native(.cancellable(s))
    case (.cancellable(let s), "cancel"):
      s.isCancelled = true
      return .void
    // A date moved by seconds, and the seconds between two dates.
    case (.date(let d), "advanced"), (.date(let d), "addingTimeInterval"):
      return .native(.date(d + (try argNumber(args, 0, node))))
    case (.date(let d), "timeIntervalSince"), (.date(let d), "distance"):
      guard case .native(.date(let other))? = args.first?.value else {
        throw error("\(name) needs a Date", node)
      }
      return .double(name == "distance" ? other - d : d - other)
    case (.font(var f), "bold"):
      f.weight = .bold
      return .native(.font(f))
    case (.font(var f), "italic"):
      f.italic = true
      return .native(.font(f))
    case (.font(var f), "monospaced"):
      f.monospaced = true
      return .native(.font(f))
    case (.font(var f), "weight"):
      guard let a = args.first,
        case .native(.fontWeight(let w)) = try resolveNative(a.value, as: "Font.Weight")
      else {
        throw error("weight(_:) needs a Font.Weight", node)
      }
      f.weight = w
      return .native(.font(f))
    case (.style(let s), "opacity"):
      return .native(.style(.opacity(s, try argNumber(args, 0, node))))
    case (.animation(let a), "delay"), (.animation(let a), "speed"), (.animation(let a), "repeatCount"):
      return .native(.animation(a))
    case (.gesture(var g), "onChanged"):
      guard case .closure(let c) = args.first?.value else { throw error("onChanged needs a closure", node) }
      g.onChanged = c
      return .native(.gesture(g))
    case (.gesture(var g), "onEnded"):
      guard case .closure(let c) = args.first?.value else { throw error("onEnded needs a closure", node) }
      g.onEnded = c
      return .native(.gesture(g))
    case (.dismissAction(let id), "callAsFunction"), (.dismissAction(let id), "dismiss"):
      // `dismiss()`, and `presentationMode.wrappedValue.dismiss()` (the older API).
      host?.dismiss(presentation: id)
      return .void
    case (.foundationObject(let o), _):
      return try foundationMethod(o, name, args, node)
    case (.timerPublisher, "autoconnect"):
      return .native(n)
    case (.dateFormatter(let f), _): return try dateFormatterMethod(f, name, args, node)
    case (.date(let t), "formatted"): return try formattedDate(t, args, node)
    case (.calendar, _):
      return try calendarMethod(name, args, node)
    case (.currencyFormat(let code), "format"):
      guard let v = args.first.flatMap({ number($0.value) }) else {
        throw error("format(_:) needs a number", node)
      }
      return .string(currencyText(v, code: code))
    case (.data(let bytes), "write"):
      // `data.write(to: url, options: …)`: into the run's in-memory files.
      guard case .native(.url(let path))? = label(args, "to") else {
        throw error("write(to:) needs a URL", node)
      }
      files[path] = bytes
      return .void
    case (.geometryProxy(let g), "frame"):
      // `frame(in: .global | .local | .named("x"))`, a CGRect.
      guard let a = args.first,
        case .native(.coordinateSpace(let space)) = try resolveNative(a.value, as: "CoordinateSpace")
      else {
        throw error("frame(in:) needs a coordinate space: .global, .local or .named(_:)", node)
      }
      // Before the reader is laid out it knows no frame, in any space (named ones too).
      guard let g else { return rectValue(ReaderGeometry.unknown.frame) }
      guard let r = g.frame(in: space) else {
        guard case .named(let name) = space else { return .void }
        throw error(
          "no coordinate space named '\(name)' around this GeometryReader: name one with .coordinateSpace(name: \"\(name)\") on a view that contains it",
          a.node ?? node)
      }
      return rectValue(r)
    case (.url(let p), "appendingPathComponent"), (.url(let p), "appending"):
      guard case .string(let part)? = args.first?.value else { throw error("\(name) needs a String", node) }
      return .native(.url(p.hasSuffix("/") ? p + part : p + "/" + part))
    default:
      throw error("value of type '\(n.typeName)' has no method '\(name)'", node)
    }
  }

  /// A `CGSize`: a tuple of its `width` and `height`.
  func sizeValue(_ width: Double, _ height: Double) -> Value {
    .tuple([("width", .double(width)), ("height", .double(height))])
  }

  /// A `CGRect`: a tuple of its `origin`, `size`, extents and edges (`minX`, `midX`, `maxX`,
  /// `minY`, `midY`, `maxY`, `width`, `height`), as CoreGraphics computes them.
  func rectValue(_ r: Rect) -> Value {
    .tuple([
      ("origin", .tuple([("x", .double(r.x)), ("y", .double(r.y))])), ("size", sizeValue(r.width, r.height)),
      ("minX", .double(r.x)), ("midX", .double(r.midX)), ("maxX", .double(r.maxX)),
      ("minY", .double(r.y)), ("midY", .double(r.midY)), ("maxY", .double(r.maxY)),
      ("width", .double(r.width)), ("height", .double(r.height)),
    ])
  }

  /// The methods of `UserDefaults.standard`, `FileManager.default`, `JSONEncoder()` and
  /// `JSONDecoder()`. Defaults and files are kept in memory for the run (``defaults``,
  /// ``files``): a run starts with none, as a freshly installed app does.
  func foundationMethod(_ o: FoundationObject, _ name: String, _ args: [Argument], _ node: Syntax)
    throws(EvalError) -> Value
  {
    func key() throws(EvalError) -> String {
      guard case .string(let k)? = label(args, "forKey") else {
        throw error("\(name) needs forKey: a String", node)
      }
      return k
    }
    switch (o, name) {
    case (.jsonEncoder, "encode"):
      guard let v = args.first?.value else { throw error("encode(_:) needs a value", node) }
      return .native(.data(Array(try jsonEncode(v, node).jsonText.utf8)))
    case (.jsonDecoder, "decode"):
      guard args.count == 2, case .native(.data(let bytes)) = args[1].value else {
        throw error("decode(_:from:) needs a type and Data", node)
      }
      let type = try decodedType(args[0].value, node)
      switch JSONValue.parse(bytes) {
      case .success(let j): return try jsonDecode(j, as: type, node)
      case .failure(let e):
        throw thrownError(
          "DecodingError.dataCorrupted: the data is not valid JSON (\(e.message) at byte \(e.offset))")
      }
    case (.userDefaults, "set"):
      let k = try key()
      let v = args.first?.value ?? .nilValue
      if v.isNil { defaults[k] = nil } else { defaults[k] = v }
      return .void
    case (.userDefaults, "removeObject"):
      defaults[try key()] = nil
      return .void
    case (.userDefaults, "object"), (.userDefaults, "value"): return defaults[try key()] ?? .nilValue
    case (.userDefaults, "data"):
      if case .native(.data)? = defaults[try key()] { return defaults[try key()]! }
      return .nilValue
    case (.userDefaults, "string"):
      switch defaults[try key()] {
      case .string(let s)?: return .string(s)
      case .int(let i)?: return .string(String(i))
      case .double(let d)?: return .string(describe(.double(d)))
      default: return .nilValue
      }
    case (.userDefaults, "array"):
      if case .array(let a)? = defaults[try key()] { return .array(a) }
      return .nilValue
    case (.userDefaults, "dictionary"):
      if case .dictionary(let d)? = defaults[try key()] { return .dictionary(d) }
      return .nilValue
    case (.userDefaults, "integer"), (.userDefaults, "double"), (.userDefaults, "bool"):
      // As Foundation: 0 (false) for a missing key; numbers, Booleans and numeric strings convert.
      let stored = defaults[try key()]
      var n: Double = 0
      switch stored {
      case .int(let i)?: n = Double(i)
      case .double(let d)?: n = d
      case .bool(let b)?: n = b ? 1 : 0
      case .string(let s)?: n = Double(s) ?? (s == "true" || s == "YES" ? 1 : 0)
      default: break
      }
      if name == "bool" { return .bool(n != 0) }
      if name == "double" { return .double(n) }
      return .int(n.isFinite && abs(n) < 9e18 ? Int(n) : 0)
    case (.mainQueue, "asyncAfter"), (.mainQueue, "async"):
      // On the virtual clock: `deadline: .now() + x` is x seconds from now (DispatchTime.now).
      guard case .closure(let c)? = (label(args, "execute") ?? args.last?.value) else {
        throw error("\(name) needs a closure to run", node)
      }
      var delay = 0.0
      if name == "asyncAfter" {
        guard let d = label(args, "deadline") ?? label(args, "wallDeadline"),
          let at = number(try resolveNative(d, as: "DispatchTime"))
        else { throw error("asyncAfter needs deadline: .now() + seconds", node) }
        delay = at - (host?.now ?? 0)
      }
      host?.runOnMainQueue(c, after: delay, label: "DispatchQueue.main.\(name)")
      return .void
    case (.fileManager, "urls"):
      // The app's one documents directory (its files are the run's in-memory ones).
      return .array([.native(.url("/Documents"))])
    case (.fileManager, "fileExists"):
      guard case .string(let p)? = label(args, "atPath") ?? args.first?.value else { return .bool(false) }
      return .bool(files[p] != nil || p == "/Documents")
    case (.fileManager, "removeItem"):
      guard case .native(.url(let p))? = label(args, "at") else {
        throw error("removeItem(at:) needs a URL", node)
      }
      guard files.removeValue(forKey: p) != nil else { throw thrownError("no such file: \(p)") }
      return .void
    default:
      throw error("'\(o.rawValue).\(name)' is not supported by Detents yet", node, id: .unsupportedAPI)
    }
  }
}

/// The heights of a run's custom detents: computed by the interpreter while the run lasts,
/// remembered by context so that the result, used after the run (drawing a preview, the
/// dimming of a background interaction `upThrough:` a custom detent), gives the same heights
/// without calling into an interpreter that is gone.
final class CustomDetentHeights: @unchecked Sendable {
  struct Key: Hashable {
    var type: String
    var maxDetentValue: Scalar
    var environment: DetentEnvironment
  }
  /// The interpreter that evaluates `height(in:)`; let go of when the run ends (the
  /// interpreter holds this table: Embedded Swift has no `weak` to break the cycle).
  var interpreter: Interpreter?
  /// False once the run is over: heights come from `computed` only.
  var isOpen = true
  var computed: [Key: Scalar?] = [:]
  /// Whether nothing but the context changes between calls (a ``CustomDetentProbe``: no
  /// taps, no tasks), so that a height is a function of its context alone and may be reused.
  var reusesHeights = false
  /// With ``reusesHeights``: the heights that read nothing of the context but
  /// `maxDetentValue`, by type and that value: the same in every environment
  /// (`detents check` asks for each custom detent in 552 setups, with 46 room heights).
  var withoutEnvironment: [MaxKey: Scalar?] = [:]
  struct MaxKey: Hashable {
    var type: String
    var maxDetentValue: Scalar
  }

  func height(of t: UserType, in context: PresentationDetent.Context) -> Scalar? {
    let key = Key(type: t.name, maxDetentValue: context.maxDetentValue, environment: context.environment)
    let maxKey = MaxKey(type: t.name, maxDetentValue: context.maxDetentValue)
    if reusesHeights, let known = withoutEnvironment[maxKey] { return known }
    guard isOpen, let interp = interpreter else { return computed[key] ?? nil }
    guard let decl = t.staticMethods["height"]?.first else { return nil }
    let f = interp.function(decl, scope: interp.globals, selfCell: nil, selfType: t, isStatic: true)
    do {
      let reads = interp.detentEnvironmentReads
      let v = try interp.invoke(f, [Argument(label: "in", value: .native(.detentContext(context)))], decl)
      let h = interp.number(v)
      computed[key] = h
      // A height that did not look at the environment is that of every environment with
      // this room.
      if reusesHeights, interp.detentEnvironmentReads == reads { withoutEnvironment[maxKey] = h }
      return h
    } catch {
      switch error {
      case .error(let e): interp.detentErrors.append(e)
      // `height(in:)` does not throw, so only a run error comes out of it; anything else is
      // said without printing the error by reflection (Embedded Swift has none).
      case .thrown, .cancelled:
        interp.detentErrors.append(
          interp.runtimeError("'\(t.name).height(in:)' ended with an unexpected error", decl))
      }
      return nil
    }
  }
}

extension Interpreter {
  /// `Alert(title:message:dismissButton:)`, `Alert(title:message:primaryButton:secondaryButton:)`
  /// or `ActionSheet(title:message:buttons:)`. An alert with no button gets the system's OK,
  /// as SwiftUI's `Alert(title:)` does; an action sheet's buttons default to `[.cancel()]`.
  func alertValue(_ style: PresentedDialog.Style, _ args: [Argument], _ node: Syntax) throws(EvalError)
    -> AlertValue
  {
    func text(_ label: String) throws(EvalError) -> String? {
      guard let a = args.first(where: { $0.label == label }) else { return nil }
      guard let s = textString(a.value) else {
        throw error("'\(label):' needs a Text, got \(a.value.typeName)", a.node ?? node)
      }
      return s
    }
    func button(_ v: Value, _ at: Syntax?) throws(EvalError) -> AlertButtonValue {
      guard case .native(.alertButton(let b)) = try resolveNative(v, as: "Alert.Button") else {
        throw error("expected an Alert.Button, as .default(Text(\"OK\")), got \(v.typeName)", at ?? node)
      }
      return b
    }
    let known: Set<String> =
      style == .alert
      ? ["title", "message", "dismissButton", "primaryButton", "secondaryButton"]
      : ["title", "message", "buttons"]
    for a in args where !known.contains(a.label ?? "") {
      throw error(
        "incorrect argument \(a.label.map { "label '\($0):'" } ?? "without a label") in call to '\(style == .alert ? "Alert" : "ActionSheet")'",
        a.node ?? node, id: .incorrectLabel)
    }
    guard let title = try text("title") else { throw error("missing argument for parameter 'title:'", node) }
    var buttons: [AlertButtonValue] = []
    if style == .alert {
      for label in ["dismissButton", "primaryButton", "secondaryButton"] {
        if let a = args.first(where: { $0.label == label }) { buttons.append(try button(a.value, a.node)) }
      }
      if buttons.isEmpty { buttons = [AlertButtonValue(label: "OK", role: nil, action: nil)] }
    } else if let a = args.first(where: { $0.label == "buttons" }) {
      for v in try elements(a.value, a.node ?? node) { buttons.append(try button(v, a.node)) }
    } else {
      buttons = [AlertButtonValue(label: nil, role: .cancel, action: nil)]
    }
    return AlertValue(style: style, title: title, message: try text("message"), buttons: buttons)
  }
}

extension Interpreter {
  /// `x` as a currency in the run's locale, en_US (`.currency(code:)`): the currency's symbol
  /// before the amount, thousands grouped with commas, two decimals ("$1,234.50", "-€3.00");
  /// a currency without a symbol here is written by its code ("CHF 12.00"); yen have no
  /// decimals.
  func currencyText(_ x: Double, code: String) -> String {
    let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩", "CNY": "CN¥"]
    let decimals = code == "JPY" || code == "KRW" ? 0 : 2
    let fixed = formatFixed(abs(x), digits: decimals)
    let parts = fixed.split(separator: ".", omittingEmptySubsequences: false)
    var whole = ""
    for (i, c) in parts[0].reversed().enumerated() {
      if i > 0 && i % 3 == 0 { whole.append(",") }
      whole.append(c)
    }
    let amount = String(whole.reversed()) + (parts.count > 1 ? "." + parts[1] : "")
    let symbol = symbols[code].map { $0 } ?? code + "\u{00A0}"
    return (x < 0 && fixed.contains(where: { $0 != "0" && $0 != "." }) ? "-" : "") + symbol + amount
  }
}
