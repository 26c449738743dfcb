import ArgumentParser
import Foundation
import KeySlideTestSupport
import Testing

@testable import KeySlideCLI

/// Each scene of a batch renders in a process of its own, given the batch's options.
@Suite("keyslide batch: each scene in its own process")
struct BatchIsolationTests {
    @Test("batch's options, serialized for a scene's process, parse back to the same options")
    func optionsRoundTrip() throws {
        for arguments in [
            [], ["-o", "site", "--gif"], ["--output=-looks like an option", "--scale", "3", "--compare-gif"],
            ["-o", "a b/ç", "--gif", "--compare-gif", "--scale", "1"],
        ] {
            let options = try BatchOptions.parse(arguments)
            let again = try BatchOptions.parse(options.arguments)
            #expect(again.output == options.output, "\(arguments)")
            #expect(again.scale == options.scale && again.gif == options.gif, "\(arguments)")
            #expect(again.compareGIF == options.compareGIF && again.pictures == options.pictures, "\(arguments)")
        }
        #expect(try BatchOptions.parse([]).arguments == ["--output=Output"])
        // The scene's process reads them, and a scene file named like an option stays a file.
        let child = try BatchSceneCommand.parse(
            ["--workers", "2"] + BatchOptions.parse(["-o", "site", "--gif"]).arguments + ["--", "-odd.yaml"])
        #expect(child.file == "-odd.yaml" && child.workers == 2 && child.options.output == "site" && child.options.gif)
    }
}
