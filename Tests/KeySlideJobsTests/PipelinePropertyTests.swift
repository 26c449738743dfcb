import KeySlideGeometry
import KeySlideJobs
import KeySlideRaster
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// Thousands of random valid scenes (`RandomScene`: every device, profile and orientation, plain,
/// scroll and table views, bars above and below the keyboard, growing text views, fractional,
/// overlapping and off-screen frames, timelines with every action — taps, typing, silent height
/// changes, hardware and iPad keyboards, scrolls, keyboard drags) through the whole pipeline —
/// every strategy of the catalogue, the trace, SVG and GIF at scale 1 to 3, single and compared —
/// checking what must hold for any scene: nothing crashes, no number in a trace is NaN or
/// infinite, the keyboard stays inside the screen, a trace has a frame every 1/fps s from 0
/// through the duration (`duration × fps + 1` when the duration falls on a frame), and a second
/// run gives the same bytes.
///
/// Seeded and deterministic: a failure names its seed, and `RandomScene.description(…)` with a
/// `SplitMix64(seed:)` of it replays the case (as `checkCases` draws it). Most cases are short and
/// at a low frame rate, and GIFs are made for a few only; a few run at 50 fps. The long tier
/// (`make test-long`) runs all 2,012 cases; the fast tier (`make test`) the first of each group,
/// 256 cases on the same seeds (`TestTier`).
@Suite struct PipelinePropertyTests {
    /// Short scenes at 1–8 fps, durations on a frame: the bulk of the cases, four runs of 400.
    @Test(arguments: 0..<4)
    func lowFrameRateScenesKeepEveryInvariant(run: Int) {
        checkCases(
            count: TestTier.count(fast: 50, long: 400), firstSeed: 1 + UInt64(run) * 400, fps: 1...8,
            maximumDuration: 2, onFrame: true)
    }

    /// Durations between frames: the last frame is the last whole 1/fps before the duration.
    @Test func durationsBetweenFramesKeepEveryInvariant() {
        checkCases(
            count: TestTier.count(fast: 50, long: 400), firstSeed: 100_000, fps: 1...8, maximumDuration: 2,
            onFrame: false)
    }

    /// A few at the highest frame rate, 50 fps, with up to 40 elements; a GIF for every third.
    @Test func fullFrameRateScenesKeepEveryInvariant() {
        checkCases(
            count: TestTier.count(fast: 6, long: 12), firstSeed: 200_000, fps: 50...50, maximumDuration: 0.4,
            onFrame: true, elements: 40,
            gifEvery: 3)
    }

