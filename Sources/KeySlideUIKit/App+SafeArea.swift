import KeySlideGeometry

/// Safe areas, the root view's layout margins and scroll views' adjusted content inset (iOS 11+).
///
/// A view's safe-area insets are how far the window's safe area — widened at the top by the
/// status and navigation bars, at the bottom by a tab bar or toolbar — reaches into the view,
/// measured on the model frame now, as UIKit recomputes them when a view moves (which is why
/// IQKeyboardManager saves the root's insets when editing begins). Before iOS 11 there are none (`PlatformProfile.hasSafeAreas`).
extension App {
    /// `view.safeAreaInsets`, upright; zero before iOS 11 and in a portrait-fixed window.
    public func safeAreaInsets(of id: ViewID) -> EdgeInsets {
        guard profile.hasSafeAreas, !windowIsRotated else { return .zero }
        let screen = screenSize
        let window = windowSafeAreaInsets
        let rect = screenRect(of: id)
        let top = max(window.top, topLayoutGuide)
        let bottom = max(window.bottom, bottomBarsHeight)
        return EdgeInsets(
            top: max(0, min(rect.height, top - rect.minY)),
            left: max(0, min(rect.width, window.left - rect.minX)),
            bottom: max(0, min(rect.height, rect.maxY - (screen.height - bottom))),
            right: max(0, min(rect.width, rect.maxX - (screen.width - window.right))))
    }

    /// The root view's `directionalLayoutMargins` (leading as `left`): the system minimum plus the
    /// safe area, which is what a controller's view gets with `viewRespectsSystemMinimumLayoutMargins`
    /// and `insetsLayoutMarginsFromSafeArea` both at their default, true (docs/facts.md §10.2).
    public var rootLayoutMargins: EdgeInsets {
        let safe = safeAreaInsets(of: rootView)
        let minimum = systemMinimumLayoutMargins
        return EdgeInsets(
            top: safe.top + minimum.top, left: safe.left + minimum.left,
            bottom: safe.bottom + minimum.bottom, right: safe.right + minimum.right)
    }

    /// `contentInsetAdjustmentBehavior` of scroll view `id`.
    public func contentInsetAdjustmentBehavior(of id: ViewID) -> ContentInsetAdjustmentBehavior {
        self[id].contentInsetAdjustmentBehavior
    }

    public mutating func setContentInsetAdjustmentBehavior(_ behavior: ContentInsetAdjustmentBehavior, of id: ViewID) {
        views[id.rawValue].contentInsetAdjustmentBehavior = behavior
    }

    /// `adjustedContentInset`: `contentInset` plus the safe-area insets the behaviour includes —
    /// `always` all four; `scrollableAxes` those of an axis the content scrolls along (content plus
    /// insets longer than the bounds); `automatic` as `scrollableAxes`, but vertically always for
    /// the controller's content scroll view in a navigation controller (docs/facts.md §10.3).
    public func adjustedContentInset(of id: ViewID) -> EdgeInsets {
        let view = self[id]
        let inset = view.contentInset
        guard profile.hasSafeAreas, view.kind == .scroll else { return inset }
        let safe = safeAreaInsets(of: id)
        let size = view.frame.model(at: now).size
        let scrollsAcross = view.contentSize.width + inset.left + inset.right > size.width
        let scrollsDown = view.contentSize.height + inset.top + inset.bottom > size.height
        let (across, down): (Bool, Bool)
        switch view.contentInsetAdjustmentBehavior {
        case .never: (across, down) = (false, false)
        case .always: (across, down) = (true, true)
        case .scrollableAxes: (across, down) = (scrollsAcross, scrollsDown)
        case .automatic:
            (across, down) = (scrollsAcross, scrollsDown || (isInNavigationController && id == contentScrollView))
        }
        return EdgeInsets(
            top: inset.top + (down ? safe.top : 0), left: inset.left + (across ? safe.left : 0),
            bottom: inset.bottom + (down ? safe.bottom : 0), right: inset.right + (across ? safe.right : 0))
    }

    /// The scroll view a controller's bars adjust (docs/facts.md §10.3): its view when that is
    /// one, else the first of its view's subviews that is — not one further down or later.
    var contentScrollView: ViewID? {
        if self[rootView].kind == .scroll { return rootView }
        return subviews(of: rootView).first { self[$0].kind == .scroll }
    }
}
