import KeySlideCanvas
import KeySlideEasing
import KeySlideMarkup

extension SVGRenderer {
    /// The largest gap, in pixels, allowed at a frame time between a sampled animation and its
    /// track. The document promises 0.5 px at every frame time; 0.1 px of that is kept for what
    /// happens after sampling: values rounded to 0.001 pt, keyTimes to a millionth of the loop,
    /// and the browser's single-precision arithmetic. (Between frame times a sampled spring may
    /// stray further; at 1.5× the keyboard spring strays up to ~0.9 px.)
    public static let samplingTolerancePixels = 0.4

    /// One self-contained animated SVG that loops forever, plays in browsers and inside `<img>`
    /// with no script.
    ///
    /// The drawing's tree is written once. Each group's offset tracks become SMIL
    /// `animateTransform` translations, its clip rectangle a `clipPath` whose edges animate, its
    /// visibility a discrete `visibility` animation; every animation runs `drawing.duration`
    /// seconds from time 0 and repeats, so they all stay in step. Bezier pieces of a track are
    /// written as exact `keySplines`; springs and overlapping animations are sampled just densely
    /// enough that every frame time (`i / fps`) is within `samplingTolerancePixels` at `scale`.
    /// Without SMIL (librsvg, say) the document shows the drawing at time 0.
    public static func animatedSVG(of drawing: Drawing, scale: Double, fps: Int) -> String {
        var root = SVGShapes.root(size: drawing.size, scale: scale)
        root.append(MarkupElement("rect", [("width", "100%"), ("height", "100%"), ("fill", drawing.background.hex)]))
        let pixelsPerPoint = scale.isFinite && scale > 0 ? scale : 1
        var writer = AnimatedGroupWriter(
            duration: drawing.duration.isFinite ? max(drawing.duration, 0) : 0,
            fps: max(fps, 1),
            tolerance: samplingTolerancePixels / pixelsPerPoint
        )
        writer.write(drawing.root, hiddenBy: [], into: &root)
        return document(root)
    }
}

/// Writes groups with their animations. Holds the one piece of state the walk needs: how many
/// clip paths have been named so far (ids `c0`, `c1`, … in document order, so they are unique
/// and stable from run to run).
struct AnimatedGroupWriter {
    /// Seconds in one loop; 0 writes the drawing at time 0 with no animations.
    let duration: Double
    let fps: Int
    /// In points.
    let tolerance: Double
    private var clipCount = 0

    init(duration: Double, fps: Int, tolerance: Double) {
        self.duration = duration
        self.fps = fps
        self.tolerance = tolerance
    }

    private var smil: SMILAnimation { SMILAnimation(duration: duration) }

    /// Appends `group` to `parent`.
    ///
    /// The group becomes a `<g>` translated by its offset (named by `data-name` for people and
    /// tests reading the file). A clip wraps it in an outer `<g clip-path>`, because the clip is in
    /// the parent's coordinates and must not move with the offset. Visibility sits on the
    /// outermost element. A group with no name and nothing to say adds no element at all.
    ///
    /// - Parameter ancestors: the visibilities of enclosing groups that show or hide over time.
    ///   SVG lets a child's `visibility="visible"` show through a hidden parent, so a group that
    ///   animates its own visibility writes the combined one: shown only while all of them are.
    mutating func write(_ group: Group, hiddenBy ancestors: [Visibility], into parent: inout MarkupElement) {
        // Number the clip before the children so ids follow document order.
        var clipID: String?
        if group.clip != nil {
            clipID = "c\(clipCount)"
            clipCount += 1
        }
        var content = MarkupElement("g")
        if !group.name.isEmpty { content.set("data-name", group.name) }
        addTranslation(x: group.offsetX, y: group.offsetY, to: &content)

        let ownStates = visibilityStates([group.visibility])
        let showsAlways = ownStates.allSatisfy(\.visible)
        let chain = showsAlways ? ancestors : ancestors + [group.visibility]
        for child in group.children {
            switch child {
            case .primitive(let primitive): content.append(SVGShapes.element(for: primitive))
            case .group(let inner): write(inner, hiddenBy: chain, into: &content)
            }
        }

        var outer: MarkupElement
        if let clip = group.clip, let id = clipID {
            parent.append(clipPath(id: id, clip))
            outer = MarkupElement("g", [("clip-path", "url(#\(id))")])
            outer.append(content)
        } else {
            outer = content
        }
        if !showsAlways { addVisibility(visibilityStates(chain), to: &outer) }
        if let opacity = group.opacity { addOpacity(opacity, to: &outer) }

        if group.clip == nil, showsAlways, outer.attributes.isEmpty, !outer.children.contains(where: Self.isAnimation) {
            parent.children.append(contentsOf: outer.children)
        } else {
            parent.append(outer)
        }
    }

