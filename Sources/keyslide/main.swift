// The `keyslide` tool: the command line lives in KeySlideCLI, so a package with its own
// strategies builds the same tool with one call (`KeySlideTool.main(strategies:)`).
import KeySlideCLI

await KeySlideTool.main()
