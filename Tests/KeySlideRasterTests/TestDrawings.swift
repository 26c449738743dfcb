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

    /// The keyboard scene with a second phone fading in over it between 0.2 and 0.8 s, as a turn
    /// draws it: a group of a rounded frame, a field and a label, composited as one layer.
    static func fadingScene(duration: Double = 1) -> Drawing {
        var root = keyboardScene(duration: duration).root
        var opacity = Track(initialValue: 0)
        opacity.animate(
            to: 1, at: 0.2,
            Track.Animation(timing: .bezier(.easeInEaseOut, duration: 0.6), from: 0, replacesRunning: true))
        root.add(
            Group(
                "turned", opacity: opacity,
                children: [
                    .primitive(
                        Primitive(
                            .rect(Rect(x: 30, y: 90, width: 140, height: 120), cornerRadius: 12), fill: fieldFill,
                            stroke: Stroke(ink, width: 2))),
                    .primitive(
                        Primitive(.rect(Rect(x: 40, y: 110, width: 120, height: 24), cornerRadius: 0), fill: keyFill)),
                    .primitive(
                        Primitive(
                            .text(Text("Turned", at: Point(x: 100, y: 160), size: 15, anchor: .middle)), fill: ink)),
                ]))
        return Drawing(size: canvas, background: background, duration: duration, root: root)
    }

    /// Every kind of shape on the move by fractions of a point, each frame: a stroked arrow with
    /// sharp corners (its miters reach past the stroke's half width), dashed and solid strokes,
    /// rounded and square rectangles, circles, a slanted line, text, a group that slides under a
    /// clip that grows, and a badge that comes and goes (frames whose lists differ in length).
    static func busyScene(duration: Double = 1) -> Drawing {
        func sliding(_ distance: Double, from start: Double = 0) -> Track {
            var track = Track(initialValue: start)
            track.animate(
                to: start + distance, at: 0,
                Track.Animation(timing: .bezier(.linear, duration: duration), from: start, replacesRunning: false))
            return track
        }
        var root = Group("root")
        root.add(Primitive(.rect(Rect(x: 5, y: 5, width: 60, height: 40), cornerRadius: 0), fill: fieldFill))
        var shapes = Group("shapes", offsetX: sliding(37.3), offsetY: sliding(11.9))
        shapes.add(
            Primitive(
                .polyline([
                    Point(x: 20, y: 60), Point(x: 29, y: 69), Point(x: 24.5, y: 69), Point(x: 24.5, y: 77),
                    Point(x: 15.5, y: 77), Point(x: 15.5, y: 69), Point(x: 11, y: 69), Point(x: 20, y: 60),
                ]), stroke: Stroke(ink, width: 1.5)))
        shapes.add(
            Primitive(
                .rect(Rect(x: 40.2, y: 55.7, width: 30.4, height: 20.1), cornerRadius: 6), fill: keyFill,
                stroke: Stroke(fieldBorder, width: 2.3, dash: [3, 2])))
        shapes.add(
            Primitive(.circle(center: Point(x: 95.5, y: 64.2), radius: 9.7), fill: keyboardFill, stroke: Stroke(ink)))
        shapes.add(
            Primitive(
                .circle(center: Point(x: 120, y: 64), radius: 8), stroke: Stroke(fieldBorder, width: 1.2, dash: [2, 2]))
        )
        shapes.add(
            Primitive(.line(from: Point(x: 10, y: 90), to: Point(x: 70.7, y: 111.3)), stroke: Stroke(ink, width: 2.7)))
        shapes.add(
            Primitive(
                .line(from: Point(x: 80, y: 95.5), to: Point(x: 140, y: 95.5)), stroke: Stroke(ink, dash: [4, 3])))
        shapes.add(Primitive(.text(Text("Moving text", at: Point(x: 20, y: 130), size: 13)), fill: ink))
        root.add(shapes)
        var clip = AnimatedRect(Rect(x: 20, y: 150, width: 60, height: 40))
        clip.width = sliding(50.6, from: 60)
        var clipped = Group("clipped", offsetY: sliding(-7.7), clip: clip)
        clipped.add(Primitive(.rect(Rect(x: 0, y: 140, width: 200, height: 60), cornerRadius: 11), fill: keyboardFill))
        clipped.add(
            Primitive(.text(Text("Under a clip", at: Point(x: 30, y: 175), size: 15, weight: .bold)), fill: ink))
        root.add(clipped)
        var badge = Group(
            "badge", visibility: .during([(0.1, 0.3), (0.55, 0.8)], sceneDuration: duration))
        badge.add(Primitive(.circle(center: Point(x: 170, y: 30), radius: 12.4), fill: fieldBorder))
        root.add(badge)
        root.add(Primitive(.rect(Rect(x: 150, y: 200, width: 30, height: 30), cornerRadius: 0), fill: keyboardFill))
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
