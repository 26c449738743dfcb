import KeySlideGeometry
import KeySlideUIKit

extension Scene {
    /// The root view presented modally in a sheet that does not fill the screen
    /// (`presentation`): an iPad form or page sheet centred over the dimmed presenting screen, or
    /// a phone's sheet standing on the screen's bottom edge (iOS 13's card, iOS 15's detents).
    /// UIKit moves it for the keyboard (`App.Sheet`); this type is the one owner of its geometry.
    public struct Presentation: Hashable, Sendable {
        /// `UIModalPresentationStyle`s KeySlide draws and moves.
        public enum Style: String, CaseIterable, Hashable, Sendable {
            /// `.formSheet`: on an iPad a card of `preferredContentSize` centred on the screen; on a
            /// phone from iOS 13 the same sheet as a page sheet.
            case formSheet
            /// `.pageSheet`: on an iPad (iOS 13+) a card the size of a page, centred; on a phone
            /// from iOS 13 a sheet on the screen's bottom edge.
            case pageSheet
        }

        /// A height a phone's sheet rests at (`UISheetPresentationController.Detent`, iOS 15).
        public enum Detent: Hashable, Sendable {
            case medium
            case large
            /// A custom detent (iOS 16): the sheet's height above the bottom safe area.
            case height(Double)
        }

        public var style: Style
        /// The sheet's frame in upright window coordinates with the keyboard down.
        public var frame: Rect
        /// Whether the sheet stands on the screen's bottom edge (a phone's sheet): for the keyboard
        /// it grows upward with its bottom kept on the screen's edge; a centred sheet moves whole.
        public var isEdgeAttached: Bool
        /// What UIKit keeps above the keyboard: a centred sheet's whole height; for a sheet on the
        /// bottom edge, its largest detent (docs/facts.md §17.6).
        public var heightAboveKeyboard: Double
        /// The highest the sheet's top goes: the status bar's bottom for a centred sheet, the
        /// large detent's top for a sheet on the bottom edge.
        public var topLimit: Double
        /// The detents of a phone's sheet, smallest first (`[large]` without detents); empty for
        /// an iPad's sheet.
        public var detents: [Detent]
        /// How far iOS 26's sheet floats in from the screen's sides and bottom at a partial
        /// detent (0 when it stands on the edges; docs/facts.md §17.8).
        public var floatingInset: Double
        /// The frame at the large detent when it is not the resting frame grown: iOS 26's
        /// floating sheet becomes edge-attached there (docs/facts.md §17.8); `nil` otherwise.
        public var largeFrame: Rect?

        public init(
            style: Style, frame: Rect, isEdgeAttached: Bool = false, heightAboveKeyboard: Double? = nil,
            topLimit: Double = 0, detents: [Detent] = [], floatingInset: Double = 0, largeFrame: Rect? = nil
        ) {
            self.style = style
            self.frame = frame
            self.isEdgeAttached = isEdgeAttached
            self.heightAboveKeyboard = heightAboveKeyboard ?? frame.height
            self.topLimit = topLimit
            self.detents = detents
            self.floatingInset = floatingInset
            self.largeFrame = largeFrame
        }

        /// The container's name in `trace` and `explain`: the iPad's style, or `sheet` for a
        /// phone's `UISheetPresentationController`.
        public var containerName: String { isEdgeAttached ? "sheet" : style.rawValue }

        /// Whether the sheet can reach its large detent (a phone's sheet with `large` among its
        /// detents): only there does the presenting screen shrink behind it (docs/facts.md §17.3).
        public var reachesLargeDetent: Bool { isEdgeAttached && detents.contains(.large) }
    }

    /// An iPad form sheet's size when the scene gives none: 540 × 620 pt, UIKit's form sheet
    /// content size (docs/facts.md §17.1).
    public static let defaultFormSheetSize = Size(width: 540, height: 620)

    /// A sheet of `size` centred on `screen`, on whole points (docs/facts.md §17.1).
    public static func sheetFrame(size: Size, screen: Size) -> Rect {
        Rect(
            x: ((screen.width - size.width) / 2).rounded(.down), y: ((screen.height - size.height) / 2).rounded(.down),
            width: size.width, height: size.height)
    }

    /// The gap between the status bar and the top of a card-style sheet at its largest, from
    /// iOS 13 (an estimate, docs/facts.md §17.5).
    public static let sheetTopGap = 10.0

    /// The gap above a phone's large detent under `profile`: 10 pt from iOS 13, none from iOS 26,
    /// whose large sheet starts at the safe area's top (docs/facts.md §17.5, §17.8).
    public static func largeDetentGap(majorVersion: Int) -> Double { majorVersion >= 26 ? 0 : sheetTopGap }

    /// How far iOS 26's sheet at a partial detent floats in from the screen's sides and bottom:
    /// 8 pt (a view-tree dump, docs/facts.md §17.8).
    public static let floatingSheetInset = 8.0

    /// An iPad page sheet's width from iOS 13 (an estimate, docs/facts.md §17.4).
    public static let pageSheetWidth = 704.0

    /// An iPad page sheet (iOS 13+) on `screen` under a status bar of `statusBar` points: 704 pt
    /// wide (at most the screen's width) and as tall as the screen less the same gap above and
    /// below, `statusBar + 10`, centred (estimates, docs/facts.md §17.4).
    public static func pageSheetFrame(screen: Size, statusBar: Double) -> Rect {
        let gap = statusBar + sheetTopGap
        let size = Size(width: min(pageSheetWidth, screen.width), height: screen.height - 2 * gap)
        return sheetFrame(size: size, screen: screen)
    }

    /// The large detent of a phone's sheet: its height above the bottom safe area, from
    /// `statusBar + gap` down (docs/facts.md §17.5).
    public static func largeDetentHeight(
        screen: Size, statusBar: Double, safeBottom: Double, gap: Double = sheetTopGap
    ) -> Double {
        screen.height - statusBar - gap - safeBottom
    }

    /// `detent`'s height above the bottom safe area for a sheet whose large detent is `large`
    /// tall: the medium detent is half of it, rounded down (an estimate of Apple's "about half",
    /// docs/facts.md §17.5).
    public static func detentHeight(_ detent: Presentation.Detent, large: Double) -> Double {
        switch detent {
        case .large: large
        case .medium: (large / 2).rounded(.down)
        case .height(let height): height
        }
    }

    /// A phone's sheet resting at a detent `height` tall: the screen's width, from the detent's
    /// top down to the screen's bottom edge, under the home indicator too (docs/facts.md §17.5).
    public static func edgeSheetFrame(detentHeight height: Double, screen: Size, safeBottom: Double) -> Rect {
        Rect(x: 0, y: screen.height - safeBottom - height, width: screen.width, height: height + safeBottom)
    }

    /// iOS 26's sheet at a partial detent: the edge-attached `frame` with its top kept and its
    /// sides and bottom pulled in by `inset` (docs/facts.md §17.8).
    public static func floatingSheetFrame(_ frame: Rect, inset: Double) -> Rect {
        Rect(x: frame.minX + inset, y: frame.minY, width: frame.width - 2 * inset, height: frame.height - inset)
    }
}
