import KeySlideGeometry
import KeySlideScene
import KeySlideSystem

extension WorkCeiling {
    /// A picture that would pass a ceiling: what it would take and, in its one-line message, what
    /// would fit (a lower frame rate, a lower scale, fewer strategies).
    public struct Exceeded: Error, CustomStringConvertible, Sendable {
        /// What the picture would take (package-wide, like `Work`).
        package var work: Work
        /// The ceiling it passes.
        public var limit: Limit

        /// The message without a file, for code that renders scenes of its own.
        public var description: String { message(file: nil, fpsOption: true) }

        /// The one line: `file[:line]: place: what the picture would take; the ceiling: what fits`.
        /// The place is the option or the scene key that asks for the work (`--scale 3`,
        /// `--fps 50`, the scene's `fps:` and its line); `fpsOption` says whether the command
        /// takes `--fps` (batch does not), which decides how the frame rate is suggested.
        public func message(file: String?, fpsOption: Bool) -> String {
            let (line, place) = place(file: file)
            let location = file.map { Quoted.text($0, limit: Quoted.fileNameLimit) + (line.map { ":\($0)" } ?? "") }
            return ([location, place].compactMap { $0 } + [reason(fpsOption: fpsOption)]).joined(separator: ": ")
        }

        /// What asks for the work, the message's place: the option (`--scale 3`, `--fps 50`), or
        /// the scene's `fps:` with its line in `file` (when the file is known and has the key).
        /// Apart from the message, so that a batch can report the place as data (`SceneFailure`).
        public func place(file: String?) -> (line: Int?, place: String) {
            if limit == .canvasPixels { return (nil, "--scale \(work.scale)") }
            if work.fpsFromOption { return (nil, "--fps \(work.fps)") }
            if let file, let line = SceneLoader.line(of: "fps", inFile: file) { return (line, "fps") }
            return (nil, "fps \(work.fps) (the scene's)")
        }

        /// The message after its place: what the picture would take and the ceiling it passes,
        /// then what would fit.
        public func reason(fpsOption: Bool) -> String { problem + "; " + suggestion(fpsOption: fpsOption) }

        /// What the picture would take and the ceiling it passes.
        var problem: String {
            let canvas = "\(Quoted.grouped(work.width)) × \(Quoted.grouped(work.height)) pixels"
            let scale = "scale \(work.scale)"
            switch limit {
            case .canvasPixels:
                let phones = work.phones > 1 ? "\(work.phones) phones at \(scale)" : scale
                return "each frame of the \(work.formatName) would be \(canvas) (\(phones)), "
                    + "\(Self.amount(work.canvasPixels)); a frame may have at most "
                    + "\(Self.amount(work.format.maximumCanvasPixels)) pixels"
            case .work:
                let unit = work.format.isRaster ? "pixels at \(scale)" : "points"
                return "the \(work.formatName) would draw \(Quoted.grouped(work.frames)) frames "
                    + "(\(work.duration.readable()) s at \(work.fps) fps) of "
                    + "\(Quoted.grouped(work.width)) × \(Quoted.grouped(work.height)) \(unit) and "
                    + "\(Self.amount(WorkCeiling.frameAllowance)) a frame for the scene's elements"
                    + (work.format.encodingWeight > 1 ? ", times \(work.format.encodingWeight) for its encoder" : "")
                    + ", \(Self.amount(work.amount)) in all; a picture may draw at most \(Self.amount(WorkCeiling.maximumWork))"
            }
        }

        /// What would fit: for a canvas, a lower scale or fewer phones; for frames, the highest
        /// frame rate that fits at this scale (and at a lower one, if it allows more), else a
        /// shorter scene.
        func suggestion(fpsOption: Bool) -> String {
            func fps(_ rate: Int) -> String {
                let bound = rate == 1 ? "\(rate)" : "\(rate) or less"
                return fpsOption ? "--fps \(bound)" : "fps: \(bound) in the scene"
            }
            let scales = Array((1..<work.scale).reversed())
            if limit == .canvasPixels {
                var options: [String] = []
                if let scale = scales.first(where: {
                    work.at(fps: work.fps, scale: $0).canvasPixels <= work.format.maximumCanvasPixels
                }) {
                    options.append("--scale \(scale)")
                }
                let scale = options.isEmpty ? [] : ["give " + options.joined()]
                let fewer = work.phones > 1 ? ["compare fewer strategies"] : []
                return (scale + fewer).joined(separator: ", or ")
            }
            let here = highestFPS(scale: work.scale)
            // Of the lower scales, the one that allows the most frames (the higher one on a tie).
            let lower = scales.compactMap { scale in self.highestFPS(scale: scale).map { (scale, $0) } }
                .reduce(nil) { best, next in best.map { $0.1 >= next.1 ? $0 : next } ?? next }
            switch (here, lower) {
            case (let rate?, let other?) where other.1 > rate:
                return "give \(fps(rate)), or --scale \(other.0) with \(fps(other.1))"
            case (let rate?, _):
                return "give \(fps(rate))"
            case (nil, let other?):
                return "give --scale \(other.0) with \(fps(other.1))"
            case (nil, nil):
                let perFrame = (work.at(fps: 1, scale: 1).canvasPixels + frameAllowance) * work.format.encodingWeight
                return "shorten the scene to less than \(maximumWork / perFrame) s and give \(fps(1))"
            }
        }

        /// The highest frame rate below the asked one at which the work fits at `scale`.
        func highestFPS(scale: Int) -> Int? {
            (1..<work.fps).reversed().first { work.at(fps: $0, scale: scale).exceeded == nil }
        }

        /// "54.5 million", "105.6 billion".
        static func amount(_ count: Int) -> String {
            let value = Double(count)
            if value >= 1e9 { return (value / 1e9).readable(decimals: 1) + " billion" }
            if value >= 1e6 { return (value / 1e6).readable(decimals: 1) + " million" }
            return Quoted.grouped(count)
        }
    }
}

extension WorkCeiling.Work {
    /// The picture's name in messages: "GIF", "comparison GIF", "folder of PNG frames".
    var formatName: String {
        let kind =
            switch format {
            case .gif: "GIF"
            case .animation(.apng): "APNG"
            case .animation(.webp): "WebP"
            case .animation(.webm): "WebM video"
            case .pngFrames: "folder of PNG frames"
            case .svgFrames: "folder of SVG frames"
            case .png: "PNG"
            case .svg: "SVG"
            case .animatedSVG: "animated SVG"
            }
        return subject == .comparison ? "comparison " + kind : kind
    }
}
