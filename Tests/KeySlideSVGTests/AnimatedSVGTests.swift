import Foundation
import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideTestSupport
import Testing

@testable import KeySlideSVG

@Suite struct AnimatedSVGTests {
    @Test func animatedAndStaticDocumentsAreWellFormedXML() throws {
        let drawing = TestDrawings.phone
        try XMLLint.check(SVGRenderer.animatedSVG(of: drawing, scale: 2, fps: 60))
        for time in [0, 0.45, 1.0, 2.0] {
            try XMLLint.check(SVGRenderer.svg(of: drawing.displayList(at: time), scale: 2))
        }
    }

    @Test func xmllintRejectsBrokenXML() {
        // The checker itself must be able to fail.
        #expect(throws: (any Error).self) { try XMLLint.check("<svg><g></svg>") }
    }

    @Test func outputIsByteForByteDeterministic() {
        let first = SVGRenderer.animatedSVG(of: TestDrawings.phone, scale: 2, fps: 60)
        let second = SVGRenderer.animatedSVG(of: TestDrawings.phone, scale: 2, fps: 60)
        #expect(first == second)
        #expect(first.utf8.count > 1000)
    }

    @Test func everyAnimationLoopsOverTheWholeDrawing() throws {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.phone, scale: 1, fps: 60)
        let animations = try SMILInterpreter(svg: svg).document.nodes(
            forXPath: "//*[local-name()='animate' or local-name()='animateTransform']")
        #expect(animations.count >= 8)
        for case let node as FoundationXMLElement in animations {
            let animation = try SMILInterpreter.parse(node)  // checks repeatCount="indefinite"
            #expect(animation.duration == 2.6)
            #expect(SMILInterpreter.attribute("begin", of: node) == nil)  // so it begins at 0
        }
    }

    @Test func easeInOutIsWrittenAsItsExactSpline() throws {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.single(TestTracks.bezier), scale: 1, fps: 60)
        let animation = try only(
            try SMILInterpreter(svg: svg).animations(of: try SMILInterpreter(svg: svg).element(named: "moving")))
        #expect(svg.contains("keySplines=\"0 0 1 1;0.42 0 0.58 1;0 0 1 1\""))
        #expect(animation.values.map { $0[1] } == [0, 0, 300, 300])
        #expect(animation.keyTimes == [0, 0.1, 0.35, 1])
    }

    @Test func interruptedBezierKeepsTheExactSubCurve() throws {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.single(TestTracks.interruptedBezier), scale: 1, fps: 60)
        let interpreter = try SMILInterpreter(svg: svg)
        let animation = try only(try interpreter.animations(of: try interpreter.element(named: "moving")))
        let splines = try #require(animation.splines)
        // The first animation ran from 0.2 s for 0.25 of its 0.5 s: the first half of ease-in-out.
        let expected = try #require(UnitBezier.easeInEaseOut.segment(from: 0, to: 0.5))
        #expect(
            splines.contains { spline in
                abs(spline.x1 - expected.x1) < 1e-6 && abs(spline.y1 - expected.y1) < 1e-6
                    && abs(spline.x2 - expected.x2) < 1e-6 && abs(spline.y2 - expected.y2) < 1e-6
            })
        // Nothing is sampled: every moving interval has a real spline. (Track.segments also
        // cuts at 0.7 s, where the replaced animation would have ended, so the replacing one
        // arrives as two exact halves.)
        let moving = zip(animation.values, animation.values.dropFirst()).enumerated().filter {
            $0.element.0 != $0.element.1
        }
        #expect(moving.allSatisfy { !splines[$0.offset].isLinear })
        #expect(animation.values.count <= 6)
    }

    @Test func springIsSampledAdaptively() throws {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.single(TestTracks.spring), scale: 1, fps: 60)
        let interpreter = try SMILInterpreter(svg: svg)
        let animation = try only(try interpreter.animations(of: try interpreter.element(named: "moving")))
        #expect(animation.splines == nil)  // nothing here is a bezier: calcMode stays linear
        // Two springs of 0.5 s at 60 fps pass 60 frames; sampling must need more than their ends
        // and fewer than one keyframe per frame.
        #expect(animation.values.count > 8)
        #expect(animation.values.count < 60)
    }

    @Test func samplingIsDenserAtLargerScales() throws {
        func keyCount(scale: Double) throws -> Int {
            let svg = SVGRenderer.animatedSVG(of: TestDrawings.single(TestTracks.wobble), scale: scale, fps: 60)
            let interpreter = try SMILInterpreter(svg: svg)
            return try only(try interpreter.animations(of: try interpreter.element(named: "moving"))).values.count
        }
        #expect(try keyCount(scale: 3) > keyCount(scale: 1))
    }

    @Test func jumpsBecomeTwoKeyframesAtOneKeyTime() throws {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.single(TestTracks.jumps), scale: 1, fps: 60)
        let interpreter = try SMILInterpreter(svg: svg)
        let animation = try only(try interpreter.animations(of: try interpreter.element(named: "moving")))
        let shared = zip(animation.keyTimes, animation.keyTimes.dropFirst()).filter { $0 == $1 }.map(\.0)
        // Two jumps: the restart from the old model value at 0.35 s and the unanimated change at 1 s.
        #expect(shared.count == 2)
        #expect(shared.allSatisfy { time in [0.35, 1.0].contains { abs($0 / 2 - time) < 2e-6 } })
    }

    @Test func constantTracksWriteNoAnimation() {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.single(Track(initialValue: 7)), scale: 1, fps: 60)
        #expect(!svg.contains("<animate"))
        #expect(
            svg.contains(
                "<g data-name=\"holder\" transform=\"translate(10 20)\"><g data-name=\"moving\" "
                    + "transform=\"translate(0 7)\">"
            ))
    }

    @Test func bothAxesAnimateOnSeparateAnimations() throws {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.phone, scale: 1, fps: 60)
        let interpreter = try SMILInterpreter(svg: svg)
        let toast = try interpreter.animations(of: try interpreter.element(named: "toast")).filter {
            $0.attribute == "transform"
        }
        #expect(toast.count == 2)
        #expect(toast.map(\.additive) == [false, true])
        #expect(toast[0].splines != nil)  // the x slide is an ease-out bezier, kept exact
        #expect(toast[1].splines == nil)  // the y spring is sampled
    }

    @Test func offsetsFollowTheTracksAtEveryFrame() throws {
        let drawing = TestDrawings.phone
        let svg = SVGRenderer.animatedSVG(of: drawing, scale: 2, fps: 30)
        let interpreter = try SMILInterpreter(svg: svg)
        for frame in 0..<Int(drawing.duration * 30) {
            let time = Double(frame) / 30
            for name in ["keyboard", "content", "toast"] {
                let group = try #require(Self.find(name, in: drawing.root))
                let got = try interpreter.translation(ofGroupNamed: name, at: time)
                #expect(abs(got.x - group.offsetX.value(at: time)) * 2 <= 0.5, "\(name) x at \(time)")
                #expect(abs(got.y - group.offsetY.value(at: time)) * 2 <= 0.5, "\(name) y at \(time)")
            }
        }
    }

    @Test func visibilityIsDiscreteAndCombinedWithAncestors() throws {
        // The inner group has its own blinking, but its parent is hidden from 1 s: SVG would
        // let the inner `visible` show through, so the inner animation must include the parent's.
        var inner = Group("inner", visibility: .during([(0.2, 0.6), (0.8, 1.4)]))
        inner.add(Primitive(.circle(center: Point(x: 5, y: 5), radius: 4), fill: Color(hex: 0xFF0000)))
        var outer = Group("outer", visibility: .during([(0, 1.0)]))
        outer.add(inner)
        var root = Group("root")
        root.add(outer)
        let drawing = Drawing(
            size: Size(width: 20, height: 20), background: Color(hex: 0xFFFFFF), duration: 2, root: root)
        let svg = SVGRenderer.animatedSVG(of: drawing, scale: 1, fps: 10)
        let interpreter = try SMILInterpreter(svg: svg)
        for frame in 0..<20 {
            let time = Double(frame) / 10
            let expected = outer.visibility.isVisible(at: time) && inner.visibility.isVisible(at: time)
            #expect(try interpreter.isVisible(groupNamed: "inner", at: time) == expected, "at \(time)")
            #expect(
                try interpreter.isVisible(groupNamed: "outer", at: time) == outer.visibility.isVisible(at: time),
                "at \(time)")
        }
        #expect(svg.contains("calcMode=\"discrete\""))
    }

    @Test func clipAnimatesInParentCoordinatesOutsideTheOffset() throws {
        let svg = SVGRenderer.animatedSVG(of: TestDrawings.phone, scale: 1, fps: 60)
        let interpreter = try SMILInterpreter(svg: svg)
        let content = try interpreter.element(named: "content")
        let wrapper = try #require(content.parent as? FoundationXMLElement)
        #expect(SMILInterpreter.attribute("clip-path", of: wrapper) == "url(#c0)")
        #expect(SMILInterpreter.attribute("transform", of: wrapper) == nil)
        let clipRect = try #require(
            try interpreter.document.nodes(forXPath: "//*[local-name()='clipPath'][@id='c0']/*[local-name()='rect']")
                .first as? FoundationXMLElement)
        let heights = try interpreter.animations(of: clipRect)
        #expect(heights.map(\.attribute) == ["height"])
        let expected = TestDrawings.phone.root
        let clip = try #require(Self.find("content", in: expected)?.clip)
        for frame in 0..<Int(2.6 * 60) {
            let time = Double(frame) / 60
            #expect(abs(heights[0].value(at: time)[0] - clip.height.value(at: time)) <= 0.5)
        }
    }

    @Test func clipIDsAreUniqueAndInDocumentOrder() throws {
        var leaf = Group("leaf", clip: AnimatedRect(Rect(x: 0, y: 0, width: 5, height: 5)))
        leaf.add(Primitive(.rect(Rect(x: 0, y: 0, width: 9, height: 9), cornerRadius: 0), fill: Color(hex: 0)))
        var middle = Group("middle", clip: AnimatedRect(Rect(x: 0, y: 0, width: 8, height: 8)))
        middle.add(leaf)
        var root = Group("root")
        root.add(middle)
        root.add(middle)
        let svg = SVGRenderer.animatedSVG(
            of: Drawing(size: Size(width: 10, height: 10), background: Color(hex: 0xFFFFFF), duration: 1, root: root),
            scale: 1, fps: 60)
        let ids = try SMILInterpreter(svg: svg).document.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(ids == ["c0", "c1", "c2", "c3"])
    }

    @Test func unnamedStillGroupsAddNoElement() {
        var plain = Group("")
        plain.add(Primitive(.rect(Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0), fill: Color(hex: 0x00FF00)))
        var root = Group("")
        root.add(plain)
        let svg = SVGRenderer.animatedSVG(
            of: Drawing(size: Size(width: 10, height: 10), background: Color(hex: 0xFFFFFF), duration: 1, root: root),
            scale: 1, fps: 60)
        #expect(!svg.contains("<g"))
        #expect(svg.contains("<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"#00ff00\"/>"))
    }

    @Test func zeroDurationWritesTheFirstFrameWithoutAnimations() throws {
        var drawing = TestDrawings.phone
        drawing.duration = 0
        let svg = SVGRenderer.animatedSVG(of: drawing, scale: 1, fps: 60)
        #expect(!svg.contains("<animate"))
        try XMLLint.check(svg)
    }

    @Test func staticAndAnimatedDocumentsShareShapeMarkup() {
        // Every primitive of a still drawing is written with the same markup in both documents.
        let drawing = TestDrawings.phone
        let animated = SVGRenderer.animatedSVG(of: drawing, scale: 1, fps: 60)
        let still = SVGRenderer.svg(of: drawing.displayList(at: 0), scale: 1)
        for primitive in Self.primitives(in: Self.find("status", in: drawing.root)!) {
            let markup = SVGShapes.element(for: primitive).xml()
            #expect(animated.contains(markup))
            #expect(still.contains(markup))  // the status bar does not move, so the coordinates agree
        }
    }

    @Test func wholeAnimationCostsLessThanTwoStillFrames() {
        // Motion is written once per group, not once per frame: 2.6 s of the phone drawing at
        // 60 fps must stay under the size of two static frames (156 frames as SVG stills would
        // be ~100 times larger).
        let drawing = TestDrawings.phone
        let still = SVGRenderer.svg(of: drawing.displayList(at: 0.9), scale: 2).utf8.count
        for scale in [1.0, 2.0, 3.0] {
            for fps in [30, 60] {
                let animated = SVGRenderer.animatedSVG(of: drawing, scale: scale, fps: fps).utf8.count
                print(
                    "phone drawing, scale \(scale), \(fps) fps: animated SVG \(animated) B (one still frame \(still) B)"
                )
                #expect(animated < 2 * still)
            }
        }
    }

    // MARK: Helpers

    static func find(_ name: String, in group: Group) -> Group? {
        if group.name == name { return group }
        for case .group(let child) in group.children {
            if let found = find(name, in: child) { return found }
        }
        return nil
    }

    static func primitives(in group: Group) -> [Primitive] {
        group.children.compactMap { if case .primitive(let primitive) = $0 { primitive } else { nil } }
    }
}

func only<T>(_ items: [T]) throws -> T {
    guard items.count == 1 else {
        throw SMILInterpreter.Failure(description: "expected exactly one item, found \(items.count)")
    }
    return items[0]
}
