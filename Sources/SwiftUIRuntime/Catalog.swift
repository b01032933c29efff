import Detents
import Foundation

/// The SwiftUI API Detents knows: views, modifiers and types, with the OS version that
/// introduced each (iOS numbers; seed 000 gives the presentation ones).
public enum Catalog {
  /// A modifier: its name, the argument labels it accepts, and when it arrived.
  public struct Modifier: Sendable {
    public let name: String
    public let labels: Set<String>
    /// The iOS version that introduced it.
    public let introduced: OSVersion
    /// The macOS version that introduced it (SwiftUI ships in paired releases), or nil where
    /// it does not exist on the Mac.
    public var macOS: OSVersion? {
      Catalog.unavailableOnMac.contains(name) ? nil : Catalog.macOS(forIOS: introduced)
    }
  }

  /// Modifiers SwiftUI does not have on macOS.
  public static let unavailableOnMac: Set<String> = [
    "fullScreenCover", "navigationBarTitleDisplayMode", "presentationCompactAdaptation",
    "textInputAutocapitalization",
  ]

  /// The macOS release paired with an iOS release of SwiftUI: iOS 13 ↔ macOS 10.15, 14 ↔ 11,
  /// 15 ↔ 12, 16 ↔ 13 (16.4 ↔ 13.3), 17 ↔ 14, 18 ↔ 15, 26 ↔ 26.
  public static func macOS(forIOS v: OSVersion) -> OSVersion {
    switch v.major {
    case ..<14: OSVersion(10, 15)
    case 14: OSVersion(11, 0)
    case 15: OSVersion(12, 0)
    case 16: v.minor >= 4 ? OSVersion(13, 3) : OSVersion(13, 0)
    case 17: OSVersion(14, 0)
    case 18: OSVersion(15, 0)
    default: OSVersion(v.major, v.minor)
    }
  }

  static func m(_ name: String, _ labels: [String] = [], _ v: OSVersion = OSVersion(13, 0)) -> Modifier {
    Modifier(name: name, labels: Set(labels), introduced: v)
  }

