/// What a scene says about a view beyond its kind: the UIKit class it names and whether a scroll
/// view scrolls. Nothing in the simulated UIKit acts on them; library ports that test classes or
/// `isScrollEnabled` in their sources read them (`View.className`, `View.isScrollEnabled`).
extension App {
    /// Names the UIKit class of `id` (`nil`: the plain class of its kind).
    public mutating func setClassName(_ className: String?, of id: ViewID) {
        views[id.rawValue].className = className
    }

    /// `scrollView.isScrollEnabled = enabled`.
    public mutating func setScrollEnabled(_ enabled: Bool, of id: ViewID) {
        views[id.rawValue].isScrollEnabled = enabled
    }
}
