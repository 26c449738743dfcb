import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// The navigation bar's items while screens are pushed and popped (docs/facts.md §19.5): each
/// screen's title and back button move and fade with that screen's own frame track, so a push,
/// a pop and an interactive pop's finger all drive them as UIKit's transition does.
///
/// From iOS 7 a screen coming in from the right (x from the width to 0) brings its title in from
/// the bar's right edge, fading in, and its back button's title from where the old title was to
/// the back button's place, fading in beside a fading-in chevron; the screen going under (x from
/// 0 to −0.3 of the width) takes its title toward the back button's place and its back button
/// away, both fading out. Before iOS 7 every item slides with its screen, without fading.
struct NavigationItemsLook {
    var app: App
    var bar: Rect
    var sceneTitle: String
    var palette: Palette
    var era: LookEra
    var duration: Double

    /// The title's size (UIKit's bar title) and the back button's (17 pt regular, tinted).
    static let titleSize = 17.0
    /// The back chevron's left edge and the back title's, from the bar's left (by eye).
    static let chevronX = 8.0
    static let backTitleX = 26.0

    func groups() -> [Group] {
        guard let navigation = app.navigation else { return [] }
        let screens: [(ViewID, String, String?)] = [
            (navigation.before, navigation.beforeTitle, nil),
            (app.rootView, sceneTitle, navigation.beforeTitle),
            (navigation.pushed, navigation.pushedTitle, sceneTitle),
        ]
        return screens.flatMap { id, title, back in
            items(x: app[id].frame.x, title: title, back: back, name: app[id].name)
        }
    }

    /// One screen's items, as up to two groups: while the screen is at or right of its place
    /// (on top, or coming in) and while it is left of it (going under), each shown only then.
    private func items(x: Track, title: String, back: String?, name: String) -> [Group] {
        let width = bar.width
        let titleNodes = self.title(title)
        let backParts = back.map(backButton)
        guard era != .glossy else {
            // iOS 6: everything slides with its screen.
            let nodes = titleNodes + (backParts.map { $0.chevron + $0.label } ?? [])
            return [Group("nav-items-\(name)", offsetX: x.mapped(scale: 1), children: nodes)]
        }
        let under = max(app.navigationParallax * width, 1).rounded()
        let (right, left) = halves(of: x)
        var groups: [Group] = []
        if !right.isEmpty {
            let shown = Visibility.during(right, sceneDuration: duration)
            let fadeIn = x.mapped(scale: -1 / width, offset: 1)
            groups.append(
                Group(
                    "nav-title-\(name)", offsetX: x.mapped(scale: 0.5), visibility: shown, opacity: fadeIn,
                    children: titleNodes))
            if let backParts {
                groups.append(
                    Group("nav-back-\(name)", visibility: shown, opacity: fadeIn, children: backParts.chevron))
                let travel = bar.midX - backParts.labelMidX
                groups.append(
                    Group(
                        "nav-back-title-\(name)", offsetX: x.mapped(scale: travel / width), visibility: shown,
                        opacity: fadeIn, children: backParts.label))
            }
        }
        if !left.isEmpty {
            let shown = Visibility.during(left, sceneDuration: duration)
            let fadeOut = x.mapped(scale: 1 / under, offset: 1)
            let toBack = Self.backTitleX + TextMetrics.width(of: title, size: Self.titleSize) / 2 + bar.minX - bar.midX
            groups.append(
                Group(
                    "nav-title-under-\(name)", offsetX: x.mapped(scale: -toBack / under), visibility: shown,
                    opacity: fadeOut, children: titleNodes))
            if let backParts {
                groups.append(
                    Group(
                        "nav-back-under-\(name)", offsetX: x.mapped(scale: 1), visibility: shown, opacity: fadeOut,
                        children: backParts.chevron + backParts.label))
            }
        }
        return groups
    }

    /// The stretches of time the screen's x is at or right of 0, and those it is left of 0
    /// (whole segments: a transition moves a screen within one side).
    private func halves(of x: Track) -> (right: [(start: Double, end: Double)], left: [(start: Double, end: Double)]) {
        var right: [(start: Double, end: Double)] = []
        var left: [(start: Double, end: Double)] = []
        let segments = x.segments(from: 0, to: duration)
        guard !segments.isEmpty else {
            return x.value(at: 0) >= 0 ? ([(0, duration)], []) : ([], [(0, duration)])
        }
        for segment in segments {
            let interval = (start: segment.start, end: segment.end)
            if min(segment.startValue, segment.endValue) >= 0 { right.append(interval) } else { left.append(interval) }
        }
        return (right, left)
    }

    /// The title, bold and centred in the bar.
    private func title(_ title: String) -> [Node] {
        let string = TextMetrics.fitting(title, width: bar.width - 160, size: Self.titleSize, weight: .bold)
        let text = Text(
            string, at: Point(x: bar.midX, y: TextMetrics.centredBaseline(midY: bar.midY, size: Self.titleSize)),
            size: Self.titleSize, weight: .bold, anchor: .middle)
        return [.primitive(Primitive(.text(text), fill: palette.barText))]
    }

    /// The back button: a chevron and the previous screen's title, in the tint (white on iOS 6's
    /// bars), and the middle of its title, where it rests.
    private func backButton(_ title: String) -> (chevron: [Node], label: [Node], labelMidX: Double) {
        let colour = era == .glossy ? palette.barText : palette.tint
        let string = TextMetrics.fitting(title, width: bar.width / 3, size: Self.titleSize)
        let left = bar.minX + Self.chevronX
        let chevron = Primitive(
            .polyline([
                Point(x: left + 10, y: bar.midY - 10), Point(x: left, y: bar.midY),
                Point(x: left + 10, y: bar.midY + 10),
            ]), stroke: Stroke(colour, width: 3))
        let text = Text(
            string,
            at: Point(
                x: bar.minX + Self.backTitleX, y: TextMetrics.centredBaseline(midY: bar.midY, size: Self.titleSize)),
            size: Self.titleSize, anchor: .start)
        let midX = bar.minX + Self.backTitleX + TextMetrics.width(of: string, size: Self.titleSize) / 2
        return ([.primitive(chevron)], [.primitive(Primitive(.text(text), fill: colour))], midX)
    }
}
