import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The keyboard has tidy rows of keys with centred letters, on every device and orientation.
@Suite struct KeyboardLookTests {
    typealias B = SceneBuilder

    struct DrawnKeyboard {
        var frame: Rect
        var keys: [Rect]
        var labels: [Text]
        /// The keys grouped into rows by their top edge, top row first, each left to right.
        var rows: [[Rect]] {
            Dictionary(grouping: keys, by: \.minY).sorted { $0.key < $1.key }.map {
                $0.value.sorted { $0.minX < $1.minX }
            }
        }
    }

    /// The keyboard at rest after a tap, as drawn.
    func keyboard(device: Device, orientation: Orientation, keyboardHeight: Double? = nil) throws -> DrawnKeyboard {
        let screen = device.screen(orientation)
        let scene = B.scene(
            device: device, profile: .iOS17, orientation: orientation, keyboardHeight: keyboardHeight,
            elements: [B.textField("field", 20, 20, screen.width - 40, 31)], timeline: [B.tap("field", at: 0.1)])
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        let options = LookOptions(caption: false, timelineStrip: false)
        let list = SceneLook.drawing(of: recording, options: options).displayList(at: scene.duration)
        let frame = recording.keyboardFrame(at: scene.duration)
        let inside = list.items.filter { item in item.rect.map { frame.contains($0) && $0 != frame } ?? false }
        let keys = inside.filter {
            $0.primitive.fill == Palette.light.key || $0.primitive.fill == Palette.light.functionKey
        }
        .compactMap(\.rect)
        let labels = list.items.compactMap(\.text).filter { frame.contains($0.origin) }
        return DrawnKeyboard(frame: frame, keys: keys, labels: labels)
    }

    static let cases: [(Device, Orientation)] = [
        (.iPhone4, .portrait), (.iPhone4, .landscape), (.iPhone8, .portrait), (.iPhone15, .portrait),
        (.iPhone15, .landscape),
        (.iPad, .portrait), (.iPad, .landscape),
    ]

    @Test(arguments: cases)
    func keys_formFourEvenRowsInsideTheKeyboard(device: Device, orientation: Orientation) throws {
        let keyboard = try keyboard(device: device, orientation: orientation)
        let rows = keyboard.rows
        #expect(rows.count == 4)
        // Rows evenly pitched.
        let tops = rows.map { $0[0].minY }
        let pitches = zip(tops, tops.dropFirst()).map { $1 - $0 }
        #expect(pitches.allSatisfy { abs($0 - pitches[0]) < 1e-9 })
        // The top row: the ten letters (plus delete on the iPad), equal and equally spaced.
        let top = rows[0]
        #expect(top.count == (device.isPad ? 11 : 10))
        let letters = Array(top.prefix(10))
        #expect(letters.allSatisfy { abs($0.width - letters[0].width) < 1e-9 })
        let gaps = zip(letters, letters.dropFirst()).map { $1.minX - $0.maxX }
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 1e-9 && $0 > 0 })
        // The row is centred: equal margins, half a gap — plus the safe area on notched phones
        // in landscape (44 points, Apple's iPhone X layout guidelines).
        let leftMargin = top.first!.minX - keyboard.frame.minX
        let rightMargin = keyboard.frame.maxX - top.last!.maxX
        let safeArea = !device.isPad && device.statusBarHeight >= 44 && orientation.isLandscape ? 44.0 : 0
        #expect(abs(leftMargin - gaps[0] / 2 - safeArea) < 1e-9)
        #expect(abs(rightMargin - leftMargin) < 1e-9)
        // Nothing overlaps, everything inside.
        for (index, key) in keyboard.keys.enumerated() {
            #expect(keyboard.frame.contains(key))
            for other in keyboard.keys[(index + 1)...] { #expect(key.intersection(other) == nil) }
        }
    }

    @Test(arguments: cases)
    func labels_areCentredOnTheirKeys(device: Device, orientation: Orientation) throws {
        let keyboard = try keyboard(device: device, orientation: orientation)
        let letters = keyboard.labels.filter { $0.string.count == 1 && $0.string.first!.isLetter }
        #expect(letters.count == 26)
        for label in keyboard.labels {
            #expect(label.anchor == .middle)
            let key = keyboard.keys.first {
                abs($0.midX - label.origin.x) < 1e-9 && $0.minY < label.origin.y && label.origin.y < $0.maxY
            }
            #expect(key != nil, "\(label.string) is not centred on a key")
            // Capitals sit with their middle on the key's middle (cap height 0.72 em).
            if let key, label.string.count == 1, label.string.first!.isUppercase {
                #expect(abs(label.origin.y - label.size * 0.72 / 2 - key.midY) < 1e-9)
            }
        }
        // The first row reads QWERTYUIOP from left to right.
        let firstRow = letters.filter { label in
            keyboard.rows[0].contains { $0.minY < label.origin.y && label.origin.y < $0.maxY }
        }
        #expect(firstRow.sorted { $0.origin.x < $1.origin.x }.map(\.string).joined() == "QWERTYUIOP")
    }

    @Test func padKeysAreLargerThanPhoneKeys() throws {
        let phone = try keyboard(device: .iPhone4, orientation: .portrait).rows[0][0]
        let pad = try keyboard(device: .iPad, orientation: .portrait).rows[0][0]
        #expect(pad.width > phone.width && pad.height > phone.height)
    }

    @Test func tallKeyboards_keepTheKeyRowsAndAddRoomAboveAndBelow() throws {
        // iPhone 15's 336-point keyboard: the same 216-point key area as the iPhone 4, with a
        // suggestion bar above and room for the globe below.
        let classic = try keyboard(device: .iPhone4, orientation: .portrait)
        let modern = try keyboard(device: .iPhone15, orientation: .portrait)
        let classicSpan = classic.rows[3][0].maxY - classic.rows[0][0].minY
        let modernSpan = modern.rows[3][0].maxY - modern.rows[0][0].minY
        #expect(abs(classicSpan - modernSpan) < 1e-9)
        #expect(modern.rows[0][0].minY - modern.frame.minY > 40)
        #expect(modern.frame.maxY - modern.rows[3][0].maxY > 40)
        // A short custom keyboard shrinks the keys instead.
        let short = try keyboard(device: .iPhone4, orientation: .portrait, keyboardHeight: 180)
        #expect(short.rows.count == 4 && short.rows[0][0].height < classic.rows[0][0].height)
    }
}
