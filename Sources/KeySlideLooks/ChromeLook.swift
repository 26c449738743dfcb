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
    let palette: Palette
    /// The app as recorded, for a navigation bar whose items move as screens are pushed and
    /// popped (`NavigationItemsLook`); without it, or without navigation, the title stands still.
    var app: App? = nil

    private var screen: Size { scene.screen }

    func group() -> Group {
        var group = Group("chrome")
        if let split = scene.splitView { group.children += masterPane(width: split.masterWidth) }
        if let bar = scene.navigationBar {
            let left = scene.splitView.map { $0.masterWidth + 1 } ?? 0
            let top = scene.device.statusBar(scene.orientation)
            let rect = Rect(x: left, y: top, width: screen.width - left, height: bar.height)
            // A navigation bar always shows its view controller's title; the scene's title
            // stands in when the file gives none.
            let title = bar.title ?? scene.title
            if let app, app.navigation != nil {
                group.children += Self.bar(rect, title: nil, palette: palette)
                let items = NavigationItemsLook(
                    app: app, bar: rect, sceneTitle: title, palette: palette,
                    era: LookEra(majorVersion: scene.profile.majorVersion), duration: scene.duration)
                for item in items.groups() { group.add(item) }
            } else {
                group.children += Self.bar(rect, title: title, palette: palette)
            }
        }
        if let bar = scene.bottomBar { group.children += bottomBar(bar) }
        group.children += StatusBarLook(scene: scene, palette: palette).nodes()
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
                    fill: palette.bar))
        ]
        if let gloss = palette.barGloss {
            let upper = Rect(x: 0, y: top, width: screen.width, height: (bar.height / 2).rounded())
            nodes.append(.primitive(Primitive(.rect(upper, cornerRadius: 0), fill: gloss)))
        }
        nodes.append(
            .primitive(
                Primitive(
                    .rect(Rect(x: 0, y: top, width: screen.width, height: 0.5), cornerRadius: 0),
                    fill: palette.barHairline)))
        let slot = screen.width / Double(max(bar.items.count, 1))
        for (index, item) in bar.items.enumerated() {
            let midX = slot * (Double(index) + 0.5)
            switch bar.kind {
            case .tabBar:
                let colour = index == 0 ? palette.tint : palette.placeholder
                let icon = Primitive(.circle(center: Point(x: midX, y: top + 17), radius: 10), fill: colour)
                nodes.append(.primitive(icon))
                let title = TextMetrics.fitting(item, width: slot - 4, size: 10, weight: .regular)
                let text = Text(title, at: Point(x: midX, y: top + 42), size: 10, weight: .regular, anchor: .middle)
                nodes.append(.primitive(Primitive(.text(text), fill: colour)))
            case .bottomToolbar:
                let title = TextMetrics.fitting(item, width: slot - 8, size: 17, weight: .regular)
                let baseline = TextMetrics.centredBaseline(midY: top + bar.height / 2, size: 17)
                let text = Text(title, at: Point(x: midX, y: baseline), size: 17, weight: .regular, anchor: .middle)
                nodes.append(.primitive(Primitive(.text(text), fill: palette.tint)))
            }
        }
        return nodes
    }

    // MARK: Home indicator

    /// The home indicator on phones that have one (`DisplayShape.homeIndicator`): a capsule
    /// above the screen's bottom edge, dark over light content and light over dark. The system
    /// draws it above everything, the keyboard included, whose bottom area is reserved for it
    /// (docs/facts.md §10.6), so it is its own group, drawn after the keyboard.
    func homeIndicator() -> Group? {
        guard let rect = DisplayLook(device: scene.device, orientation: scene.orientation).homeIndicator else {
            return nil
        }
        var group = Group("home-indicator")
        group.add(Primitive(.rect(rect, cornerRadius: rect.height / 2), fill: palette.homeIndicator))
        return group
    }

    // MARK: Bars

    /// A bar's background with its hairline along the bottom and an optional centred bold title
    /// (17 points, UIKit's bar title size). A glossy bar (iOS 6) is lighter in its upper half.
    static func bar(_ rect: Rect, title: String?, palette: Palette, topCornerRadius: Double = 0) -> [Node] {
        var nodes: [Node] = [.primitive(Primitive(.rect(rect, cornerRadius: topCornerRadius), fill: palette.bar))]
        if topCornerRadius > 0 {
            // Only the top corners are round (a sheet's): the lower part is square again.
            let lower = Rect(
                x: rect.minX, y: rect.minY + topCornerRadius, width: rect.width, height: rect.height - topCornerRadius)
            nodes.append(.primitive(Primitive(.rect(lower, cornerRadius: 0), fill: palette.bar)))
        }
        if let gloss = palette.barGloss {
            let upper = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: (rect.height / 2).rounded())
            nodes.append(.primitive(Primitive(.rect(upper, cornerRadius: 0), fill: gloss)))
        }
        nodes.append(
            .primitive(
                Primitive(
                    .rect(Rect(x: rect.minX, y: rect.maxY - 0.5, width: rect.width, height: 0.5), cornerRadius: 0),
                    fill: palette.barHairline)))
        if let title, !title.isEmpty {
            let size = 17.0
            let string = TextMetrics.fitting(title, width: rect.width - 32, size: size, weight: .bold)
            let text = Text(
                string, at: Point(x: rect.midX, y: TextMetrics.centredBaseline(midY: rect.midY, size: size)),
                size: size, weight: .bold, anchor: .middle)
            nodes.append(.primitive(Primitive(.text(text), fill: palette.barText)))
        }
        return nodes
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
                    fill: palette.screen))
        ]
        nodes += Self.bar(Rect(x: 0, y: top, width: width, height: barHeight), title: nil, palette: palette)
        // UITableView's default row is 44 points with separators inset 15 points (iOS 7+).
        var y = top + barHeight + 44
        while y < screen.height {
            nodes.append(
                .primitive(
                    Primitive(
                        .rect(Rect(x: 15, y: y - 0.5, width: width - 15, height: 0.5), cornerRadius: 0),
                        fill: palette.separator)))
            y += 44
        }
        nodes.append(
            .primitive(
                Primitive(
                    .rect(Rect(x: width, y: top, width: 1, height: screen.height - top), cornerRadius: 0),
                    fill: palette.separator)))
        return nodes
    }
}
