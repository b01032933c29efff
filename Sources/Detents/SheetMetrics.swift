/// Every number Detents uses where Apple publishes none, in one table, each with its source.
///
/// Tags: [O] Apple documentation, [M] measured by a third party, [C] chosen by Detents or a
/// clone. Change a value here and the tests that depend on it say what moved.
public enum SheetMetrics {
  // MARK: Geometry

  /// Gap between the top of the safe area and the top of a `.large` sheet on iPhone and in
  /// iPad page sheets. [C] 10 pt: apps observe that iOS ≤ 18 turns a sheet into a stacked
  /// (large) sheet within about 10.2 pt of the safe-area top (montage-ios #520).
  public static let largeTopGap: Scalar = 10

  /// The iPad form sheet (SwiftUI's default sheet on iPad: `.automatic` sizing resolves to
  /// `.form` [O]). [C] UIKit's historical form-sheet size, 540 × 620 pt; iPadOS 16 made it
  /// "slightly bigger" [M] by an unpublished amount.
  public static let formSheetSize = Size(width: 540, height: 620)

  /// The width of an iPad page sheet (`presentationSizing(.page)`): the readable width. [C] 704 pt
  /// (the readable content width of a regular-width iPad at the default Dynamic Type size).
  public static let pageSheetWidth: Scalar = 704

  /// Margin around a card-style sheet (Vision Pro, Mac) inside its window. [C]
  public static let cardMargin: Scalar = 24

  /// A Mac window sheet whose content was not measured is this wide. [C] 480 pt, a common
  /// width of macOS sheets (Finder's and Xcode's small sheets are 420-520 pt); Apple publishes none.
  public static let macSheetDefaultWidth: Scalar = 480

  /// The smallest a Mac window sheet is drawn, and resized to. [C] 200 × 80 pt: room for a
  /// line of text over a row of push buttons.
  public static let macSheetMinimumSize = Size(width: 200, height: 80)

  /// Corner radius of a Mac window sheet. [C] 10 pt, the window corner radius of macOS 11-15
  /// (the Mac device's `displayCornerRadius`); 16 pt from macOS 26, whose windows and sheets
  /// are rounder (Apple publishes neither number).
  public static let macSheetCornerRadius: Scalar = 10
  public static let macSheetCornerRadiusGlass: Scalar = 16

  /// Black dimming over a Mac window's content behind its sheet. [C] 0.1: seed 003 says "the
  /// window behind it dims and waits"; macOS dims it far less than iOS dims a presenter.
  public static let macDimmingAlpha: Scalar = 0.1

  /// Corner radius of a visionOS sheet. [C] 32 pt: concentric inside the 46 pt window radius
  /// of the Vision Pro device; Apple publishes none.
  public static let visionSheetCornerRadius: Scalar = 32

  /// How far a visionOS window recedes behind its sheet: its scale, and the black laid over it,
  /// when the sheet is up. [C] 0.92 and 0.3: the window moves back and dims (the system pushes
  /// the presenting window back in depth; Apple publishes no figures).
  public static let visionRecedeScale: Scalar = 0.92
  public static let visionRecedeDimming: Scalar = 0.3

  /// A popover whose content was not measured. [O] UIKit's default popover content size is
  /// 320 × 480 pt (UIViewController.preferredContentSize when none is set, on iPad).
  public static let popoverDefaultSize = Size(width: 320, height: 480)

  /// A popover's arrow: its base and its height. [M] about 26 × 13 pt on iPad (the system's
  /// `UIPopoverBackgroundView.arrowBase()`/`arrowHeight()` of the default background: 26/13 in
  /// screenshot measurements); Apple documents the methods, not the values.
  public static let popoverArrowSize = Size(width: 26, height: 13)

  /// visionOS resolves `.medium` to this fraction of `maxDetentValue`. [C] seed 000 says the
  /// visionOS medium sheet "is closer to a tall card than a half-height bottom sheet".
  public static let visionMediumFraction: Scalar = 0.75

  /// `.medium` elsewhere: "approximately half" [O] of the maximum.
  public static let mediumFraction: Scalar = 0.5

  // MARK: Look

  /// iOS 26 floating (Liquid Glass) sheets are inset from the screen's sides and bottom by this
  /// much at partial detents. [C] Apple publishes no number; 8 pt keeps the card's corners
  /// concentric with the display's (radius = display radius − inset).
  public static let floatingInset: Scalar = 8

  /// Smallest corner radius of a floating sheet, for displays with square corners (iPhone SE). [C]
  public static let minimumFloatingCornerRadius: Scalar = 24

  /// Corner radius of an attached (iOS ≤ 18, or `.large` on iOS 26) sheet. [C] 10 pt, as
  /// cupertino_modal_sheet; Flutter's Cupertino sheet uses 12. Apple: `nil` = system value [NP].
  public static let attachedCornerRadius: Scalar = 10

  /// The grabber (drag indicator): 36 × 5 pt capsule, 5 pt below the sheet's top. [C] Flutter
  /// `sheet.dart`, FloatingPanel `grabberHandleSize`.
  public static let grabberSize = Size(width: 36, height: 5)
  public static let grabberTopInset: Scalar = 5

