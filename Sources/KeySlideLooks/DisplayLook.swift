import Foundation
import KeySlideCanvas
import KeySlideGeometry
import KeySlideUIKit

/// The display around the app, drawn from the device's `DisplayShape` (docs/facts.md §10.7): its
/// rounded corners, the notch or the Dynamic Island, the home indicator, and for documentation
/// pictures the device's frame around it (docs/facts.md §16.1).
///
/// Everything is worked out in portrait, as the facts give it, and turned for landscape the way
/// KeySlide's landscape is held: home button on the right (UIKit's landscape-right, the portrait
/// window's left edge at the bottom, `App.toWindow`), so the top of the device — its sensor
/// housing — is on the left.
struct DisplayLook {
    let display: DisplayShape
    /// The screen in points, portrait.
    let portraitScreen: Size
    let orientation: Orientation
    let isPad: Bool

    init(device: Device, orientation: Orientation) {
        display = device.display
        portraitScreen = device.portraitScreen
        self.orientation = orientation
        isPad = device.isPad
    }

    /// The screen in the scene's orientation.
    var screen: Size { orientation.isLandscape ? portraitScreen.swapped : portraitScreen }

    /// A rectangle in portrait screen points, in the scene's orientation: a portrait point
    /// (x, y) is at (y, w − x) in landscape, w the portrait width.
    func oriented(_ rect: Rect) -> Rect {
        guard orientation.isLandscape else { return rect }
        return Rect(
            x: rect.minY, y: portraitScreen.width - rect.maxX, width: rect.height, height: rect.width)
    }

    /// Insets in portrait, in the scene's orientation (the portrait top goes to the left).
    func oriented(_ insets: EdgeInsets) -> EdgeInsets {
        guard orientation.isLandscape else { return insets }
        return EdgeInsets(top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
    }

    // MARK: Corners

    /// Points on a quarter circle, enough that the chord strays less than a twentieth of a point
    /// from the arc at the largest radius a display has.
    private static let arcSteps = 24

    /// What lies outside the display's rounded corners, painted in `surround` (the canvas):
    /// one polygon a corner, the corner's square less its quarter circle. Nothing for a square
    /// display.
    func cornerMasks(surround: Color) -> [Primitive] {
        Self.cornerMasks(of: Rect(origin: .zero, size: screen), radius: display.cornerRadius, surround: surround)
    }

    /// What lies outside the rounded corners of `rect`, painted in `surround`.
    static func cornerMasks(of rect: Rect, radius wanted: Double, surround: Color) -> [Primitive] {
        let radius = min(wanted, rect.width / 2, rect.height / 2)
        guard radius > 0 else { return [] }
        let corners: [(corner: Point, centre: Point, start: Double)] = [
            (Point(x: rect.minX, y: rect.minY), Point(x: rect.minX + radius, y: rect.minY + radius), Double.pi),
            (Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX - radius, y: rect.minY + radius), 1.5 * Double.pi),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (Point(x: rect.minX, y: rect.maxY), Point(x: rect.minX + radius, y: rect.maxY - radius), 0.5 * Double.pi),
        ]
        return corners.map { corner in
            let arc = (0...arcSteps).map { step -> Point in
                let angle = corner.start + Double(step) / Double(arcSteps) * Double.pi / 2
                return Point(x: corner.centre.x + radius * cos(angle), y: corner.centre.y + radius * sin(angle))
            }
            return Primitive(.polyline([corner.corner] + arc), fill: surround)
        }
    }

    // MARK: Sensor housing

    /// The notch or the Dynamic Island, in the housing's colour, at its place.
    func housing(color: Color) -> [Primitive] {
        switch display.sensorHousing {
        case .none:
            return []
        case .dynamicIsland(let rect):
            let pill = oriented(rect)
            return [Primitive(.rect(pill, cornerRadius: min(pill.width, pill.height) / 2), fill: color)]
        case .notch(let rect):
            return notch(rect, color: color)
        }
    }

    /// A notch's lower corners are rounded and it meets the display's edge in two small concave
    /// fillets (by eye: radii 20 and 6 points on the iPhone X's 209 × 30 notch, scaled with its
    /// height). The body reaches past the edge by its radius, where the phone's clip cuts it off,
    /// so only the lower corners show rounded.
    private func notch(_ rect: Rect, color: Color) -> [Primitive] {
        let radius = (rect.height * 2 / 3).rounded()
        let fillet = (rect.height / 5).rounded()
        let body = Rect(x: rect.minX, y: rect.minY - radius, width: rect.width, height: rect.height + radius)
        var shapes = [Primitive(.rect(oriented(body), cornerRadius: radius), fill: color)]
        // Each fillet: the square beside the notch's top corner, less the quarter circle that
        // curves from the display's edge into the notch's side.
        for (side, centreX, start) in [
            (rect.minX - fillet, rect.minX - fillet, 0.0), (rect.maxX, rect.maxX + fillet, Double.pi / 2),
        ] {
            let arc = (0...8).map { step -> Point in
                let angle = -(start + Double(step) / 8 * Double.pi / 2)
                return Point(x: centreX + fillet * cos(angle), y: rect.minY + fillet + fillet * sin(angle))
            }
            let corner = Point(x: side == rect.maxX ? rect.maxX : rect.minX, y: rect.minY)
            shapes.append(Primitive(.polyline(([corner] + arc).map(oriented)), fill: color))
        }
        return shapes
    }

    /// A point in portrait screen points, in the scene's orientation.
    func oriented(_ point: Point) -> Point {
        guard orientation.isLandscape else { return point }
        return Point(x: point.y, y: portraitScreen.width - point.x)
    }

    // MARK: Home indicator

    /// The home indicator's bar, centred above the bottom edge of the screen as the app is held,
    /// its portrait size in either orientation (docs/facts.md §10.6); nil without one.
    var homeIndicator: Rect? {
        guard let indicator = display.homeIndicator else { return nil }
        let size = indicator.size
        return Rect(
            x: (screen.width - size.width) / 2, y: screen.height - indicator.bottomGap - size.height,
            width: size.width, height: size.height)
    }
}