    private static func isAnimation(_ child: MarkupElement.Child) -> Bool {
        guard case .element(let element) = child else { return false }
        return element.name.hasPrefix("animate")
    }

    // MARK: Offsets

    /// The `transform` at time 0 (what a viewer without SMIL shows) and an animation for each
    /// axis that moves. The first animation replaces the attribute, so it carries the other
    /// axis's fixed offset; when both axes move, the second adds its own, keeping each axis's
    /// keyframes and splines separate.
    private func addTranslation(x: Track, y: Track, to element: inout MarkupElement) {
        let xKeys = keyframes(x)
        let yKeys = keyframes(y)
        let x0 = xKeys.keys[0].value
        let y0 = yKeys.keys[0].value
        if x0 != 0 || y0 != 0 { element.set("transform", "translate(\(Self.pair(x0, y0)))") }
        switch (xKeys.isConstant, yKeys.isConstant) {
        case (true, true):
            break
        case (false, true):
            element.append(smil.translate(xKeys, additive: false) { Self.pair($0, y0) })
        case (true, false):
            element.append(smil.translate(yKeys, additive: false) { Self.pair(x0, $0, keepY: true) })
        case (false, false):
            element.append(smil.translate(xKeys, additive: false) { Self.pair($0, 0) })
            element.append(smil.translate(yKeys, additive: true) { Self.pair(0, $0, keepY: true) })
        }
    }

    /// `"x y"`, or just `"x"` when y is 0 and may be left out.
    private static func pair(_ x: Double, _ y: Double, keepY: Bool = false) -> String {
        let yText = SVGNumber.format(y)
        return keepY || yText != "0" ? SVGNumber.format(x) + " " + yText : SVGNumber.format(x)
    }

    private func keyframes(_ track: Track) -> Keyframes {
        Keyframes(track: track, duration: duration, fps: fps, tolerance: tolerance)
    }

    // MARK: Clips

    /// A `<clipPath>` whose rectangle shows the clip at time 0 and animates each edge that moves.
    private func clipPath(id: String, _ clip: AnimatedRect) -> MarkupElement {
        var rect = MarkupElement("rect")
        var animations: [MarkupElement] = []
        for (name, track) in [("x", clip.x), ("y", clip.y), ("width", clip.width), ("height", clip.height)] {
            let keys = keyframes(track)
            rect.set(name, SVGNumber.format(keys.keys[0].value))
            if !keys.isConstant { animations.append(smil.attribute(name, keys)) }
        }
        for animation in animations { rect.append(animation) }
        return MarkupElement("clipPath", [("id", id)], children: [rect])
    }

    // MARK: Opacity

    /// Opacities are written to a thousandth: finer than a GIF's colour steps.
    private static let opacityTolerance = 0.001

    /// `opacity` at time 0 (when not 1) and an animation when it changes: SVG's group opacity is
    /// the one the canvas means, the group composited as a whole.
    private func addOpacity(_ opacity: Track, to element: inout MarkupElement) {
        let keys = Keyframes(track: opacity, duration: duration, fps: fps, tolerance: Self.opacityTolerance)
        let first = SVGNumber.format(keys.keys[0].value)
        if first != "1" { element.set("opacity", first) }
        if !keys.isConstant { element.append(smil.attribute("opacity", keys)) }
    }

    // MARK: Visibility

    /// Whether all of `visibilities` show, from time 0 and at each instant that changes it
    /// within the loop.
    private func visibilityStates(_ visibilities: [Visibility]) -> [(time: Double, visible: Bool)] {
        var times: Set<Double> = [0]
        for visibility in visibilities {
            for change in visibility.changes where change.time > 0 && change.time < duration {
                times.insert(change.time)
            }
        }
        var states: [(time: Double, visible: Bool)] = []
        for time in times.sorted() {
            let visible = visibilities.allSatisfy { $0.isVisible(at: time) }
            if states.last?.visible != visible { states.append((time, visible)) }
        }
        return states
    }

    /// `visibility="hidden"` when hidden at time 0, and a discrete animation when it flips.
    private func addVisibility(_ states: [(time: Double, visible: Bool)], to element: inout MarkupElement) {
        if states.first?.visible == false { element.set("visibility", "hidden") }
        if states.count > 1 { element.children.insert(.element(smil.visibility(states)), at: 0) }
    }
}