  /// Modifiers by name.
  public static let modifiers: [String: Modifier] = Dictionary(
    uniqueKeysWithValues: [
      m("padding"),
      m(
        "frame",
        [
          "width", "height", "alignment", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
          "maxHeight",
        ]),
      m("background", ["alignment", "in", "ignoresSafeAreaEdges"]), m("overlay", ["alignment", "in"]),
      m("foregroundStyle", [], OSVersion(15, 0)), m("foregroundColor"), m("font"),
      m("fontWeight", [], OSVersion(16, 0)),
      m("bold"), m("italic"), m("tint", [], OSVersion(15, 0)), m("buttonStyle"),
      m("ignoresSafeArea", ["edges"], OSVersion(14, 0)),
      m("multilineTextAlignment"), m("lineLimit"), m("opacity"), m("clipShape", ["style"]),
      m("cornerRadius", ["antialiased"]),
      m("layoutPriority"), m("navigationTitle", [], OSVersion(14, 0)),
      m("navigationBarTitleDisplayMode", [], OSVersion(14, 0)),
      m("toolbar", [], OSVersion(14, 0)), m("keyboardShortcut", ["modifiers"], OSVersion(14, 0)),
      m("listRowBackground"), m("sheet", ["isPresented", "item", "onDismiss", "content"]),
      m("fullScreenCover", ["isPresented", "item", "onDismiss", "content"], OSVersion(14, 0)),
      m("popover", ["isPresented", "item", "attachmentAnchor", "arrowEdge", "content"]),
      m("presentationDetents", ["selection"], OSVersion(16, 0)),
      m("presentationDragIndicator", [], OSVersion(16, 0)),
      m("presentationBackgroundInteraction", [], OSVersion(16, 4)),
      m("presentationContentInteraction", [], OSVersion(16, 4)),
      m("presentationCornerRadius", [], OSVersion(16, 4)),
      m("presentationBackground", ["alignment", "content"], OSVersion(16, 4)),
      m("presentationSizing", [], OSVersion(18, 0)),
      m("presentationCompactAdaptation", ["horizontal", "vertical"], OSVersion(16, 4)),
      m("interactiveDismissDisabled", [], OSVersion(15, 0)),
      m("modifier"), m("onAppear", ["perform"]), m("onDisappear", ["perform"]),
      m("task", ["id", "priority"], OSVersion(15, 0)),
      m("onChange", ["of", "initial"], OSVersion(14, 0)), m("simultaneousGesture", ["including"]),
      m("gesture", ["including"]),
      m("onTapGesture", ["count", "perform"]), m("environment"), m("disabled"), m("id"), m("tag"),
      m("scrollContentBackground", [], OSVersion(16, 0)),
      m("listStyle"), m("textFieldStyle"), m("labelStyle"), m("accessibilityLabel", [], OSVersion(14, 0)),
      m("animation", ["value"]),
      m("transition"), m("shadow", ["color", "radius", "x", "y"]), m("scaleEffect", ["anchor"]),
      m("offset", ["x", "y"]),
      m("contentShape"), m("submitLabel", [], OSVersion(15, 0)), m("onSubmit", ["of"], OSVersion(15, 0)),
      m("focused", ["equals"], OSVersion(15, 0)),
      m("presentationBackgroundStyle"), m("hidden"), m("fixedSize", ["horizontal", "vertical"]), m("zIndex"),
      m("clipped"),
      m("toolbarBackground", ["for"], OSVersion(16, 0)),
      m("safeAreaInset", ["edge", "alignment", "spacing", "content"], OSVersion(15, 0)),
      m("refreshable", [], OSVersion(15, 0)),
      m("searchable", ["text", "placement", "prompt"], OSVersion(15, 0)),
      // Preview modifiers: accepted without effect on the view (the canvas is the device and
      // options Detents is given). A preview's `previewDisplayName` names it and its
      // `preferredColorScheme` sets its scheme; both are read from the source (Previews.swift).
      m("previewDevice"), m("previewLayout"), m("previewDisplayName", [], OSVersion(14, 0)),
      m("preferredColorScheme"), m("previewInterfaceOrientation", [], OSVersion(15, 0)),
    ].map { ($0.name, $0) })

  /// Views and other global names a program may call.
  public static let views: [String: OSVersion] = [
    "Text": OSVersion(13, 0), "Button": OSVersion(13, 0), "Label": OSVersion(14, 0),
    "Image": OSVersion(13, 0),
    "VStack": OSVersion(13, 0), "HStack": OSVersion(13, 0), "ZStack": OSVersion(13, 0),
    "Spacer": OSVersion(13, 0),
    "Divider": OSVersion(13, 0), "ScrollView": OSVersion(13, 0), "List": OSVersion(13, 0),
    "Form": OSVersion(13, 0),
    "Section": OSVersion(13, 0), "NavigationStack": OSVersion(16, 0), "NavigationView": OSVersion(13, 0),
    "ForEach": OSVersion(13, 0), "TextField": OSVersion(13, 0), "TextEditor": OSVersion(14, 0),
    "Toggle": OSVersion(13, 0),
    "Color": OSVersion(13, 0), "LinearGradient": OSVersion(13, 0), "Rectangle": OSVersion(13, 0),
    "RoundedRectangle": OSVersion(13, 0), "Capsule": OSVersion(13, 0), "Circle": OSVersion(13, 0),
    "Ellipse": OSVersion(13, 0),
    "Group": OSVersion(13, 0), "EmptyView": OSVersion(13, 0), "ToolbarItem": OSVersion(14, 0),
    "ToolbarItemGroup": OSVersion(14, 0),
    "DragGesture": OSVersion(13, 0), "TapGesture": OSVersion(13, 0), "GeometryReader": OSVersion(13, 0),
  ]

