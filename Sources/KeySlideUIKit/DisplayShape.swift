import KeySlideGeometry

/// What a picture draws of the display around the app: its rounded corners, the sensor housing
/// cut into it, and the home indicator over it. All in points, in portrait; the looks rotate them
/// for landscape (the housing goes to the left edge of a phone turned left, as the hardware does).
///
/// The presets' numbers and their sources are in docs/facts.md (§10.7); `DisplayShape.square` is
/// every home-button device.
public struct DisplayShape: Hashable, Sendable {
    /// The radius of the display's corners; 0 for a square display.
    public var cornerRadius: Double
    /// The notch or the Dynamic Island, if the device has one.
    public var sensorHousing: SensorHousing
    /// The home indicator's bar, if the device has one: its size and its gap from the bottom edge.
    public var homeIndicator: HomeIndicator?

    public init(cornerRadius: Double, sensorHousing: SensorHousing = .none, homeIndicator: HomeIndicator? = nil) {
        self.cornerRadius = cornerRadius
        self.sensorHousing = sensorHousing
        self.homeIndicator = homeIndicator
    }

    /// A home-button device: square corners, nothing cut out, no home indicator.
    public static let square = DisplayShape(cornerRadius: 0)

    /// The part of the display taken by the cameras and sensors, in portrait screen points.
    public enum SensorHousing: Hashable, Sendable {
        case none
        /// A notch hanging from the top edge: `rect` is its bounding box (its top is 0).
        case notch(Rect)
        /// A pill floating below the top edge.
        case dynamicIsland(Rect)

        /// The housing's bounding box, if any.
        public var rect: Rect? {
            switch self {
            case .none: nil
            case .notch(let rect), .dynamicIsland(let rect): rect
            }
        }
    }

    /// The home indicator: a rounded bar centred near the bottom edge.
    public struct HomeIndicator: Hashable, Sendable {
        /// The bar's size in portrait.
        public var size: Size
        /// The gap between the bar's bottom and the display's bottom edge.
        public var bottomGap: Double

        public init(size: Size, bottomGap: Double) {
            self.size = size
            self.bottomGap = bottomGap
        }
    }
}