    /// Checks `count` random scenes from `firstSeed` on. GIFs, by far the slowest to make on a
    /// debug build (about 0.2 s a frame at scale 1, 2 s at scale 3), are made for every
    /// `gifEvery`th case only, at 2 fps unless `gifEvery` is small.
    func checkCases(
        count: Int, firstSeed: UInt64, fps: ClosedRange<Int>, maximumDuration: Double, onFrame: Bool,
        elements: Int = 10, gifEvery: UInt64 = 40
    ) {
        var checked = 0
        var firstRefusal: String?
        for seed in firstSeed..<(firstSeed + UInt64(count)) {
            var generator = SplitMix64(seed: seed)
            let rate = Int.random(in: fps, using: &generator)
            let description = RandomScene.description(
                fps: rate, maximumDuration: maximumDuration, onFrame: onFrame, maximumElements: elements,
                using: &generator)
            let scale = Int.random(in: RenderSettings.scales, using: &generator)
            let scene: Scene
            do {
                scene = try Scene.checked(description, name: "random", knownStrategies: StrategyCatalog.ids)
            } catch {
                firstRefusal = firstRefusal ?? "seed \(seed): \(error)"
                continue
            }
            checked += 1
            let gifFPS: Int? = seed % gifEvery == 0 ? (gifEvery < 10 ? rate : min(rate, 2)) : nil
            if !Self.keepsInvariants(scene, seed: seed, scale: scale, gifFPS: gifFPS, compare: seed % 10 == 0) {
                return
            }
        }
        // The generator stays inside what the checker accepts; a drift would quietly test nothing.
        #expect(
            checked >= count * 9 / 10,
            "only \(checked) of \(count) random scenes were accepted; \(firstRefusal ?? "")")
    }

    /// Checks one scene under every strategy — the trace of each, one strategy (picked by the seed)
    /// drawn alone as an SVG, and when asked a GIF at `gifFPS` and the comparison of all of them
    /// — and records an issue naming `seed` and returns false at the first broken invariant.
    static func keepsInvariants(_ scene: Scene, seed: UInt64, scale: Int, gifFPS: Int?, compare: Bool) -> Bool {
        func fail(_ what: String) -> Bool {
            Issue.record("seed \(seed): \(what)")
            return false
        }
        let recordings = StrategyCatalog.all.map { Simulation.run(scene, strategyID: $0.id)! }
        for recording in recordings {
            if let problem = traceProblem(recording) { return fail("\(recording.strategy): \(problem)") }
        }
        let settings = RenderSettings(scale: scale)
        let chosen = Int(seed % UInt64(recordings.count))
        let single = Renderer.drawing(of: recordings[chosen], settings: settings)
        let rerun = Simulation.run(scene, strategyID: recordings[chosen].strategy)!
        let again = Renderer.drawing(of: rerun, settings: settings)
        do {
            let svg = try Renderer.render(single, as: .animatedSVG, scale: scale, fps: scene.fps)
            if let problem = svgProblem(svg) { return fail("SVG: \(problem)") }
            if try Renderer.render(again, as: .animatedSVG, scale: scale, fps: scene.fps).bytes != svg.bytes {
                return fail("a second SVG run gave other bytes")
            }
            if let gifFPS {
                // A frame at scale 3 costs ten at scale 1: one frame a second there.
                let gifFPS = scale == 1 ? gifFPS : 1
                let gif = try Renderer.render(single, as: .gif, scale: scale, fps: gifFPS)
                // Decoding costs as much as encoding: only at scale 1.
                let problem = scale == 1 ? gifProblem(gif, duration: scene.duration, fps: gifFPS) : headerProblem(gif)
                if let problem { return fail("GIF: \(problem)") }
                if try Renderer.render(again, as: .gif, scale: scale, fps: gifFPS).bytes != gif.bytes {
                    return fail("a second GIF run gave other bytes")
                }
            }
            if compare {
                let drawing = Renderer.comparisonDrawing(of: recordings, settings: settings)
                let svg = try Renderer.render(drawing, as: .animatedSVG, scale: scale, fps: scene.fps)
                if let problem = svgProblem(svg) { return fail("compare SVG: \(problem)") }
                if let gifFPS {
                    let gif = try Renderer.render(drawing, as: .gif, scale: 1, fps: min(gifFPS, 2))
                    if let problem = headerProblem(gif) { return fail("compare GIF: \(problem)") }
                }
            }
        } catch {
            return fail("render failed: \(error)")
        }
        return true
    }

    /// What is wrong with the outline of a GIF file, or `nil`: the GIF89a header and the trailer.
    static func headerProblem(_ picture: RenderedPicture) -> String? {
        let bytes = picture.bytes
        return bytes.starts(with: Array("GIF89a".utf8)) && bytes.last == 0x3B ? nil : "not a GIF89a file"
    }

    /// What is wrong with the trace of `recording`, or `nil`.
    static func traceProblem(_ recording: Recording) -> String? {
        let scene = recording.scene
        let json = Trace.json(for: recording)
        if let number = firstNonFinite(in: json) { return "the trace holds \(number)" }
        guard case .object(let members) = json,
            case .array(let frames)? = members.first(where: { $0.key == "frames" })?.value
        else { return "the trace has no frames" }
        let steps = scene.duration * Double(scene.fps)
        let expected = (steps + 1e-9).rounded(.down) + 1
        if abs(steps - steps.rounded()) < 1e-9, expected != steps.rounded() + 1 { return "bad expectation \(steps)" }
        if Double(frames.count) != expected { return "\(frames.count) frames for \(steps) frame steps" }
        let times = FrameSchedule.throughEnd(duration: scene.duration, fps: scene.fps).times
        if times.last! > scene.duration + 1e-9 { return "a frame at \(times.last!) s, after the duration" }
        // While the interface turns, the keyboard moves from its place on the old screen to its
        // place on the new one (the picture fades one into the other), and a keyboard animation
        // begun in the turn starts from there: until those end, the keyboard is inside the square
        // of the longer side, which holds both screens.
        let turnDuration = scene.profile.rotationDuration
        let moving = recording.app.orientationChanges.map { turn in
            let end = turn.time + turnDuration
            let begun = recording.app.keyboardTop.changes.filter { $0.time >= turn.time && $0.time < end }
            let settled = begun.map { change in
                change.time + (change.animation.map { $0.delay + $0.timing.duration } ?? 0)
            }
            return turn.time..<max(end, settled.max() ?? end)
        }
        for time in times {
            let upright = recording.scene(at: time).screen
            let side = max(upright.width, upright.height)
            let screen = moving.contains { $0.contains(time) } ? Size(width: side, height: side) : upright
            let keyboard = recording.keyboardFrame(at: time)
            // Docked, it spans the screen; undocked, split or floating (an iPad), it stays inside
            // it across; either way its top is on the screen and it is no taller than the screen.
            let inside =
                keyboard.minX >= -1e-9 && keyboard.maxX <= screen.width + 1e-9 && keyboard.width > 0
                && keyboard.height >= 0
                && keyboard.minY >= -1e-9 && keyboard.minY <= screen.height + 1e-9
                && keyboard.height <= screen.height + 1e-9
            if !inside { return "the keyboard is at \(keyboard) at \(time) s, outside the \(screen) screen" }
        }
        return nil
    }

    /// The first NaN or infinity in `value`, or `nil`.
    static func firstNonFinite(in value: JSONValue) -> Double? {
        switch value {
        case .number(let number): number.isFinite ? nil : number
        case .array(let items): items.lazy.compactMap(firstNonFinite).first
        case .object(let members): members.lazy.compactMap { firstNonFinite(in: $0.value) }.first
        case .null, .bool, .numberText, .string: nil
        }
    }

    /// What is wrong with an animated SVG, or `nil`: it must be an `<svg>` document with no number
    /// spelt `nan` or `inf` (the random texts hold neither word).
    static func svgProblem(_ picture: RenderedPicture) -> String? {
        let text = String(decoding: picture.bytes, as: UTF8.self)
        guard text.hasPrefix("<svg") || text.hasPrefix("<?xml"), text.hasSuffix("</svg>\n") || text.hasSuffix("</svg>")
        else { return "not an SVG document: \(text.prefix(40))…" }
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
        if let word = words.first(where: { ["nan", "inf", "infinity"].contains($0) }) { return "holds \(word)" }
        return nil
    }

    /// What is wrong with a GIF, or `nil`: it must decode, with one frame per time of its schedule.
    static func gifProblem(_ picture: RenderedPicture, duration: Double, fps: Int) -> String? {
        do {
            let gif = try DecodedGIF(picture.bytes)
            let expected = GIFRenderer.frameSchedule(duration: duration, fps: fps).count
            return gif.frames.count == expected ? nil : "\(gif.frames.count) frames, expected \(expected)"
        } catch {
            return "does not decode: \(error)"
        }
    }
}

extension RenderedPicture {
    /// The bytes of a one-file picture (a GIF's stream rendered now); none when it fails to
    /// render, which the checks then report as a broken file.
    fileprivate var bytes: [UInt8] {
        ((try? fileBytes()) ?? nil) ?? []
    }
}
