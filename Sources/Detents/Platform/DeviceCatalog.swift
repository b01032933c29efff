/// The devices Detents knows, with their figures and where each comes from.
///
/// Sources (see `shared/research/reference-facts.md` §5):
/// - sizes and scales: Apple HIG, Layout → Specifications (official);
/// - safe areas: measured tables in swift-snapshot-testing's `ViewImageConfig` and forks;
/// - display corner radii: measured values (the private `_displayCornerRadius`) from
///   flutter_device_geometry; Apple publishes none.
public enum DeviceCatalog {
  static let hig = "size/scale: Apple HIG Layout specifications"
  static let snapshot = "safe areas: swift-snapshot-testing ViewImageConfig (measured)"
  static let radiusSource = "corner radius: flutter_device_geometry (measured)"

  private static func phone(
    _ name: String, _ w: Scalar, _ h: Scalar, scale: Scalar = 3, top: Scalar, bottom: Scalar = 34,
    landscape: (top: Scalar, side: Scalar, bottom: Scalar), radius: Scalar,
    regularWidthInLandscape: Bool = false, note: String = ""
  ) -> Device {
    Device(
      name: name, id: slug(name), family: .phone, portraitSize: Size(width: w, height: h), scale: scale,
      portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
      landscapeSafeArea: EdgeInsets(
        top: landscape.top, leading: landscape.side, bottom: landscape.bottom, trailing: landscape.side),
      displayCornerRadius: radius, regularWidthInLandscape: regularWidthInLandscape,
      source: [hig, snapshot, radiusSource, note].filter { !$0.isEmpty }.joined(separator: "; "))
  }

  private static func pad(_ name: String, _ w: Scalar, _ h: Scalar, radius: Scalar, note: String) -> Device {
    let insets = EdgeInsets(top: 24, bottom: 20)
    return Device(
      name: name, id: slug(name), family: .pad, portraitSize: Size(width: w, height: h), scale: 2,
      portraitSafeArea: insets, landscapeSafeArea: insets, displayCornerRadius: radius,
      regularWidthInLandscape: true,
      source:
        "\(hig); safe areas 24/20 measured on iPad Pro 11\" (swift-snapshot-testing), assumed for other "
        + "rounded iPads; \(note)")
  }

  /// Every device, phones first, then iPads, the Mac window and Apple Vision Pro.
  public static let all: [Device] = [
    phone(
      "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, landscape: (0, 0, 0), radius: 0,
      note: "Home button: 20 pt status bar, no home indicator"),
    phone("iPhone 13 mini", 375, 812, top: 50, landscape: (0, 50, 21), radius: 44),
    phone("iPhone 14", 390, 844, top: 47, landscape: (0, 47, 21), radius: 47.33),
    phone("iPhone 15", 393, 852, top: 59, landscape: (0, 59, 21), radius: 55),
    phone(
      "iPhone 15 Plus", 430, 932, top: 59, landscape: (0, 59, 21), radius: 55, regularWidthInLandscape: true,
      note: "insets and radius assumed equal to the iPhone 16 Plus (same screen and Dynamic Island)"),
    phone(
      "iPhone 15 Pro", 393, 852, top: 59, landscape: (0, 59, 21), radius: 55,
      note: "insets and radius assumed equal to the iPhone 15 (same screen and Dynamic Island)"),
    phone(
      "iPhone 15 Pro Max", 430, 932, top: 59, landscape: (0, 59, 21), radius: 55,
      regularWidthInLandscape: true,
      note: "insets and radius assumed equal to the iPhone 16 Plus (same screen and Dynamic Island)"),
    phone("iPhone 16", 393, 852, top: 59, landscape: (0, 59, 21), radius: 55),
    phone(
      "iPhone 16 Plus", 430, 932, top: 59, landscape: (0, 59, 21), radius: 55, regularWidthInLandscape: true),
    phone("iPhone 16 Pro", 402, 874, top: 62, landscape: (0, 62, 21), radius: 62),
    phone(
      "iPhone 16 Pro Max", 440, 956, top: 62, landscape: (0, 62, 21), radius: 62,
      regularWidthInLandscape: true),
    phone("iPhone 16e", 390, 844, top: 47, landscape: (0, 47, 21), radius: 47.33),
    phone(
      "iPhone 17", 402, 874, top: 62, landscape: (20, 62, 20), radius: 62,
      note: "landscape insets captured on iOS 26"),
    phone(
      "iPhone Air", 420, 912, top: 68, landscape: (20, 68, 29), radius: 62, regularWidthInLandscape: true,
      note: "landscape insets captured on iOS 26"),
    phone(
      "iPhone 17 Pro", 402, 874, top: 62, landscape: (20, 62, 20), radius: 62,
      note: "landscape insets captured on iOS 26"),
    phone(
      "iPhone 17 Pro Max", 440, 956, top: 62, landscape: (20, 62, 20), radius: 62,
      regularWidthInLandscape: true,
      note: "landscape insets captured on iOS 26"),
    pad("iPad mini (A17 Pro)", 744, 1133, radius: 21.5, note: "corner radius 21.5 (flutter_device_geometry)"),
    pad("iPad Air 11-inch (M3)", 820, 1180, radius: 18, note: "corner radius 18 (flutter_device_geometry)"),
    pad("iPad Air 13-inch (M3)", 1024, 1366, radius: 18, note: "corner radius 18 (flutter_device_geometry)"),
    pad(
      "iPad Pro 11-inch (M4)", 834, 1210, radius: 18,
      note: "size from 2420×1668 px ÷ 2; M4 radius not measured, 18 (earlier Pros) used"),
    pad(
      "iPad Pro 13-inch (M4)", 1032, 1376, radius: 18,
      note: "size unverified (not in the HIG table); M4 radius not measured, 18 (earlier Pros) used"),
    Device(
      name: "Mac window", id: "mac", family: .mac, portraitSize: Size(width: 1280, height: 800), scale: 2,
      portraitSafeArea: EdgeInsets(top: 28), landscapeSafeArea: nil, displayCornerRadius: 10,
      regularWidthInLandscape: true,
      source: "chosen: a 1280×800 pt window content area under a 28 pt title bar (Apple publishes no "
        + "default window size); 10 pt window corner radius (chosen, macOS 15 look)"),
    Device(
      name: "Apple Vision Pro", id: "vision-pro", family: .vision,
      portraitSize: Size(width: 1280, height: 720),
      scale: 2, portraitSafeArea: EdgeInsets(), landscapeSafeArea: nil, displayCornerRadius: 46,
      regularWidthInLandscape: true,
      source: "default window 1280×720 pt (Vuplex visionOS docs, measured); scale and 46 pt window radius "
        + "chosen (Apple publishes neither)"),
  ]

  /// The device used when none is named.
  public static let defaultDevice = all.first { $0.id == "iphone-16-pro" }!

  /// Finds a device by id or name, ignoring case, spaces, dashes and punctuation.
  public static func device(named name: String) -> Device? {
    let key = squash(name)
    return all.first { squash($0.id) == key || squash($0.name) == key }
  }

  /// The known device whose name is closest to `name`, for "did you mean" messages.
  public static func nearest(to name: String) -> Device {
    let names = all.map { squash($0.name) }
    let best = NearestName.closest(to: squash(name), among: names)!
    return all[names.firstIndex(of: best)!]
  }

  static func slug(_ name: String) -> String {
    var out = ""
    var lastDash = true
    for ch in name.lowercased() {
      if ch.isLetter || ch.isNumber {
        out.append(ch)
        lastDash = false
      } else if !lastDash {
        out.append("-")
        lastDash = true
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out
  }

  private static func squash(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