  /// The argument labels each built-in view accepts (unlabelled arguments are always allowed).
  public static let viewLabels: [String: Set<String>] = [
    "Text": ["verbatim"], "Button": ["action", "label", "role", "systemImage", "image"],
    "Label": ["systemImage", "image", "title", "icon"], "Image": ["systemName"],
    "VStack": ["alignment", "spacing", "content"], "HStack": ["alignment", "spacing", "content"],
    "ZStack": ["alignment", "content"], "Spacer": ["minLength"], "Divider": [],
    "ScrollView": ["showsIndicators", "content"], "List": ["selection", "content", "id"], "Form": ["content"],
    "Section": ["header", "footer", "content", "isExpanded"], "NavigationStack": ["path", "root"],
    "NavigationView": ["content"], "ForEach": ["id", "content"], "TextField": ["text", "prompt", "axis"],
    "SecureField": ["text", "prompt"], "TextEditor": ["text"], "Toggle": ["isOn"],
    "Color": ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness"],
    "LinearGradient": ["colors", "stops", "gradient", "startPoint", "endPoint"], "Rectangle": [],
    "RoundedRectangle": ["cornerRadius", "cornerSize", "style"], "Capsule": ["style"], "Circle": [],
    "Ellipse": [],
    "Group": ["content"], "EmptyView": [], "ToolbarItem": ["placement", "content", "id"],
    "ToolbarItemGroup": ["placement", "content"], "DragGesture": ["minimumDistance", "coordinateSpace"],
    "TapGesture": ["count"], "GeometryReader": ["content"],
  ]

  /// SwiftUI views and types Detents knows exist but does not run or draw yet: using one is an
  /// error that says so, never a silent gap.
  public static let unsupported: Set<String> = [
    "Picker", "Stepper", "Slider", "DatePicker", "ColorPicker", "NavigationLink", "NavigationSplitView",
    "Menu",
    "TabView", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "Canvas", "TimelineView", "ProgressView", "Gauge",
    "ShareLink", "Link", "AsyncImage", "ViewThatFits", "ControlGroup", "DisclosureGroup", "OutlineGroup",
    "Table",
    "PhotosPicker", "Map", "SecureField", "AnyView", "Path", "UnevenRoundedRectangle",
    "ContainerRelativeShape",
    "GroupBox", "LabeledContent", "ContentUnavailableView", "Observable", "ObservableObject", "StateObject",
    "ObservedObject", "EnvironmentObject", "Bindable", "AppStorage", "SceneStorage", "FocusState",
    "Namespace",
    "GestureState", "ScaledMetric",
  ]

  /// Types and functions reachable by name.
  public static let types: Set<String> = [
    "PresentationDetent", "Font", "Animation", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "Edge", "UnitPoint",
    "Visibility", "PresentationBackgroundInteraction", "PresentationContentInteraction", "ButtonRole",
    "TextAlignment",
    "Int", "Double", "CGFloat", "Float", "String", "Bool", "Array", "Set", "Dictionary", "Optional", "Task",
    "Duration",
    "Binding", "UUID", "DynamicTypeSize", "ColorScheme", "ShapeStyle", "Material", "Date", "Character",
    "PreviewDevice", "Locale",
  ]

  public static let functions: Set<String> = [
    "min", "max", "abs", "print", "withAnimation", "round", "floor", "ceil", "sqrt", "zip", "stride",
    "assert", "precondition", "fatalError",
  ]

  static var globalNames: [String] { Array(views.keys) + Array(types) + Array(functions) }

  static func isBuiltinCallable(_ name: String) -> Bool {
    views[name] != nil || types.contains(name) || functions.contains(name)
  }

  /// The nearest known modifier name, for "did you mean".
  public static func nearestModifier(_ name: String) -> String? {
    let best = modifiers.keys.min { editDistance($0, name) < editDistance($1, name) }
    guard let best, editDistance(best, name) <= max(2, name.count / 3) else { return nil }
    return best
  }
}
