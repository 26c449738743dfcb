import KeySlideGeometry
import KeySlideUIKit

extension Scene {
    /// The app's window when it covers only part of an iPad's screen (`window`): Split View,
    /// Slide Over, a Stage Manager window. The keyboard still spans the screen's bottom and its
    /// notifications give its frame in screen coordinates (docs/facts.md §18).
    public struct AppWindow: Hashable, Sendable {
        /// The window in upright screen coordinates.
        public var frame: Rect

        public init(frame: Rect) { self.frame = frame }

        /// The status bar's height inside the window: the device's for a window that reaches the
        /// screen's top (Split View, Slide Over before iPadOS 13), none for one below it.
        public func statusBar(device: Device, orientation: Orientation) -> Double {
            frame.minY > 0 ? 0 : device.statusBar(orientation)
        }

        /// How far the screen's safe-area insets reach into the window, in upright screen
        /// points (the screen's edges the window touches keep theirs).
        public func safeAreaInsets(screen: Size, device: Device, orientation: Orientation) -> EdgeInsets {
            let insets = device.safeAreaInsets(orientation)
            return EdgeInsets(
                top: frame.minY > 0 ? 0 : insets.top, left: frame.minX > 0 ? 0 : insets.left,
                bottom: frame.maxY < screen.height ? 0 : insets.bottom,
                right: frame.maxX < screen.width ? 0 : insets.right)
        }
    }
}
