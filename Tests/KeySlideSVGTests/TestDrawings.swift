import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry

/// Tracks and drawings the SVG tests share. Each track exercises one kind of segment that
/// `Track.segments` can return.
enum TestTracks {
    static let easeInOut = Timing.bezier(.easeInEaseOut, duration: 0.5)
    static let keyboardSpring = Timing(curve: .spring(.keyboard), duration: Spring.keyboardDuration)

    /// A bezier slide: 0 → 300 pt with ease-in-out from 0.2 s.
    static var bezier: Track {
        var track = Track(initialValue: 0)
        track.animate(to: 300, at: 0.2, .init(timing: easeInOut, from: 0, replacesRunning: true))
        return track
    }

    /// The same slide interrupted at 0.45 s by a replacing animation (begin-from-current-state)
    /// back to 100 pt: the first piece is a sub-curve of ease-in-out.
    static var interruptedBezier: Track {
        var track = bezier
        let current = track.value(at: 0.45)
        track.animate(to: 100, at: 0.45, .init(timing: easeInOut, from: current, replacesRunning: true))
        return track
    }

    /// The keyboard spring, 0 → 260 pt from 0.1 s, and back down at 1.0 s.
    static var spring: Track {
        var track = Track(initialValue: 0)
        track.animate(to: 260, at: 0.1, .init(timing: keyboardSpring, from: 0, replacesRunning: true))
        track.animate(to: 0, at: 1.0, .init(timing: keyboardSpring, from: 260, replacesRunning: true))
        return track
    }

    /// A bouncy underdamped spring that overshoots and wobbles.
    static var wobble: Track {
        var track = Track(initialValue: 0)
        let spring = (try? Spring(mass: 1, stiffness: 300, damping: 6)) ?? .keyboard
        track.animate(
            to: 200, at: 0.1,
            .init(timing: Timing(curve: .spring(spring), duration: 1.2), from: 0, replacesRunning: true))
        return track
    }

    /// Two additive animations that overlap (iOS 8 style): the second starts before the first ends.
    static var additiveOverlap: Track {
        var track = Track(initialValue: 0)
        track.animate(to: 300, at: 0.2, .init(timing: easeInOut, from: 0, replacesRunning: false))
        track.animate(to: 100, at: 0.4, .init(timing: easeInOut, from: 300, replacesRunning: false))
        return track
    }

    /// Jumps: an animation interrupted without begin-from-current-state restarts from the old
    /// model value, then an unanimated change.
    static var jumps: Track {
        var track = Track(initialValue: 0)
        track.animate(to: 300, at: 0.1, .init(timing: easeInOut, from: 0, replacesRunning: true))
        track.animate(to: 0, at: 0.35, .init(timing: easeInOut, from: 300, replacesRunning: true))
        track.set(150, at: 1.0)
        track.animate(to: 40, at: 1.2, .init(timing: keyboardSpring, from: 150, replacesRunning: true))
        return track
    }

    static let all: [(name: String, track: Track)] = [
        ("bezier", bezier), ("interruptedBezier", interruptedBezier), ("spring", spring),
        ("wobble", wobble), ("additiveOverlap", additiveOverlap), ("jumps", jumps),
    ]
}

