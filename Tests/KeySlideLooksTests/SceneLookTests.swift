import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

@testable import KeySlideLooks

/// The drawing puts things exactly where the recording says, at every time checked.
@Suite struct SceneLookTests {
    typealias F = LookFixtures

    let options = LookOptions()
    var origin: Point { SceneLook.phoneOrigin(options: options) }

    func onCanvas(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }

    // MARK: Motion

    @Test func keyboard_topEdgeIsWhereTheRecordingPutsIt() {
        for (label, recording) in F.recordings() {
            let drawing = SceneLook.drawing(of: recording, options: options)
            let screen = recording.scene.screen
            for time in F.sampleTimes(recording) {
                let keyboard = recording.keyboardFrame(at: time)
                let keyboardColour = options.palette(of: recording.scene).keyboard
                let items = drawing.displayList(at: time).items.filter { $0.primitive.fill == keyboardColour }
                if keyboard.minY < screen.height {
                    #expect(items.count == 1, "\(label) at \(time)")
                    // Its top edge and sides are the recording's; its background reaches at
                    // least as far down (further, so a keyboard that grows shows no gap).
                    let expected = onCanvas(keyboard)
                    let drawn = items.first?.rect
                    #expect(
                        drawn.map {
                            abs($0.minY - expected.minY) < 1e-9 && $0.minX == expected.minX
                                && $0.width == expected.width && $0.maxY >= expected.maxY
                        } == true,
                        "\(label) at \(time): \(items) vs \(keyboard)")
                } else {
                    // Below the screen: nothing of it shows (the screen's clip cuts it away, or it
                    // is not drawn at all while it rests there).
                    #expect(items.allSatisfy { $0.paintedRect == nil }, "\(label) at \(time)")
                }
            }
        }
    }

    @Test func fields_areWhereTheRecordingPutsThem() {
        for (label, recording) in F.recordings() {
            let drawing = SceneLook.drawing(of: recording, options: options)
            let fields = recording.app.textInputs
            for time in F.sampleTimes(recording) {
                let drawn = drawing.displayList(at: time).rects(
                    filled: Palette.light.screen, stroke: Palette.light.fieldBorder)
                let expected = fields.map { onCanvas(recording.windowRect(of: $0, at: time)) }
                #expect(drawn.count == expected.count, "\(label) at \(time)")
                for (rect, want) in zip(drawn, expected) {
                    #expect(rect.isClose(to: want), "\(label) at \(time): \(rect) vs \(want)")
                }
            }
        }
    }

    @Test func focus_ringAndCaretOnlyOnTheFocusedFieldWhileFocused() {
        for (label, recording) in F.recordings() {
            let drawing = SceneLook.drawing(of: recording, options: options)
            for time in F.sampleTimes(recording) {
                let list = drawing.displayList(at: time)
                let rings = list.items.filter {
                    $0.primitive.fill == nil && $0.primitive.stroke?.color == Palette.light.tint
                }
                .compactMap(\.rect)
                let carets = list.rects(filled: Palette.light.tint)
                guard let field = recording.focusedField(at: time) else {
                    #expect(rings.isEmpty && carets.isEmpty, "\(label) at \(time): nothing is focused")
                    continue
                }
                let box = onCanvas(recording.windowRect(of: field, at: time))
                #expect(rings.count == 1 && carets.count == 1, "\(label) at \(time)")
                // The ring is the field's outline; the caret lies inside the field.
                #expect(rings.first.map { $0.isClose(to: box) } == true, "\(label) at \(time)")
                #expect(carets.first.map { box.contains($0) } == true, "\(label) at \(time)")
            }
        }
    }

    @Test func motion_isTheRecordingsOwnTracksNotSampledFrames() throws {
        // The SVG back end writes each group's tracks as SMIL animations, exact only if the
        // groups carry the recording's tracks themselves.
        func groups(in group: Group) -> [Group] {
            [group]
                + group.children.flatMap { node -> [Group] in
                    if case .group(let inner) = node { groups(in: inner) } else { [] }
                }
        }
        for (label, recording) in F.recordings() {
            let all = groups(in: SceneLook.drawing(of: recording, options: options).root)
            let keyboard = try #require(all.first { $0.name == "keyboard" })
            #expect(keyboard.offsetY == recording.app.keyboardTop, "\(label)")
            let app = recording.app
            let root = app[app.rootView]
            let rootGroup = try #require(all.first { $0.name == "view-root" })
            #expect(rootGroup.offsetX == root.frame.x && rootGroup.offsetY == root.frame.y, "\(label)")
            if let scroll = app.scrollView {
                // Content moves opposite to the offset, change for change.
                let content = try #require(all.first { $0.name == "content-\(app[scroll].name)" })
                #expect(content.offsetY.changes.count == app[scroll].contentOffset.y.changes.count, "\(label)")
                for time in F.sampleTimes(recording) {
                    #expect(
                        content.offsetY.value(at: time) == -app[scroll].contentOffset.y.value(at: time),
                        "\(label) at \(time)")
                }
            }
        }
    }

    // MARK: What the user could not see

    @Test func coveredOutline_showsExactlyTheHiddenPartOfTheFocusedField() {
        var sawCovered = false
        var sawUncovered = false
        for (label, recording) in F.recordings() {
            let drawing = SceneLook.drawing(of: recording, options: options)
            let phone = Rect(origin: origin, size: recording.scene.screen)
            for time in F.sampleTimes(recording) {
                let list = drawing.displayList(at: time)
                let outlines = list.items.filter {
                    $0.primitive.stroke?.color == Palette.light.covered && !isInLegend($0, of: drawing)
                }
                let keyboard = onCanvas(recording.keyboardFrame(at: time))
                // Every outline is clipped to the keyboard (and the screen).
                for outline in outlines {
                    #expect(
                        outline.clip.map { keyboard.contains($0) && phone.contains($0) } == true, "\(label) at \(time)")
                }
                let painted = outlines.compactMap(\.paintedRect)
                let hidden = recording.focusedField(at: time).flatMap { field in
                    onCanvas(recording.windowRect(of: field, at: time)).intersection(keyboard)?.intersection(phone)
                }
                if let hidden {
                    sawCovered = true
                    #expect(painted.count == 1, "\(label) at \(time)")
                    #expect(
                        painted.first.map { $0.isClose(to: hidden) } == true,
                        "\(label) at \(time): \(painted) vs \(hidden)")
                } else {
                    sawUncovered = true
                    #expect(painted.isEmpty, "\(label) at \(time): \(painted)")
                }
            }
        }
        // The fixtures exercise both cases.
        #expect(sawCovered && sawUncovered)
    }

    @Test func coveredOutline_touchingTheKeyboardIsNotCovered() throws {
        // Shift-by-overlap puts the field's bottom exactly on the keyboard's top edge (352 on an
        // iPhone 5, SeedExampleTests): at rest nothing of the outline may show.
        let recording = try #require(Simulation.run(F.shift(), strategyID: "shift-by-overlap"))
        let field = try #require(recording.app.view(named: "lower"))
        #expect(recording.windowRect(of: field, at: 1.2).maxY == recording.keyboardFrame(at: 1.2).minY)
        let drawing = SceneLook.drawing(of: recording, options: options)
        let list = drawing.displayList(at: 1.2)
        let painted = list.items.filter {
            $0.primitive.stroke?.color == Palette.light.covered && !isInLegend($0, of: drawing)
        }.compactMap(\.paintedRect)
        #expect(painted.isEmpty)
    }

    // MARK: Caption and strip

    /// The clock reads the current tenth, in the strip beside the playhead (below the phone), so
    /// that a GIF frame where only time passes is one thin strip.
    @Test func strip_clockReadsTheCurrentTenthBesideThePlayhead() {
        for (label, recording) in F.recordings().prefix(3) {
            let drawing = SceneLook.drawing(of: recording, options: options)
            for time in recording.frameTimes {
                let clocks = drawing.displayList(at: time).items.compactMap(\.text).filter {
                    $0.monospaced && $0.string.hasSuffix(" s")
                }
                #expect(clocks.count == 1, "\(label) at \(time)")
                #expect(clocks.allSatisfy { $0.origin.y > origin.y + recording.scene.screen.height }, "\(label)")
                guard let reading = clocks.first.flatMap({ Double($0.string.dropLast(2)) }) else { continue }
                #expect(reading <= time + 1e-9 && time < reading + 0.1 - 1e-9, "\(label) at \(time): \(reading)")
            }
        }
    }

    @Test func strip_marksEachUserActionAndThePlayheadMovesLinearly() throws {
        let recording = try #require(Simulation.run(F.sliding(), strategyID: "sliding-sections"))
        let drawing = SceneLook.drawing(of: recording, options: options)
        let stripTop = origin.y + recording.scene.screen.height
        let list = drawing.displayList(at: 0)
        let marks = list.items.filter { item in
            if case .circle(let centre, _) = item.primitive.shape {
                centre.y > stripTop && !isInLegend(item, of: drawing)
            } else {
                false
            }
        }
        // tap, tap, dismiss — in time order, left to right, coloured by kind.
        #expect(marks.map(\.primitive.fill) == [Palette.light.tint, Palette.light.tint, Palette.light.dismissMark])
        let xs = marks.compactMap { item -> Double? in
            if case .circle(let centre, _) = item.primitive.shape { centre.x } else { nil }
        }
        #expect(xs == xs.sorted() && Set(xs).count == 3)

        func playhead(at time: Double) -> Double? {
            drawing.displayList(at: time).items.first {
                $0.primitive.fill == Palette.light.text && ($0.rect?.minY ?? 0) > stripTop
            }?.rect?.midX
        }
        let duration = recording.scene.duration
        let start = try #require(playhead(at: 0))
        let middle = try #require(playhead(at: duration / 2))
        let end = try #require(playhead(at: duration))
        #expect(start < end)
        #expect(abs(middle - (start + end) / 2) < 1e-9)
        #expect(playhead(at: duration + 1) == end)
        // The first mark sits where the playhead is at the first tap.
        #expect(try abs(xs[0] - #require(playhead(at: 0.5))) < 1e-9)
    }

    @Test func strip_isRedExactlyOverTheFramesWhereTheFocusedFieldIsCovered() throws {
        // Seed 000's layout with no avoidance: the bottom field is covered from the moment the
        // keyboard reaches it until focus moves to the middle field at 1.5 s.
        let recording = try #require(Simulation.run(F.sliding(), strategyID: "none"))
        let drawing = SceneLook.drawing(of: recording, options: options)
        let stripTop = origin.y + recording.scene.screen.height
        let legendTop = drawing.size.height - CaptionLook.legendHeight
        let red = drawing.displayList(at: 0).rects(filled: Palette.light.covered).filter {
            $0.minY > stripTop && $0.minY < legendTop
        }
        let frames = recording.frameTimes
        let covered = frames.indices.filter { index in
            let time = frames[index]
            // Covered as the verdicts count it: more than the threshold's points of overlap.
            return recording.focusedField(at: time).map {
                (recording.windowRect(of: $0, at: time).intersection(recording.keyboardFrame(at: time))?.height ?? 0)
                    > Verdicts.coverageThreshold
            } ?? false
        }
        let first = try #require(covered.first)
        let last = try #require(covered.last)
        // One band: the covered frames are consecutive here.
        #expect(covered == Array(first...last))
        #expect(red.count == 1)
        // The band runs from the playhead's place at the first covered frame to its place at
        // the frame after the last.
        func playhead(at time: Double) -> Double? {
            drawing.displayList(at: time).items.first {
                $0.primitive.fill == Palette.light.text && ($0.rect?.minY ?? 0) > stripTop
            }?.rect?.midX
        }
        #expect(try abs(red[0].minX - #require(playhead(at: frames[first]))) < 1e-9)
        #expect(try abs(red[0].maxX - #require(playhead(at: frames[last + 1]))) < 1e-9)

        // With sliding sections the middle field never meets the keyboard: the strip shows less red.
        let avoided = try #require(Simulation.run(F.sliding(), strategyID: "sliding-sections"))
        let avoidedRed = SceneLook.drawing(of: avoided, options: options).displayList(at: 0).rects(
            filled: Palette.light.covered
        ).filter { $0.minY > stripTop && $0.minY < legendTop }
        #expect(avoidedRed.reduce(0) { $0 + $1.width } < red[0].width)
    }

    /// Whether `item` is in the strip's legend row, the bottom of the canvas (its swatches reuse
    /// the marks' colours).
    func isInLegend(_ item: DisplayList.Item, of drawing: Drawing) -> Bool {
        let legendTop = drawing.size.height - CaptionLook.legendHeight
        return switch item.primitive.shape {
        case .rect(let rect, _): rect.minY >= legendTop
        case .circle(let centre, _): centre.y >= legendTop
        case .text(let text): text.origin.y >= legendTop
        default: false
        }
    }

    // MARK: The canvas

    @Test func canvas_extendsForCaptionAndStripOnly() throws {
        let recording = try #require(Simulation.run(F.scroll(), strategyID: "none"))
        let screen = recording.scene.screen
        let bare = LookOptions(caption: false, timelineStrip: false, verdicts: false)
        #expect(SceneLook.phoneOrigin(options: bare) == .zero)
        #expect(SceneLook.drawing(of: recording, options: bare).size == screen)
        let full = SceneLook.drawing(of: recording, options: options)
        #expect(full.size.width == screen.width && full.size.height > screen.height + origin.y)
        #expect(full.duration == recording.scene.duration)
        // Without a caption, no clock; without a strip, no playhead below the screen.
        let list = SceneLook.drawing(of: recording, options: bare).displayList(at: 1)
        #expect(!list.items.contains { $0.text?.monospaced == true })
        #expect(!list.items.contains { ($0.rect?.minY ?? 0) >= screen.height && $0.clip == nil })
    }

    @Test func canvas_nothingOfThePhoneSpillsOutOfTheScreen() throws {
        // Sliding sections on an iPhone 15 slides the view 216 points up, under the status bar.
        let recording = try #require(
            Simulation.run(F.sliding(device: .iPhone15, profile: .iOS17), strategyID: "sliding-sections"))
        let phone = Rect(origin: origin, size: recording.scene.screen)
        let list = SceneLook.drawing(of: recording, options: options).displayList(at: 1.2)
        let keyColours: Set<Color> = [Palette.light.keyboard, Palette.light.key, Palette.light.functionKey]
        let fieldsAndKeys = list.items.filter { item in
            item.primitive.fill.map(keyColours.contains) == true
                || item.primitive.stroke?.color == Palette.light.fieldBorder
        }
        #expect(!fieldsAndKeys.isEmpty)
        for item in fieldsAndKeys {
            #expect(item.clip.map { phone.contains($0) } == true)
        }
    }

    @Test func colours_allComeFromThePalette() {
        func colours(of group: Group) -> [Color] {
            group.children.flatMap { node -> [Color] in
                switch node {
                case .primitive(let primitive): [primitive.fill, primitive.stroke?.color].compactMap { $0 }
                case .group(let inner): colours(of: inner)
                }
            }
        }
        for (label, recording) in F.recordings() {
            let palette = Set(options.palette(of: recording.scene).all)
            let drawing = SceneLook.drawing(of: recording, options: options)
            let used = Set(colours(of: drawing.root) + [drawing.background])
            #expect(used.isSubset(of: palette), "\(label): \(used.subtracting(palette))")
        }
    }

    @Test func drawing_isDeterministic() {
        for ((label, first), (_, second)) in zip(F.recordings(), F.recordings()) {
            #expect(
                SceneLook.drawing(of: first, options: options) == SceneLook.drawing(of: second, options: options),
                "\(label)")
        }
    }
}
