// The display list and the layout speak Geometry's types (`Shape.rect(Rect)`, `TextRun.origin`,
// a node's `Size`): they are part of Layout's public API, so a client that imports Layout (the
// Canvas, the benchmarks, the tests) has them without naming a second module, as it had when
// `Point` and `Box` were declared here.
@_exported import Geometry
