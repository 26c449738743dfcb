import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideTestSupport

/// Small synthetic drawings whose geometry the tests can predict from their tracks.
enum TestDrawings {
    static let background = Color(hex: 0xFFFFFF)
    static let fieldFill = Color(hex: 0xE8F0FE)
    static let fieldBorder = Color(hex: 0x1E90FF)
    static let keyboardFill = Color(hex: 0xD1D4DA)
    static let keyFill = Color(hex: 0xFCFCFE)
    static let ink = Color(hex: 0x111111)

    static let canvas = Size(width: 200, height: 300)
    /// The field, at deliberately fractional coordinates.
    static let field = Rect(x: 20.3, y: 40.6, width: 150.5, height: 30.2)
    static let keyboardHeight = 120.0
    /// When the keyboard starts to rise, and how long it takes (UIKit's ease-in-ease-out).
    static let keyboardStart = 0.2
    static let keyboardTiming = Timing.bezier(.easeInEaseOut, duration: 0.5)

    /// The keyboard group's vertical offset: below the canvas, then sliding up by its height.
    static var keyboardY: Track {
        var track = Track(initialValue: canvas.height)
        track.animate(
            to: canvas.height - keyboardHeight, at: keyboardStart,
            Track.Animation(timing: keyboardTiming, from: canvas.height, replacesRunning: false))
        return track
    }

    /// A form field with a label, and a keyboard with rounded keys sliding up into view.
    static func keyboardScene(duration: Double = 1.0) -> Drawing {
        var root = Group("root")
        root.add(Primitive(.rect(field, cornerRadius: 0), fill: fieldFill))
        root.add(Primitive(.text(Text("Name", at: Point(x: 26, y: 60), size: 13)), fill: ink))

        var keyboard = Group("keyboard", offsetY: keyboardY)
        keyboard.add(
            Primitive(
                .rect(Rect(x: 0, y: 0, width: canvas.width, height: keyboardHeight), cornerRadius: 0),
                fill: keyboardFill))
        for (index, letter) in ["Q", "W", "E", "R", "T"].enumerated() {
            let key = Rect(x: 8 + Double(index) * 38, y: 10, width: 32, height: 40)
            keyboard.add(Primitive(.rect(key, cornerRadius: 5), fill: keyFill))
            keyboard.add(
                Primitive(.text(Text(letter, at: Point(x: key.midX, y: 36), size: 18, anchor: .middle)), fill: ink))
        }
        root.add(keyboard)
        return Drawing(size: canvas, background: background, duration: duration, root: root)
    }

    /// A small square that jumps to a new place at every frame time, so no two frames match.
    static func restlessScene(duration: Double, fps: Int) -> Drawing {
        var x = Track(initialValue: 0)
        let frames = Int((duration * Double(fps)).rounded())
        for i in 1..<max(1, frames) { x.set(Double(i % 7) * 3, at: Double(i) / Double(fps)) }
        var square = Group("square", offsetX: x)
        square.add(Primitive(.rect(Rect(x: 2, y: 2, width: 4, height: 4), cornerRadius: 0), fill: ink))
        var root = Group("root")
        root.add(square)
        return Drawing(size: Size(width: 30, height: 10), background: background, duration: duration, root: root)
    }
}

extension DecodedGIF {
    /// The frame a viewer sees at centisecond `time` after the start.
    func frame(atCentisecond time: Int) -> Frame? {
        var start = 0
        for frame in frames {
            if time < start + frame.delay { return frame }
            start += frame.delay
        }
        return nil
    }

    /// The frame a viewer sees `seconds` after the start (rounded to the centisecond).
    func frame(atSeconds seconds: Double) -> Frame? {
        frame(atCentisecond: Int((seconds * 100).rounded()))
    }
}

/// The pixel boundary the raster back end's documented rule puts a coordinate on:
/// ⌊points × scale + ½⌋.
func expectedEdge(_ points: Double, scale: Int) -> Int {
    Int((points * Double(scale) + 0.5).rounded(.down))
}
