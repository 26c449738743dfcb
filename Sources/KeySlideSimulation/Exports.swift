// A strategy is written against the simulated UIKit, its geometry and its animation types;
// re-exporting them lets `import KeySlideSimulation` be the only import a strategy needs.
@_exported import KeySlideEasing
@_exported import KeySlideGeometry
@_exported import KeySlideScene
@_exported import KeySlideUIKit
