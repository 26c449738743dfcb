import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideScene

/// What a presented sheet adds to the picture: the presenting screen behind it under UIKit's
/// dimming view — shrunk into a card behind a phone's sheet at its large detent from iOS 13 to 18
/// — the sheet's rounded corners, and iOS 26's floating Liquid Glass sheet (docs/facts.md §17.3,
/// §17.8). Everything that moves follows the sheet's own frame tracks, so the card shrinks and
/// the glass turns opaque in the very animation that grows the sheet.
enum SheetLook {
    /// The sheet's top corner radius: 38 pt on iOS 26 (a measured fit), 10 pt from iOS 13's
    /// card-like sheets, 6 pt before (estimates; docs/facts.md §17.3, §17.8).
    static func cornerRadius(majorVersion: Int) -> Double { majorVersion >= 26 ? 38 : majorVersion >= 13 ? 10 : 6 }

    /// How much the presenting screen is scaled behind a phone's sheet at its large detent: 1 −
    /// 0.0835, Flutter's measurement of iOS 18 (docs/facts.md §17.3).
    static let presentingCardScale = 1 - 0.0835

    /// The corner radius of the presenting screen's card (react-navigation's 10; docs/facts.md §17.3).
    static let presentingCardCornerRadius = 10.0

    /// The presenting screen behind the sheet, dimmed: across the whole display, or — behind a
    /// phone's sheet that reaches its large detent, iOS 13 to 18 — a card that shrinks from the
    /// whole display as the sheet rises from where it rests to the large detent's top, its top on
    /// the status bar's bottom, over the window's black. `sheet` is the sheet's frame over time.
    static func backdrop(
        _ presentation: Scene.Presentation, sheet: AnimatedRect, screen: Size, majorVersion: Int, palette: Palette
    ) -> [Node] {
        let whole = Rect(origin: .zero, size: screen)
        let dimmed = palette.sheetBackdrop(majorVersion: majorVersion)
        let full = Node.primitive(Primitive(.rect(whole, cornerRadius: 0), fill: dimmed))
        guard presentation.reachesLargeDetent, (13..<26).contains(majorVersion) else { return [full] }
        let progress = shrinkProgress(presentation, sheetTop: sheet.y)
        let inset = screen.width * (1 - presentingCardScale) / 2
        let top = presentation.topLimit - Scene.sheetTopGap
        let card = AnimatedRect(
            x: progress.mapped(scale: inset), y: progress.mapped(scale: top),
            width: progress.mapped(scale: -2 * inset, offset: screen.width),
            height: progress.mapped(scale: -top, offset: screen.height))
        let radius = presentingCardCornerRadius
        let masks = DisplayLook.cornerMasks(
            of: Rect(x: 0, y: 0, width: 2 * radius, height: 2 * radius), radius: radius, surround: palette.sheetSurround
        )
        // The card's top corners round as it shrinks; on the whole display they would show as
        // black specks, so they fade in with the shrink.
        let left = Group(
            "card-corner-left", offsetX: card.x, offsetY: card.y, opacity: progress, children: [.primitive(masks[0])])
        let right = Group(
            "card-corner-right", offsetX: progress.mapped(scale: -inset, offset: screen.width - 2 * radius),
            offsetY: card.y, opacity: progress, children: [.primitive(masks[1])])
        return [
            .primitive(Primitive(.rect(whole, cornerRadius: 0), fill: palette.sheetSurround)),
            .group(Group("presenting-card", clip: card, children: [full])),
            .group(left), .group(right),
        ]
    }

    /// Over the status bar while the presenting screen is shrunk: the black above the card and
    /// the status bar's light content on it, fading in with the shrink (iOS 13 to 18), or nothing.
    static func statusBarOverCard(
        _ scene: Scene, sheet: AnimatedRect, palette: Palette
    ) -> Group? {
        guard let presentation = scene.presentation, presentation.reachesLargeDetent,
            (13..<26).contains(scene.profile.majorVersion)
        else { return nil }
        let top = presentation.topLimit - Scene.sheetTopGap
        var light = palette
        light.statusText = Color(hex: 0xFF_FFFF)
        let black = Primitive(
            .rect(Rect(x: 0, y: 0, width: scene.screen.width, height: top), cornerRadius: 0),
            fill: palette.sheetSurround)
        return Group(
            "status-bar-over-card", opacity: shrinkProgress(presentation, sheetTop: sheet.y),
            children: [.primitive(black)] + StatusBarLook(scene: scene, palette: light).nodes())
    }

