import Detents

extension ViewNode {
  /// An indented text dump: one line per view with its modifiers, presentations nested.
  public func dump(indent: Int = 0) -> String {
    var out = String(repeating: "  ", count: indent) + kindDescription
    let mods = modifiers.compactMap { $0.shortDescription }
    if !mods.isEmpty { out += "  ." + mods.joined(separator: " .") }
    out += "\n"
    for m in modifiers {
      switch m {
      case .background(let v, _):
        out += String(repeating: "  ", count: indent + 1) + "background:\n" + v.dump(indent: indent + 2)
      case .overlay(let v, _):
        out += String(repeating: "  ", count: indent + 1) + "overlay:\n" + v.dump(indent: indent + 2)
      case .toolbarItem(let p, let v):
        out += String(repeating: "  ", count: indent + 1) + "toolbar (\(p)):\n" + v.dump(indent: indent + 2)
      case .presentation(let p):
        out +=
          String(repeating: "  ", count: indent + 1) + "\(p.kind.rawValue) (presented):\n"
          + p.content.dump(indent: indent + 2)
      default: break
      }
    }
    for c in children { out += c.dump(indent: indent + 1) }
    return out
  }

  var kindDescription: String {
    switch kind {
    case .text(let s): "Text(\"\(s)\")"
    case .image(let n): "Image(systemName: \"\(n)\")"
    case .assetImage(let n): "Image(\"\(n)\")"
    case .label(let t, let i): "Label(\"\(t)\", systemImage: \"\(i)\")"
    case .button(let role): "Button" + (role.map { "(role: .\($0.rawValue))" } ?? "")
    case .vstack(let a, let s):
      "VStack(alignment: .\(a)\(s.map { ", spacing: \(formatPoints($0))" } ?? ""))"
    case .hstack(let a, let s):
      "HStack(alignment: .\(a)\(s.map { ", spacing: \(formatPoints($0))" } ?? ""))"
    case .zstack: "ZStack"
    case .spacer: "Spacer"
    case .divider: "Divider"
    case .color(let s): "\(s)"
    case .shape(let k, _): "\(k)"
    case .strokedShape(let k, _, let w, let inset):
      "\(k).\(inset ? "strokeBorder" : "stroke")(lineWidth: \(formatPoints(w)))"
    case .scrollView(let vertical): vertical ? "ScrollView" : "ScrollView(.horizontal)"
    case .grid(let vertical, let items, _, _):
      "\(vertical ? "LazyVGrid" : "LazyHGrid")(items: \(items.count))"
    case .gridTable: "Grid"
    case .gridRow: "GridRow"
    case .list: "List"
    case .form: "Form"
    case .section(let h, _): "Section" + (h.map { "(\"\($0)\")" } ?? "")
    case .navigationStack(let pushed): "NavigationStack" + (pushed > 0 ? "(pushed: \(pushed))" : "")
    case .navigationLink: "NavigationLink"
    case .textField(let p, let t): "TextField(\"\(p)\", text: \"\(t)\")"
    case .textEditor(let t): "TextEditor(text: \"\(t)\")"
    case .toggle(let t, let on): "Toggle(\"\(t)\", isOn: \(on))"
    case .picker(let t, let i): "Picker(\"\(t)\", selected: \(i.map(String.init) ?? "nil"))"
    case .stepper: "Stepper"
    case .slider(let f): "Slider(fraction: \(f))"
    case .progressView(let f): "ProgressView" + (f.map { "(fraction: \($0))" } ?? "")
    case .datePicker(let d, let t): "DatePicker(\([d, t].compactMap { $0 }.joined(separator: " ")))"
    case .colorPicker(let c): "ColorPicker(\(c))"
    case .tabView(let items, let i): "TabView(tabs: \(items.count), selected: \(i))"
    case .geometryReader(let g):
      "GeometryReader"
        + (g.map {
          "(frame: \(formatPoints($0.frame.x)), \(formatPoints($0.frame.y)), \(formatPoints($0.frame.width)) × \(formatPoints($0.frame.height)))"
        } ?? "")
    case .group: "Group"
    case .empty: "EmptyView"
    }
  }
}

