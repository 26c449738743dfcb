import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// What the system and the containers draw over the app's views and never move: the status
/// bar, the navigation bar, a tab bar or bottom toolbar, an iPad split view's master pane.
///
/// UIKit draws these above the content (bars are separate views on top; the status bar is its
/// own window), so content that a strategy slides up passes under them.
struct ChromeLook {
    let scene: Scene

    private var screen: Size { scene.screen }

    func group() -> Group {
        var group = Group("chrome")
        if let split = scene.splitView { group.children += masterPane(width: split.masterWidth) }
        if let bar = scene.navigationBar {
            let left = scene.splitView.map { $0.masterWidth + 1 } ?? 0
            let top = scene.device.statusBar(scene.orientation)
            // A navigation bar always shows its view controller's title; the scene's title
            // stands in when the file gives none.
            group.children += Self.bar(
                Rect(x: left, y: top, width: screen.width - left, height: bar.height), title: bar.title ?? scene.title)
        }
        if let bar = scene.bottomBar { group.children += bottomBar(bar) }
        group.children += statusBar()
        return group
    }

    /// A tab bar or toolbar across the bottom, above the bottom safe area, whose background runs
    /// down to the screen's edge as UIKit's does: its hairline on top; tab items as a round icon
    /// over a 10 pt title, the first one selected; toolbar items as tinted 17 pt titles.
    private func bottomBar(_ bar: Scene.BottomBar) -> [Node] {
        let safeBottom = scene.safeAreaInsets.bottom
        let top = screen.height - safeBottom - bar.height
        var nodes: [Node] = [
            .primitive(
                Primitive(
                    .rect(Rect(x: 0, y: top, width: screen.width, height: bar.height + safeBottom), cornerRadius: 0),
                    fill: Palette.bar)),
            .primitive(
                Primitive(
                    .rect(Rect(x: 0, y: top, width: screen.width, height: 0.5), cornerRadius: 0),
                    fill: Palette.separator)),
        ]
        let slot = screen.width / Double(max(bar.items.count, 1))
        for (index, item) in bar.items.enumerated() {
            let midX = slot * (Double(index) + 0.5)
            switch bar.kind {
            case .tabBar:
                let colour = index == 0 ? Palette.tint : Palette.placeholder
                let icon = Primitive(.circle(center: Point(x: midX, y: top + 17), radius: 10), fill: colour)
                nodes.append(.primitive(icon))
                let title = TextMetrics.fitting(item, width: slot - 4, size: 10, weight: .regular)
                let text = Text(title, at: Point(x: midX, y: top + 42), size: 10, weight: .regular, anchor: .middle)
                nodes.append(.primitive(Primitive(.text(text), fill: colour)))
            case .bottomToolbar:
                let title = TextMetrics.fitting(item, width: slot - 8, size: 17, weight: .regular)
                let baseline = TextMetrics.centredBaseline(midY: top + bar.height / 2, size: 17)
                let text = Text(title, at: Point(x: midX, y: baseline), size: 17, weight: .regular, anchor: .middle)
                nodes.append(.primitive(Primitive(.text(text), fill: Palette.tint)))
            }
        }
        return nodes
    }

    // MARK: Home indicator

    /// The home indicator on phones that have one (a bottom safe area in portrait): a dark
    /// 134 × 5 pt capsule centred 8 pt above the screen's bottom edge. The system draws it above
    /// everything, the keyboard included, whose bottom area is reserved for it
    /// (docs/facts.md §10.6), so it is its own group, drawn after the keyboard.
    func homeIndicator() -> Group? {
        guard scene.device.safeArea.portrait.bottom > 0 else { return nil }
        let size = Size(width: 134, height: 5)
        let rect = Rect(
            x: (screen.width - size.width) / 2, y: screen.height - 8 - size.height, width: size.width,
            height: size.height)
        var group = Group("home-indicator")
        group.add(Primitive(.rect(rect, cornerRadius: size.height / 2), fill: Palette.text))
        return group
    }

    // MARK: Bars

    /// A bar's background with its hairline along the bottom and an optional centred bold title
    /// (17 points, UIKit's bar title size).
    static func bar(_ rect: Rect, title: String?) -> [Node] {
        var nodes: [Node] = [
            .primitive(Primitive(.rect(rect, cornerRadius: 0), fill: Palette.bar)),
            .primitive(
                Primitive(
                    .rect(Rect(x: rect.minX, y: rect.maxY - 0.5, width: rect.width, height: 0.5), cornerRadius: 0),
                    fill: Palette.separator)),
        ]
        if let title, !title.isEmpty {
            let size = 17.0
            let string = TextMetrics.fitting(title, width: rect.width - 32, size: size, weight: .bold)
            let text = Text(
                string, at: Point(x: rect.midX, y: TextMetrics.centredBaseline(midY: rect.midY, size: size)),
                size: size, weight: .bold, anchor: .middle)
            nodes.append(.primitive(Primitive(.text(text), fill: Palette.text)))
        }
        return nodes
    }