    /// How far the presenting screen has shrunk, 0 (whole) to 1 (the card), as the sheet's top
    /// goes from where it rests to its large detent's: a straight map of the sheet's own track.
    static func shrinkProgress(_ presentation: Scene.Presentation, sheetTop: Track) -> Track {
        let resting = presentation.frame.minY
        let span = resting - presentation.topLimit
        guard span > 0 else { return .constant(1) }
        return sheetTop.mapped(scale: -1 / span, offset: resting / span)
    }

    // MARK: iOS 26's floating sheet

    /// How opaque iOS 26's sheet is, 0 floating in glass to 1 on the screen's edges at its large
    /// detent, from its left edge (`sheetX`: the floating inset down to 0) — Apple: the glass
    /// "gradually transitions, becoming opaque" as the sheet reaches full height (§17.8).
    static func opaqueness(sheetX: Track, inset: Double) -> Track { sheetX.mapped(scale: -1 / inset, offset: 1) }

    /// The sheet's background as `shape` draws it in a colour: Liquid Glass at a partial detent
    /// (the opaque `fill` seen through toward the dimmed screen behind, an estimate), the opaque
    /// fill fading in over it as the sheet attaches to the edges.
    static func floatingBackground(
        _ shape: (Color) -> Node, fill: Color, sheetX: Track, inset: Double, palette: Palette
    ) -> Node {
        let glass = fill.mixed(with: palette.sheetBackdrop(majorVersion: 26), amount: glassShowThrough)
        let opaque = Group("sheet-opaque", opacity: opaqueness(sheetX: sheetX, inset: inset), children: [shape(fill)])
        return .group(Group("sheet-glass", children: [shape(glass), .group(opaque)]))
    }

    /// How much of the dimmed screen behind shows through the glass: an estimate (no public
    /// number for the light appearance; docs/facts.md §17.8).
    static let glassShowThrough = 0.25

    /// The floating sheet's lower corners, concentric with the display's ("nesting in the curved
    /// edges of the display", §17.8): masks in the dimmed screen's colour at its bottom corners,
    /// which follow its left edge (the bottom is as far above the screen's edge as the left edge
    /// is in from the side) and fade out as it attaches to the edges.
    static func floatingCorners(
        _ presentation: Scene.Presentation, sheet: AnimatedRect, screen: Size, displayRadius: Double,
        palette: Palette
    ) -> [Group] {
        let inset = presentation.floatingInset
        let radius = displayRadius - inset
        guard inset > 0, radius > 0 else { return [] }
        let masks = DisplayLook.cornerMasks(
            of: Rect(x: 0, y: 0, width: 2 * radius, height: 2 * radius), radius: radius,
            surround: palette.sheetBackdrop(majorVersion: 26))
        let bottom = sheet.x.mapped(scale: -1, offset: screen.height - 2 * radius)
        let fading = sheet.x.mapped(scale: 1 / inset)
        return [
            Group(
                "sheet-corner-left", offsetX: sheet.x, offsetY: bottom, opacity: fading,
                children: [.primitive(masks[3])]),
            Group(
                "sheet-corner-right", offsetX: sheet.x.mapped(scale: -1, offset: screen.width - 2 * radius),
                offsetY: bottom, opacity: fading, children: [.primitive(masks[2])]),
        ]
    }
}

extension Palette {
    /// The presenting screen seen through UIKit's dimming view behind a sheet: its background
    /// under black at 40 % (an estimate), 48 % from iOS 26 (a view-tree dump; docs/facts.md §17.3,
    /// §17.8).
    func sheetBackdrop(majorVersion: Int) -> Color {
        screen.mixed(with: sheetSurround, amount: majorVersion >= 26 ? 0.48 : 0.4)
    }
    /// What shows around the presenting screen shrunk behind a phone's sheet: the window's black.
    var sheetSurround: Color { Color(hex: 0x00_0000) }
}