extension ViewModifierValue {
  /// A compact description for dumps; nil for modifiers dumped as nested blocks.
  var shortDescription: String? {
    switch self {
    case .padding(let e, let a):
      "padding(\(e == .all ? "" : "edges \(e.rawValue), ")\(a.map { formatPoints($0) } ?? "default"))"
    case .paddingInsets(let i):
      "padding(top: \(formatPoints(i.top)), leading: \(formatPoints(i.leading)), bottom: \(formatPoints(i.bottom)), trailing: \(formatPoints(i.trailing)))"
    case .frame(let w, let h, _):
      "frame(\(w.map { "width: \(formatPoints($0))" } ?? "")\(w != nil && h != nil ? ", " : "")\(h.map { "height: \(formatPoints($0))" } ?? ""))"
    case .flexibleFrame(_, _, let maxW, _, _, let maxH, _):
      "frame(\(maxW.map { "maxWidth: \($0 == .infinity ? "∞" : formatPoints($0))" } ?? "")\(maxW != nil && maxH != nil ? ", " : "")\(maxH.map { "maxHeight: \($0 == .infinity ? "∞" : formatPoints($0))" } ?? ""))"
    case .backgroundStyle(let s, let shape): "background(\(s)\(shape.map { ", in: \($0)" } ?? ""))"
    case .foregroundStyle(let s): "foregroundStyle(\(s))"
    case .font(let f): "font(\(f))"
    case .fontWeight(let w): "fontWeight(\(w.rawValue))"
    case .tint(let s): "tint(\(s))"
    case .buttonStyle(let b): "buttonStyle(.\(b.rawValue))"
    case .ignoresSafeArea: "ignoresSafeArea()"
    case .multilineTextAlignment(let a): "multilineTextAlignment(.\(a.rawValue))"
    case .lineLimit(let n): "lineLimit(\(n.map(String.init) ?? "nil"))"
    case .resizable: "resizable()"
    case .aspectRatio(let r, let mode):
      "aspectRatio(\(r.map { formatPoints($0) + ", " } ?? "")contentMode: .\(mode.rawValue))"
    case .imageScale(let s): "imageScale(.\(s.rawValue))"
    case .textDecoration(let d, _): "\(d.rawValue)()"
    case .clipped: "clipped()"
    case .coordinateSpace(let name): "coordinateSpace(name: \"\(name)\")"
    case .offset(let x, let y): "offset(x: \(x), y: \(y))"
    case .position(let x, let y): "position(x: \(x), y: \(y))"
    case .accessibilityLabel(let l): "accessibilityLabel(\"\(l)\")"
    case .opacity(let o): "opacity(\(o))"
    case .clipShape(let s): "clipShape(\(s))"
    case .cornerRadius(let r): "cornerRadius(\(r))"
    case .layoutPriority(let p): "layoutPriority(\(p))"
    case .navigationTitle(let t): "navigationTitle(\"\(t)\")"
    case .navigationBarTitleDisplayMode(let d): "navigationBarTitleDisplayMode(.\(d.rawValue))"
    case .navigationBarBackButtonHidden(let h): "navigationBarBackButtonHidden(\(h))"
    case .keyboardShortcut(let k): "keyboardShortcut(.\(k))"
    case .listRowBackground: "listRowBackground"
    case .contentMargins(_, let l): "contentMargins(\(formatPoints(l)))"
    case .listEditing(let selecting, let selected):
      selecting ? "editing(selection: \(selected.count) selected)" : "editing"
    case .rowEditing(let a): a == .delete ? "onDelete" : "onMove"
    case .listRowSeparator(let v, let e):
      "listRowSeparator(.\(v.rawValue)\(e == [.top, .bottom] ? "" : e == .top ? ", edges: .top" : ", edges: .bottom"))"
    case .listRowSeparatorTint(let s, _): "listRowSeparatorTint(\(s.map { "\($0)" } ?? "nil"))"
    case .listRowInsets(let i):
      "listRowInsets(\(i.map { "\(formatPoints($0.top)), \(formatPoints($0.leading)), \(formatPoints($0.bottom)), \(formatPoints($0.trailing))" } ?? "nil"))"
    case .pickerStyle(let p): "pickerStyle(.\(p.rawValue))"
    case .textFieldStyle(let s): "textFieldStyle(.\(s.rawValue))"
    case .tag(let k): "tag(\(k))"
    case .presentationDetents(let d, let sel):
      "presentationDetents([\(d.map { $0.description }.joined(separator: ", "))]\(sel ? ", selection:" : ""))"
    case .presentationDragIndicator(let v): "presentationDragIndicator(.\(v.rawValue))"
    case .presentationBackgroundInteraction(let b): "presentationBackgroundInteraction(.\(b))"
    case .presentationContentInteraction(let c): "presentationContentInteraction(.\(c.rawValue))"
    case .presentationCornerRadius(let r):
      "presentationCornerRadius(\(r.map { formatPoints($0) } ?? "nil"))"
    case .presentationBackground(let s): "presentationBackground(\(s))"
    case .presentationSizing(let s): "presentationSizing(.\(s.rawValue))"
    case .presentationCompactAdaptation(let h, let v):
      h == v
        ? "presentationCompactAdaptation(.\(h.rawValue))"
        : "presentationCompactAdaptation(horizontal: .\(h.rawValue), vertical: .\(v.rawValue))"
    case .interactiveDismissDisabled(let b): "interactiveDismissDisabled(\(b))"
    case .behavior(let b): b
    case .background, .overlay, .toolbarItem, .presentation: nil
    }
  }
}
