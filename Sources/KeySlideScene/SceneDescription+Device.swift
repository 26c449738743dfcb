import KeySlideGeometry
import KeySlideUIKit

extension SceneDescription {
    /// `device: {base, name, screen, …}`: a device of the scene's own, each `nil` taking the base
    /// preset's value (under the scene's profile). The checker checks every value.
    public struct CustomDevice: Hashable, Sendable {
        /// The preset to start from; `nil` takes the description's `device`, then the default.
        public var base: String?
        /// The name pictures and reports show; `nil` is `custom`.
        public var name: String?
        /// The portrait screen in points.
        public var screen: Size?
        public var scale: Double?
        public var statusBar: Device.PerOrientation?
        public var safeArea: SafeArea?
        public var keyboard: Device.PerOrientation?
        public var navigationBar: Device.PerOrientation?
        public var cornerRadius: Double?
        /// Whether it is an iPad (split views, the iPad keyboard, regular width).
        public var pad: Bool?
        public var regularWidthInLandscape: Bool?

        /// The safe area per orientation; each `nil` keeps the base's.
        public struct SafeArea: Hashable, Sendable {
            public var portrait: EdgeInsets?
            public var landscape: EdgeInsets?

            public init(portrait: EdgeInsets? = nil, landscape: EdgeInsets? = nil) {
                self.portrait = portrait
                self.landscape = landscape
            }
        }

        public init(
            base: String? = nil, name: String? = nil, screen: Size? = nil, scale: Double? = nil,
            statusBar: Device.PerOrientation? = nil, safeArea: SafeArea? = nil, keyboard: Device.PerOrientation? = nil,
            navigationBar: Device.PerOrientation? = nil, cornerRadius: Double? = nil, pad: Bool? = nil,
            regularWidthInLandscape: Bool? = nil
        ) {
            self.base = base
            self.name = name
            self.screen = screen
            self.scale = scale
            self.statusBar = statusBar
            self.safeArea = safeArea
            self.keyboard = keyboard
            self.navigationBar = navigationBar
            self.cornerRadius = cornerRadius
            self.pad = pad
            self.regularWidthInLandscape = regularWidthInLandscape
        }
    }
}
