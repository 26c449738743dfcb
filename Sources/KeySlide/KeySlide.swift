// The umbrella module: `import KeySlide` brings in every public module of the pipeline, so a
// program that loads scenes, runs strategies and writes pictures needs one import. It only
// re-exports; every type lives in the module of its pipeline stage (DEVELOPERS.md).

@_exported import KeySlideCanvas
@_exported import KeySlideEasing
@_exported import KeySlideGeometry
@_exported import KeySlideImport
@_exported import KeySlideJobs
@_exported import KeySlideLayout
@_exported import KeySlideLooks
@_exported import KeySlideMarkup
@_exported import KeySlideRaster
@_exported import KeySlideSVG
@_exported import KeySlideScene
@_exported import KeySlideSimulation
@_exported import KeySlideSystem
@_exported import KeySlideUIKit