enum TestDrawings {
    /// One group named `moving` whose y offset is `track`, inside a group offset by (10, 20).
    static func single(_ track: Track, duration: Double = 2) -> Drawing {
        var moving = Group("moving", offsetY: track)
        moving.add(
            Primitive(.rect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4), fill: Color(hex: 0x3478F6)))
        var holder = Group("holder", offsetX: Track(initialValue: 10), offsetY: Track(initialValue: 20))
        holder.add(moving)
        var root = Group("root")
        root.add(holder)
        return Drawing(
            size: Size(width: 100, height: 400), background: Color(hex: 0xFFFFFF), duration: duration, root: root)
    }

    /// A phone-like screen: a clipped, scrolling message list that moves up for a keyboard that
    /// springs in with keys and letters, a blinking caret, a toast shown for a while, and a
    /// sideways-sliding chip whose x and y both move.
    static var phone: Drawing {
        let size = Size(width: 320, height: 560)
        let keyboardHeight = 216.0
        var root = Group("root")
        root.add(phoneContent(size: size, shown: size.height - keyboardHeight))
        root.add(phoneField(size: size, keyboardHeight: keyboardHeight))
        root.add(phoneStatusBar(size: size))
        root.add(phoneToast())
        root.add(phoneKeyboard(size: size, keyboardHeight: keyboardHeight))
        return Drawing(size: size, background: Color(hex: 0xFFFFFF), duration: 2.6, root: root)
    }

    /// The phone's keyboard: keys and letters on a panel that springs in at 0.3 s and out at 1.8 s.
    private static func phoneKeyboard(size: Size, keyboardHeight: Double) -> Group {
        let shown = size.height - keyboardHeight

        var keyboardY = Track(initialValue: size.height)
        keyboardY.animate(
            to: shown, at: 0.3, .init(timing: TestTracks.keyboardSpring, from: size.height, replacesRunning: true))
        keyboardY.animate(
            to: size.height, at: 1.8, .init(timing: TestTracks.keyboardSpring, from: shown, replacesRunning: true))

        var keyboard = Group("keyboard", offsetY: keyboardY)
        keyboard.add(
            Primitive(
                .rect(Rect(x: 0, y: 0, width: size.width, height: keyboardHeight), cornerRadius: 0),
                fill: Color(hex: 0xD1D3D9)))
        let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
        for (row, letters) in rows.enumerated() {
            let keyWidth = 28.0
            let gap = 4.0
            let rowWidth = Double(letters.count) * (keyWidth + gap) - gap
            let left = (size.width - rowWidth) / 2
            for (column, letter) in letters.enumerated() {
                let x = left + Double(column) * (keyWidth + gap)
                let y = 10 + Double(row) * 52
                keyboard.add(
                    Primitive(
                        .rect(Rect(x: x, y: y, width: keyWidth, height: 42), cornerRadius: 5),
                        fill: Color(hex: 0xFFFFFF)))
                keyboard.add(
                    Primitive(
                        .text(
                            Text(String(letter), at: Point(x: x + keyWidth / 2, y: y + 28), size: 18, anchor: .middle)),
                        fill: Color(hex: 0x000000)))
            }
        }
        keyboard.add(
            Primitive(.rect(Rect(x: 80, y: 166, width: 160, height: 42), cornerRadius: 5), fill: Color(hex: 0xFFFFFF)))
        keyboard.add(
            Primitive(
                .text(Text("space", at: Point(x: 160, y: 193), size: 16, anchor: .middle)), fill: Color(hex: 0x000000)))
        return keyboard
    }

    /// The phone's message list, moving up for the keyboard, its clip shrinking to the space above it.
    private static func phoneContent(size: Size, shown: Double) -> Group {
        // The content moves up by the keyboard's height with a plain ease-in-out, and its clip
        // (in screen coordinates) shrinks to the space above the keyboard.
        var contentY = Track(initialValue: 0)
        contentY.animate(
            to: -120, at: 0.3,
            .init(timing: Timing.bezier(.easeInEaseOut, duration: 0.25), from: 0, replacesRunning: true))
        contentY.animate(
            to: 0, at: 1.8,
            .init(timing: Timing.bezier(.easeInEaseOut, duration: 0.25), from: -120, replacesRunning: true))
        var clipHeight = Track(initialValue: size.height - 100)
        clipHeight.animate(
            to: shown - 100, at: 0.3,
            .init(timing: TestTracks.keyboardSpring, from: size.height - 100, replacesRunning: true))
        clipHeight.animate(
            to: size.height - 100, at: 1.8,
            .init(timing: TestTracks.keyboardSpring, from: shown - 100, replacesRunning: true))
        let clip = AnimatedRect(
            x: Track(initialValue: 0), y: Track(initialValue: 44), width: Track(initialValue: size.width),
            height: clipHeight)
        var content = Group("content", offsetY: contentY, clip: clip)
        for index in 0..<8 {
            let y = 60 + Double(index) * 56
            let mine = index % 2 == 1
            content.add(
                Primitive(
                    .rect(Rect(x: mine ? 120 : 16, y: y, width: 184, height: 44), cornerRadius: 14),
                    fill: Color(hex: mine ? 0x3478F6 : 0xE9E9EB)))
            content.add(
                Primitive(
                    .text(Text("Message \(index + 1) & <more>", at: Point(x: mine ? 132 : 28, y: y + 27), size: 15)),
                    fill: Color(hex: mine ? 0xFFFFFF : 0x000000)))
        }
        return content
    }

    /// The phone's text field, riding on the keyboard, with a blinking caret.
    private static func phoneField(size: Size, keyboardHeight: Double) -> Group {
        var fieldY = Track(initialValue: 0)
        fieldY.animate(
            to: -keyboardHeight, at: 0.3, .init(timing: TestTracks.keyboardSpring, from: 0, replacesRunning: true))
        fieldY.animate(
            to: 0, at: 1.8, .init(timing: TestTracks.keyboardSpring, from: -keyboardHeight, replacesRunning: true))
        var field = Group("field", offsetY: fieldY)
        field.add(
            Primitive(
                .rect(Rect(x: 0, y: size.height - 56, width: size.width, height: 56), cornerRadius: 0),
                fill: Color(hex: 0xF7F7F7)))
        field.add(
            Primitive(
                .rect(Rect(x: 12, y: size.height - 48, width: 296, height: 40), cornerRadius: 20),
                fill: Color(hex: 0xFFFFFF), stroke: Stroke(Color(hex: 0xC7C7CC))))
        var caret = Group("caret", visibility: .during([(0.3, 0.8), (1.3, 1.8)]))
        caret.add(
            Primitive(
                .line(from: Point(x: 28, y: size.height - 39), to: Point(x: 28, y: size.height - 17)),
                stroke: Stroke(Color(hex: 0x3478F6), width: 2)))
        field.add(caret)
        return field
    }

    /// A toast that slides sideways and down while it shows, from 0.5 s to 1.6 s.
    private static func phoneToast() -> Group {
        var chipX = Track(initialValue: -90)
        var chipY = Track(initialValue: 70)
        chipX.animate(
            to: 200, at: 0.6, .init(timing: Timing.bezier(.easeOut, duration: 0.4), from: -90, replacesRunning: true))
        chipY.animate(to: 90, at: 0.7, .init(timing: TestTracks.keyboardSpring, from: 70, replacesRunning: true))
        var toast = Group("toast", offsetX: chipX, offsetY: chipY, visibility: .during([(0.5, 1.6)]))
        toast.add(
            Primitive(.rect(Rect(x: 0, y: 0, width: 90, height: 28), cornerRadius: 14), fill: Color(hex: 0x1C1C1E)))
        toast.add(
            Primitive(
                .text(Text("Sent", at: Point(x: 45, y: 19), size: 13, weight: .bold, anchor: .middle)),
                fill: Color(hex: 0xFFFFFF)))
        return toast
    }

    /// The status bar: a clock, a dot and a dashed polyline.
    private static func phoneStatusBar(size: Size) -> Group {
        var status = Group("status")
        status.add(
            Primitive(
                .rect(Rect(x: 0, y: 0, width: size.width, height: 44), cornerRadius: 0), fill: Color(hex: 0xF7F7F7)))
        status.add(
            Primitive(
                .text(
                    Text("9:41", at: Point(x: 160, y: 28), size: 16, weight: .bold, anchor: .middle, monospaced: true)),
                fill: Color(hex: 0x000000)))
        status.add(Primitive(.circle(center: Point(x: 290, y: 22), radius: 5), fill: Color(hex: 0x34C759)))
        status.add(
            Primitive(
                .polyline([Point(x: 20, y: 28), Point(x: 26, y: 18), Point(x: 32, y: 28)]),
                stroke: Stroke(Color(hex: 0x000000), width: 1.5, dash: [2, 1])))
        return status
    }
}
