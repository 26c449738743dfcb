import KeySlideGeometry
import KeySlideUIKit

/// IQKeyboardManager's scroll views: the offsets it scrolls outward and the inset it grows and
/// restores (`Position.swift` L336–394, L397–492, L606–647). Read at `a55dbfc9`, as
/// `IQKeyboardManager.swift` says.
extension IQKeyboardManager {
    /// `adjustScrollViewContentOffsets` (L397–492): from the saved scroll view outward through
    /// every adjustable one above it, each scrolls what it can of the move; returns what is left.
    mutating func scrollOutward(
        from first: ViewID, field: ViewID, moveUp: Double, topGuide: Double, fieldInRootSuperview: Rect,
        in app: inout App
    ) -> Double {
        var move = moveUp
        var lastView = field
        var current: ViewID? = first
        while let scroll = current {
            let offset = app.contentOffset(of: scroll)
            if move > 0 {
                // L413–414: scroll while the view is not scrolled far above its top; else L483–485.
                guard move > -offset.y - app.contentInset(of: scroll).top else { return 0 }
            } else if let list = Self.listAbove(scroll, in: app) {
                // L416–430: a table or collection view *above* the scroll view (`superviewOf` starts
                // at the superview, so one itself takes the next branch) keeps the previous cell.
                guard offset.y > 0 else { return 0 }
                move = Self.moveKeepingPreviousRow(
                    move, field: field, table: list.view, isCell: list.isCell, topGuide: topGuide, in: app)
            } else {
                // L431–437, L483–485: a visible field is not scrolled back; one above the top
                // guide is scrolled down just enough. Measured before any scroll view moved.
                guard fieldInRootSuperview.minY < topGuide else { return 0 }
                move = min(0, fieldInRootSuperview.minY - topGuide)
            }
            // L441–453: the next scroll view out, found before this one moves.
            let next = Self.adjustableScrollView(above: scroll, in: app)
            // L456–463: no clamp to the content; capped by the top of the field, or of the
            // scroll view just scrolled, inside this one.
            let lastViewRect = app.convert(app.frame(of: lastView), from: app.superview(of: lastView), to: scroll)
            var target = min(offset.y - min(offset.y, -move), lastViewRect.minY)
            // L530–568: in the outermost scroll view, a text view that scrolls its own text keeps
            // its top below the top guide, and nothing more moves (the library then insets the
            // text view itself, L649–687). The source measures in the window, which is the root's
            // superview here (upright even in a portrait-fixed window, which IQ, needing iOS 13,
            // never meets).
            if app.textViewScrolls(field), next == nil, target >= 0 {
                let fieldNow = app.convert(app.bounds(of: field), from: field, to: app.superview(of: app.rootView))
                target = min(target, offset.y + fieldNow.minY - topGuide)
                move = 0
            } else {
                move -= target - offset.y
            }
            if target != offset.y {
                // L570–593: a table or collection view (or a stack view, not modelled) scrolls with
                // setContentOffset's own animation; other scroll views have the offset assigned
                // in the keyboard's animation.
                let animated = Self.scrollsWithOwnAnimation(scroll, in: app)
                app.setContentOffset(Point(x: offset.x, y: target), of: scroll, animated: animated)
            }
            lastView = scroll
            current = next
        }
        return move
    }

    /// `setupActiveScrollViewConfiguration` (L336–377): the scroll view found is saved (offset,
    /// inset) the first time; when focus moves to a field under another one, or under none, the
    /// saved one is restored first (L353–373).
    mutating func setUpScrollViewConfiguration(_ found: ViewID?, in app: inout App) {
        guard let saved = scrollViewBegin else {
            if let found { scrollViewBegin = (found, app.contentOffset(of: found), app.contentInset(of: found)) }
            return
        }
        guard found != saved.view else { return }
        restoreScrollViewIfChanged(saved, in: &app)
        scrollViewBegin = found.map { ($0, app.contentOffset(of: $0), app.contentInset(of: $0)) }
    }

    /// `restoreScrollViewConfigurationIfChanged` (L379–394, `IQScrollViewConfiguration.swift`
    /// L46–99): the inset, and the offset with `restoreContentOffset`, in the keyboard's animation.
    mutating func restoreScrollViewIfChanged(
        _ saved: (view: ViewID, offset: Point, inset: EdgeInsets), in app: inout App
    ) {
        let restoreOffset = app.librarySettings.restoreContentOffset
        let offsetChanged = restoreOffset && app.contentOffset(of: saved.view) != saved.offset
        guard app.contentInset(of: saved.view) != saved.inset || offsetChanged else { return }
        app.animate(withDuration: animationDuration, options: options) { app in
            if app.contentInset(of: saved.view) != saved.inset { app.setContentInset(saved.inset, of: saved.view) }
            app.setScrollIndicatorInsets(saved.inset, of: saved.view)
            if offsetChanged {
                app.setContentOffset(
                    saved.offset, of: saved.view, animated: Self.scrollsWithOwnAnimation(saved.view, in: app))
            }
        }
    }

    /// `adjustScrollViewContentInset` L606–647: the grown keyboard's overlap, never below the
    /// starting inset, less the scroll view's own bottom safe area; only when it changes. The
    /// indicator inset leaves out the distance and the root's saved safe area (L617–618, L624–628).
    mutating func growInset(of scroll: ViewID, keyboardHeight: Double, in app: inout App) {
        let window = app.windowBounds.size
        let scrollInWindow = app.convert(app.bounds(of: scroll), from: scroll, to: nil)
        var inset = app.contentInset(of: scroll)
        let overlap = keyboardHeight - (window.height - scrollInWindow.maxY)
        let starting = scrollViewBegin?.inset.bottom ?? 0
        let safeBottom = app.safeAreaInsets(of: scroll).bottom
        let bottom = max(starting, overlap) - safeBottom
        guard bottom != inset.bottom else { return }
        inset.bottom = bottom
        app.setContentInset(inset, of: scroll)
        var indicators = inset
        let distanceAndSafeArea = app.librarySettings.keyboardDistance + rootSafeAreaBottom
        indicators.bottom = max(starting, overlap - distanceAndSafeArea) - safeBottom
        app.setScrollIndicatorInsets(indicators, of: scroll)
    }
}
