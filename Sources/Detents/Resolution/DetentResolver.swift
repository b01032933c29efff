/// One declared detent after resolution: its height here, or why it has none.
public struct ResolvedDetent: Hashable, Sendable {
  /// What happened to the detent.
  public enum Status: Hashable, Sendable {
    /// Active at `height`.
    case active
    /// Its value was above `maxDetentValue` and was clamped to it.
    case clamped(requested: Scalar)
    /// Active, but another detent has the same height; the two act as one stop.
    case sameHeight(as: PresentationDetent)
    /// Not a stop here.
    case inactive(InactiveReason)
  }

  /// Why a detent is not a stop.
  public enum InactiveReason: Hashable, Sendable {
    case compactHeight
    case customReturnedNil
    case invalidValue(Scalar)
    case ignoredByStyle(PresentationStyle)
    /// `presentationDetents` is newer than the OS: `needs` on `platform`, running `os`.
    case unavailable(OSVersion, needs: OSVersion, platform: DeviceFamily)
  }

  public let detent: PresentationDetent
  /// The height, or nil when inactive.
  public let height: Scalar?
  public let status: Status

  public var isActive: Bool { height != nil }

  /// A sentence for people, or nil when there is nothing to say.
  public var note: String? {
    switch status {
    case .active: nil
    case .clamped(let v):
      "\(formatPoints(v)) is above maxDetentValue; clamped, so it acts as .large (pitfall 4)"
    case .sameHeight(let other): "same height as \(other): they act as one detent"
    case .inactive(let r):
      switch r {
      case .compactHeight: ".medium is inactive in compact height; falls back to .large"
      case .customReturnedNil: "height(in:) returned nil: inactive in this context"
      case .invalidValue(let v): "\(formatPoints(v)) is not a usable height (zero, negative or not finite)"
      case .ignoredByStyle(.cover): "fullScreenCover ignores detents: it fills the screen"
      case .ignoredByStyle: "popovers ignore detents: they size to their content"
      case .unavailable(let os, let needs, let platform):
        "presentationDetents needs \(platform.osName) \(needs); on \(platform.osName) \(os) sheets are .large only"
      }
    }
  }
}

/// A place a sheet can rest: one height, named by one or more detents.
public struct DetentStop: Hashable, Sendable {
  public let height: Scalar
  /// The detent that names this stop when the sheet settles here and the selection is none of
  /// `detents` (the canonical one: `.large`, `.medium`, `.fraction`, `.height`, custom).
  public let detent: PresentationDetent
  /// Every declared detent that resolves to this height.
  public let detents: [PresentationDetent]
  /// True when this stop exists only because no declared detent was active (the `.large`
  /// fallback of an empty or all-inactive set).
  public let isFallback: Bool
}

/// Something the resolver wants a person to know about the set as a whole.
public enum ResolutionNote: Hashable, Sendable, CustomStringConvertible {
  case emptySetUsesLarge
  case noActiveDetentFallsBackToLarge
  case detentsIgnored(PresentationStyle)

  public var description: String {
    switch self {
    case .emptySetUsesLarge: "an empty detent set means [.large]"
    case .noActiveDetentFallsBackToLarge:
      "no declared detent is active here, so the sheet shows at .large (add .height or .fraction to keep a partial height)"
    case .detentsIgnored(.cover): "fullScreenCover ignores detents"
    case .detentsIgnored: "popovers ignore detents"
    }
  }
}

/// The detents of a sheet resolved in one environment: heights, stops and notes.
public struct DetentResolution: Hashable, Sendable {
  public let environment: SheetEnvironment
  public let geometry: SheetGeometry
  /// Every declared detent, active ones by height, inactive ones after them.
  public let entries: [ResolvedDetent]
  /// The distinct heights the sheet can rest at, ascending. Never empty.
  public let stops: [DetentStop]
  public let notes: [ResolutionNote]

  public var maxDetentValue: Scalar { geometry.maxDetentValue }

  /// The index in `stops` of the stop `detent` rests at, or nil when it is not active here.
  /// An inactive `.medium` in compact height rests at the `.large` fallback.
  public func stopIndex(of detent: PresentationDetent) -> Int? {
    for (i, s) in stops.enumerated() where s.detents.contains(detent) { return i }
    if detent == .medium && environment.isCompactHeight,
      entries.contains(where: { $0.detent == .medium })
    {
      return stops.lastIndex { $0.height == geometry.maxDetentValue }
    }
    return nil
  }

  /// The resolved height of any detent in this environment, declared or not (nil if inactive).
  public func height(of detent: PresentationDetent) -> Scalar? {
    if let e = entries.first(where: { $0.detent == detent }) { return e.height }
    return DetentResolver.rawHeight(of: detent, in: environment, geometry: geometry).height
  }
}

