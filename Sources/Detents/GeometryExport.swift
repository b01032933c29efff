// Detents measures in Geometry's types (Scalar, Point, Size, Rect, EdgeInsets): they are part of
// its public API (a device's size and safe area, a sheet's frame, a detent's height), so a
// client that imports Detents has them without naming a second module, as it had when they
// were declared here.
@_exported import Geometry