    // MARK: Status bar

    /// The status bar: the classic 20-point bar (signal dots, carrier, time in the middle,
    /// battery) or, on notched phones, the tall one (time on the left, signal and battery on
    /// the right). Hidden where the device hides it (landscape on modern phones).
    private func statusBar() -> [Node] {
        let height = scene.device.statusBar(scene.orientation)
        guard height > 0 else { return [] }
        var nodes: [Node] = [
            .primitive(
                Primitive(
                    .rect(Rect(x: 0, y: 0, width: screen.width, height: height), cornerRadius: 0), fill: Palette.bar))
        ]
        if height <= 24 {
            let midY = height / 2
            for index in 0..<5 {
                let centre = Point(x: 7.5 + Double(index) * 6.5, y: midY)
                nodes.append(
                    .primitive(
                        index < 4
                            ? Primitive(.circle(center: centre, radius: 2.75), fill: Palette.text)
                            : Primitive(.circle(center: centre, radius: 2.25), stroke: Stroke(Palette.text))))
            }
            nodes.append(text("Carrier", x: 44, midY: midY, size: 12, anchor: .start))
            nodes.append(text("9:41 AM", x: screen.width / 2, midY: midY, size: 12, weight: .bold, anchor: .middle))
            nodes += battery(right: screen.width - 6, midY: midY, scale: 1)
        } else {
            let midY = height * 0.55
            nodes.append(
                text("9:41", x: (screen.width * 0.17).rounded(), midY: midY, size: 16, weight: .bold, anchor: .middle))
            let batteryRight = screen.width - (screen.width * 0.07).rounded()
            nodes += battery(right: batteryRight, midY: midY, scale: 1.15)
            for (index, barHeight) in [4.0, 6.5, 9.0, 11.5].enumerated() {
                let x = batteryRight - 30 - 22 + Double(index) * 5
                nodes.append(
                    .primitive(
                        Primitive(
                            .rect(
                                Rect(x: x, y: midY + 5.75 - barHeight, width: 3.5, height: barHeight), cornerRadius: 1),
                            fill: Palette.text)))
            }
        }
        return nodes
    }

    private func text(
        _ string: String, x: Double, midY: Double, size: Double, weight: Text.Weight = .regular, anchor: Text.Anchor
    ) -> Node {
        let text = Text(
            string, at: Point(x: x, y: TextMetrics.centredBaseline(midY: midY, size: size)), size: size, weight: weight,
            anchor: anchor)
        return .primitive(Primitive(.text(text), fill: Palette.text))
    }

    /// A full battery whose nub ends at `right`.
    private func battery(right: Double, midY: Double, scale: Double) -> [Node] {
        let body = Rect(x: right - 2 - 23 * scale, y: midY - 5.5 * scale, width: 23 * scale, height: 11 * scale)
        return [
            .primitive(Primitive(.rect(body, cornerRadius: 3 * scale), stroke: Stroke(Palette.text))),
            .primitive(Primitive(.rect(body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5 * scale), fill: Palette.text)),
            .primitive(
                Primitive(
                    .rect(Rect(x: right - 1.5, y: midY - 2, width: 1.5, height: 4), cornerRadius: 0.75),
                    fill: Palette.text)),
        ]
    }

    // MARK: Split view

    /// The master pane of an iPad split view: a plain table under its own navigation bar, and
    /// the divider on its right edge.
    private func masterPane(width: Double) -> [Node] {
        let top = scene.device.statusBar(scene.orientation)
        let barHeight = scene.device.navigationBarHeight[scene.orientation]
        var nodes: [Node] = [
            .primitive(
                Primitive(
                    .rect(Rect(x: 0, y: top, width: width, height: screen.height - top), cornerRadius: 0),
                    fill: Palette.screen))
        ]
        nodes += Self.bar(Rect(x: 0, y: top, width: width, height: barHeight), title: nil)
        // UITableView's default row is 44 points with separators inset 15 points (iOS 7+).
        var y = top + barHeight + 44
        while y < screen.height {
            nodes.append(
                .primitive(
                    Primitive(
                        .rect(Rect(x: 15, y: y - 0.5, width: width - 15, height: 0.5), cornerRadius: 0),
                        fill: Palette.separator)))
            y += 44
        }
        nodes.append(
            .primitive(
                Primitive(
                    .rect(Rect(x: width, y: top, width: 1, height: screen.height - top), cornerRadius: 0),
                    fill: Palette.separator)))
        return nodes
    }
}
