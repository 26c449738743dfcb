// A look's result is a canvas `Drawing`; re-exporting the canvas lets `import KeySlideLooks`
// be the only import a caller of the looks needs to hand the drawing to a back end.
@_exported import KeySlideCanvas
