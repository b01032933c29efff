/// A length or coordinate in points, the one number type of Detents' geometry.
///
/// `Double`, not `CGFloat`, because it is one float type on every platform Detents builds for,
/// WebAssembly included, where Foundation and `CGFloat` are not available; on 64-bit Apple
/// platforms `CGFloat` is a `Double` anyway, so a SwiftUI program's `CGFloat` values are these
/// without loss. The engine (`Detents`), the view tree (`ViewTree`) and the layout (`Layout`)
/// all measure in `Scalar`, so nothing converts between them.
public typealias Scalar = Double