/// Resolves detents to heights: SwiftUI's rules for `.medium`, `.large`, `.height`,
/// `.fraction` and custom detents on a device.
public enum DetentResolver {
  /// Resolves `detents` in `environment`.
  public static func resolve(_ detents: Set<PresentationDetent>, in environment: SheetEnvironment)
    -> DetentResolution
  {
    resolve(Array(detents), in: environment)
  }

  /// Resolves a list of detents (duplicates are dropped) in `environment`.
  public static func resolve(_ declared: [PresentationDetent], in environment: SheetEnvironment)
    -> DetentResolution
  {
    let geometry = SheetGeometry(environment)
    let maxValue = geometry.maxDetentValue
    var notes: [ResolutionNote] = []
    var entries: [ResolvedDetent] = []
    entries.reserveCapacity(declared.count)

    for d in declared where !entries.contains(where: { $0.detent == d }) {
      if !environment.style.usesDetents {
        entries.append(
          ResolvedDetent(detent: d, height: nil, status: .inactive(.ignoredByStyle(environment.style))))
        continue
      }
      let platform = environment.device.family
      if environment.os < platform.detentsRelease && d != .large {
        entries.append(
          ResolvedDetent(
            detent: d, height: nil,
            status: .inactive(
              .unavailable(environment.os, needs: platform.detentsRelease, platform: platform))))
        continue
      }
      let raw = rawHeight(of: d, in: environment, geometry: geometry)
      if let reason = raw.inactive {
        entries.append(ResolvedDetent(detent: d, height: nil, status: .inactive(reason)))
      } else if raw.height > maxValue {
        entries.append(ResolvedDetent(detent: d, height: maxValue, status: .clamped(requested: raw.height)))
      } else {
        entries.append(ResolvedDetent(detent: d, height: raw.height, status: .active))
      }
    }
    if !environment.style.usesDetents { notes.append(.detentsIgnored(environment.style)) }

    // Group active detents by height; the canonical detent names the stop.
    let active = entries.filter { $0.isActive }.sorted { a, b in
      a.height! != b.height! ? a.height! < b.height! : a.detent.isCanonicallyBefore(b.detent)
    }
    var stops: [DetentStop] = []
    var finalEntries: [ResolvedDetent] = []
    finalEntries.reserveCapacity(entries.count)
    var i = 0
    while i < active.count {
      var j = i
      while j + 1 < active.count && active[j + 1].height! == active[i].height! { j += 1 }
      let group = active[i...j]
      let canonical = group.first!.detent
      stops.append(
        DetentStop(
          height: group.first!.height!, detent: canonical, detents: group.map { $0.detent }, isFallback: false
        ))
      for e in group {
        if e.detent != canonical, case .active = e.status {
          finalEntries.append(
            ResolvedDetent(detent: e.detent, height: e.height, status: .sameHeight(as: canonical)))
        } else {
          finalEntries.append(e)
        }
      }
      i = j + 1
    }
    finalEntries += entries.filter { !$0.isActive }

    if stops.isEmpty {
      let height = environment.style.usesDetents ? maxValue : geometry.maxDetentValue
      if declared.isEmpty {
        notes.append(.emptySetUsesLarge)
      } else if environment.style.usesDetents {
        notes.append(.noActiveDetentFallsBackToLarge)
      }
      stops = [DetentStop(height: height, detent: .large, detents: [.large], isFallback: true)]
    }
    return DetentResolution(
      environment: environment, geometry: geometry, entries: finalEntries, stops: stops, notes: notes)
  }

  /// The height a detent asks for before clamping, or why it is inactive.
  static func rawHeight(of detent: PresentationDetent, in env: SheetEnvironment, geometry: SheetGeometry)
    -> (height: Scalar, inactive: ResolvedDetent.InactiveReason?)
  {
    let maxValue = geometry.maxDetentValue
    switch detent.kind {
    case .large:
      return (geometry.largeHeight, nil)
    case .medium:
      if env.isCompactHeight { return (0, .compactHeight) }
      let f = env.device.family == .vision ? SheetMetrics.visionMediumFraction : SheetMetrics.mediumFraction
      return (maxValue * f, nil)
    case .height(let h):
      return validated(h)
    case .fraction(let f):
      return validated(f * maxValue)
    case .custom(let c):
      let context = PresentationDetent.Context(maxDetentValue: maxValue, environment: env.values)
      guard let h = c.height(in: context) else { return (0, .customReturnedNil) }
      return validated(h)
    }
  }

  @inline(__always)
  private static func validated(_ h: Scalar) -> (height: Scalar, inactive: ResolvedDetent.InactiveReason?) {
    h.isFinite && h > 0 ? (h, nil) : (0, .invalidValue(h))
  }
}
