// `keyslide` with one more strategy: every command (render, compare, batch, explain, trace,
// import, strategies) knows `lift-field` beside the built-in ones.
import KeySlideCLI
import LiftField

await KeySlideTool.main(strategies: [LiftField.self])
