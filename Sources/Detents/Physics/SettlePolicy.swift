/// Where a released sheet goes.
public enum SettleTarget: Hashable, Sendable {
  /// The stop at this index of `DetentResolution.stops`.
  case stop(Int)
  /// Off screen: the sheet is dismissed.
  case dismiss
}

/// Picks where a released sheet settles from its height and velocity.
///
/// The rule, chosen where Apple publishes none (each step is a test in `SettlePolicyTests`):
/// 1. Project the release: h' = h + v · 0.499 s, UIScrollView's normal deceleration
///    (WWDC18 "Designing Fluid Interfaces", as FloatingPanel).
/// 2. Bracket h between the resting places below and above it (a sheet exactly at a detent
///    is bracketed toward the direction of the fling). Dismissal is a resting place below the
///    smallest detent unless `interactiveDismissDisabled`.
/// 3. A fling slower than `SheetMetrics.skipVelocity` (2,000 pt/s) cannot leave the bracket, so
///    it moves at most one detent; a faster one may skip detents.
/// 4. The nearest resting place to h' wins. Between two detents the boundary is their midpoint;
///    between dismissal and the smallest detent it is `dismissFraction` (half) of that detent.
///    Ties go the way the sheet was moving.
/// The rule is monotonic: for a given height, a larger upward velocity never lands lower.
public enum SettlePolicy {
  /// The target for a sheet at `height` moving at `velocity` (pt/s, positive = growing).
  @inlinable
  public static func target(height: Double, velocity: Double, stops: [Double], canDismiss: Bool)
    -> SettleTarget
  {
    precondition(!stops.isEmpty, "a sheet always has at least one stop")
    // Resting places, ascending: index 0 is dismissal when allowed.
    let offset = canDismiss ? 1 : 0
    let count = stops.count + offset
    @inline(__always) func place(_ i: Int) -> Double { canDismiss ? (i == 0 ? 0 : stops[i - 1]) : stops[i] }
    @inline(__always) func boundary(_ i: Int) -> Double {  // between place i and i + 1
      if canDismiss && i == 0 { return stops[0] * SheetMetrics.dismissFraction }
      return (place(i) + place(i + 1)) / 2
    }

    let h = height.isFinite ? height : 0
    let v = velocity.isFinite ? velocity : 0
    var projected = h + ScrollPhysics.projectedDistance(velocity: v)

    // Bracket the current height.
    var lower = 0
    var upper = count - 1
    for i in 0..<count {
      let p = place(i)
      if p <= h { lower = i }
      if p >= h {
        upper = i
        break
      }
    }
    if h > place(count - 1) { upper = count - 1 }
    if lower == upper {
      if v < 0 && lower > 0 { lower -= 1 }
      if v > 0 && upper < count - 1 { upper += 1 }
    }
    if abs(v) < SheetMetrics.skipVelocity {
      projected = min(max(projected, place(lower)), place(upper))
    } else if v < 0 {
      projected = min(projected, place(lower))
    } else {
      projected = max(projected, place(upper))
    }

    // Nearest place by boundaries; a tie goes the way the sheet moves.
    var index = count - 1
    for i in 0..<(count - 1) {
      let b = boundary(i)
      if projected < b || (projected == b && v < 0) {
        index = i
        break
      }
    }
    if canDismiss && index == 0 { return .dismiss }
    return .stop(index - offset)
  }
}
