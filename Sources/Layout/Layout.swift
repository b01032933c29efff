import Detents
import ViewTree

/// Namespace for layout entry points (filled in by the layout engine).
public enum LayoutEngine {}
