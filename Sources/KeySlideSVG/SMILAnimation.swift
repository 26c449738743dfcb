import KeySlideEasing
import KeySlideMarkup

/// SMIL animation elements, spelled out in one place: every one loops over the drawing's whole
/// duration from time 0, so all of them stay in step and restart together.
struct SMILAnimation {
    /// Seconds in one loop (the drawing's duration); positive.
    let duration: Double

    /// keyTimes are written in millionths of the loop: a keyboard crosses ~1000 pt/s, so a
    /// thousandth of a 3 s loop would misplace it by 3 pt, a millionth by 0.003 pt.
    static let keyTimeUnitsPerLoop: Int64 = 1_000_000

    /// `<animateTransform type="translate">` whose values `translation` spells from each
    /// keyframe's value (`"x"`, `"x y"`). `additive` makes it add to an animation before it on
    /// the same element instead of replacing the element's `transform`.
    func translate(_ keyframes: Keyframes, additive: Bool, translation: (Double) -> String) -> MarkupElement {
        var element = MarkupElement("animateTransform", [("attributeName", "transform"), ("type", "translate")])
        if additive { element.set("additive", "sum") }
        write(values: keyframes.keys.map { translation($0.value) }, keyframes: keyframes, into: &element)
        return element
    }

    /// `<animate>` of a numeric attribute (a clip rectangle's `x`, `y`, `width` or `height`).
    func attribute(_ name: String, _ keyframes: Keyframes) -> MarkupElement {
        var element = MarkupElement("animate", [("attributeName", name)])
        write(values: keyframes.keys.map { SVGNumber.format($0.value) }, keyframes: keyframes, into: &element)
        return element
    }

    /// A discrete `visibility` animation through `states`, the first of which is at time 0.
    func visibility(_ states: [(time: Double, visible: Bool)]) -> MarkupElement {
        var units = states.map { keyTimeUnits($0.time, isJump: true) }
        if !units.isEmpty { units[0] = 0 }
        var element = MarkupElement(
            "animate",
            [
                ("attributeName", "visibility"),
                ("values", states.map { $0.visible ? "visible" : "hidden" }.joined(separator: ";")),
                ("keyTimes", keyTimes(monotonic(units))),
                ("calcMode", "discrete"),
            ])
        loop(&element)
        return element
    }

    private func write(values: [String], keyframes: Keyframes, into element: inout MarkupElement) {
        let keys = keyframes.keys
        var units: [Int64] = []
        for (index, key) in keys.enumerated() {
            let sharesTime =
                (index > 0 && keys[index - 1].time == key.time)
                || (index + 1 < keys.count && keys[index + 1].time == key.time)
            units.append(keyTimeUnits(key.time, isJump: sharesTime))
        }
        units[0] = 0
        units[units.count - 1] = Self.keyTimeUnitsPerLoop
        element.set("values", values.joined(separator: ";"))
        element.set("keyTimes", keyTimes(monotonic(units)))
        // Straight lines are SMIL's default calcMode; splines are written only when needed. Their
        // control points keep 6 decimals: a sub-curve's are not round numbers, and rounding one
        // to 0.001 could move a 900 px slide by about 0.2 px.
        if keyframes.hasSplines {
            element.set("calcMode", "spline")
            element.set(
                "keySplines",
                keyframes.splines.map { spline in
                    let curve = spline ?? .linear
                    return SVGNumber.list([curve.x1, curve.y1, curve.x2, curve.y2], decimals: 6)
                }.joined(separator: ";"))
        }
        loop(&element)
    }

    private func loop(_ element: inout MarkupElement) {
        element.set("dur", SVGNumber.format(duration, decimals: 6) + "s")
        element.set("repeatCount", "indefinite")
    }

    /// `time` as millionths of the loop.
    ///
    /// A jump's keyTime is rounded *down*, at least half a unit early, so a frame that falls
    /// exactly on the jump — common, since changes happen on frame boundaries — lands after it in
    /// the browser as in `Track.value(at:)`, whatever the last bit of float rounding does. The
    /// cost is a jump at most 1.5 millionths of the loop early.
    private func keyTimeUnits(_ time: Double, isJump: Bool) -> Int64 {
        let exact = time / duration * Double(Self.keyTimeUnitsPerLoop)
        let units = isJump ? (exact - 0.5).rounded(.down) : exact.rounded()
        return Int64(min(max(units, 0), Double(Self.keyTimeUnitsPerLoop)))
    }

    /// Units that never decrease. SMIL refuses a keyTimes list that goes backwards and allows
    /// equal neighbours, which is how a jump is written: Chromium 156 shows the later value from
    /// that instant on (measured: `values="0;100;20"`, `keyTimes="0;0.5;0.5"` gives 20 at exactly
    /// half time and approaches 100 just before).
    private func monotonic(_ units: [Int64]) -> [Int64] {
        var result: [Int64] = []
        for unit in units { result.append(max(unit, result.last ?? 0)) }
        return result
    }

    private func keyTimes(_ units: [Int64]) -> String {
        units.map { SVGNumber.format(Double($0) / Double(Self.keyTimeUnitsPerLoop), decimals: 6) }.joined(
            separator: ";")
    }
}