  /// Black dimming behind a sheet at full strength. [C] 0.4 for the iOS 18 look, 0.25 for the
  /// lighter iOS 26 look; Apple publishes neither.
  public static let dimmingAlphaClassic: Scalar = 0.4
  public static let dimmingAlphaGlass: Scalar = 0.25

  // MARK: The presenting view behind a full-height sheet (iPhone, portrait)

  /// The presenting view's scale when a sheet is at `.large`, about its top centre. [C] 0.9165:
  /// Flutter's Cupertino sheet (`sheet.dart`, `_kSheetScaleFactor` = 0.0835), measured from the
  /// width of the page behind the sheet on an iPhone 16 Pro simulator running iOS 18; Ionic's iOS
  /// card modal, which copies UIKit's page sheet, scales its presenting element to 0.915
  /// (`SwipeToCloseDefaults.MIN_PRESENTING_SCALE`), 0.6 pt narrower on a 402 pt screen. Apple
  /// publishes none [NP]. The same factor pushes back a sheet that presents another.
  public static let presenterScale: Scalar = 0.9165

  /// The presenting view's top corner radius when pushed back. [C] 10 pt: Ionic's iOS card modal
  /// rounds the presenting element's top corners to 10 px (`border-radius: 10px 10px 0 0`), the
  /// radius of the attached sheet in front of it (`attachedCornerRadius`): in UIKit both are
  /// cards of the same sheet presentation. Flutter ends at 12. It starts at the display's corner
  /// radius, so the corners round in step with the scale. The bottom corners stay the display's,
  /// scaled: the sheet in front always covers them.
  public static let presenterCornerRadius: Scalar = 10

  /// The pushed-back view's top edge moves down to the bottom of the status bar (the top
  /// safe-area inset) [C]: Flutter slides the page down 7 % of the screen height, 61.2 pt on the
  /// 402 × 874 iPhone 16 Pro it was measured on, whose safe-area top is 62 pt; the inset keeps
  /// the edge a `largeTopGap` above the sheet on every iPhone (7 % of the SE's 667 pt would hide
  /// it under a sheet whose top is at 30 pt). Around it the screen is black [M] (every screenshot
  /// of an iOS 13–18 page sheet at full height). The status bar turns light from this much
  /// push-back on [C]: UIKit does it as the sheet reaches `.large`, Flutter as soon as the page
  /// is covered.
  public static let lightStatusBarPushBack: Scalar = 0.5

  // MARK: Physics

  /// Frames and touch samples per second: synthesized drags are sampled, and gesture scripts
  /// record frames, at this rate. [O] ProMotion iPhones and iPads refresh at up to 120 Hz.
  public static let frameRate: Double = 120

  /// UIScrollView's normal deceleration rate, per millisecond. [M] 0.998.
  public static let decelerationRate: Double = 0.998

  /// Rubber-band constant: b = (1 − 1/(x·c/d + 1))·d. [M] 0.55 (reverse-engineered UIScrollView).
  public static let rubberBandConstant: Double = 0.55

  /// A fling at least this fast (pt/s) may skip detents; slower ones move at most one detent. [C]
  /// 2,000 pt/s, the "strong flick" of vaul (2 px/ms) and react-modal-sheet (2000).
  public static let skipVelocity: Double = 2000

  /// A released sheet dismisses when its projected height is below this fraction of the
  /// smallest detent (position and velocity both count through the projection). [C] 0.5: the
  /// midpoint between the smallest detent and the bottom, as every peer's nearest-point rule.
  public static let dismissFraction: Double = 0.5

  /// The spring a released sheet settles with, starting at the release velocity. [C] response
  /// 0.5 s, damping 0.86 (UIKit's interactive damping), a hint of overshoot on fast flings.
  public static let settleSpring = Spring(response: 0.5, dampingRatio: 0.86)

  /// The spring a sheet appears and is dismissed programmatically with. [C] critically damped,
  /// 0.5 s, like SwiftUI's `.default` (response 0.55, damping 1) [O].
  public static let presentSpring = Spring(response: 0.5, dampingRatio: 1)

  /// With Reduce Motion, a released sheet settles critically damped: the same response as
  /// ``settleSpring`` without its overshoot (Apple's Reduced Motion criteria name bouncing and
  /// oscillating motion as triggers). [C]
  public static let reducedMotionSettleSpring = Spring(response: 0.5, dampingRatio: 1)

  /// With Reduce Motion, a sheet the program presents or dismisses cross-fades in place over
  /// this long instead of sliding across the screen (Apple: with Reduce Motion "UI should avoid
  /// large animations"; the HIG names "large animations that simulate objects flying in or out
  /// of the screen"). [C] 0.35 s, SwiftUI's `easeInOut` duration; Apple does not document it.
  public static let reducedMotionFade: Double = 0.35

  /// The Dynamic Island in a portrait status bar: a black capsule centred 11 pt below the top
  /// of the screen. [C] 126 × 37.33 pt, the iPhone 14 Pro's cutout as developers measured it
  /// (Apple publishes no figure); the same on every Dynamic Island iPhone here.
  public static let dynamicIslandSize = Size(width: 126, height: 37.33)
  public static let dynamicIslandTop: Scalar = 11

  /// A motion is settled when it is this close (pt) to its target and slower than
  /// `settleSpeed` (pt/s). [C] a third of a point: a pixel at 3×.
  public static let settleDistance: Double = 0.33
  public static let settleSpeed: Double = 2
}
