import Foundation
import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// The status bar of the scene's era and device, in simple shapes and text (docs/facts.md §16.2):
///
/// - the classic bar, "●●●●○ Carrier  9:41 AM  ▭", on home-button phones and on iPads before
///   iOS 12, tinted blue-grey with white text under iOS 6; from iOS 11 a home-button phone's has
///   signal bars and Wi-Fi in place of the dots;
/// - on phones with a notch or a Dynamic Island, no carrier: the time centred in the display's
///   left "ear", the signal, Wi-Fi and battery in the right one, on the housing's centre line;
/// - on iPads from iOS 12, the time and the date on the left, Wi-Fi, the charge and the battery
///   on the right.
///
/// Hidden where the device hides it (a modern phone in landscape).
struct StatusBarLook {
    let scene: Scene
    let palette: Palette

    private var screen: Size { scene.screen }
    private var device: Device { scene.device }

    /// Which bar this scene shows.
    enum Style: Equatable {
        case classic, housingPhone, modernPad
    }

    var style: Style {
        if device.isPad { return scene.profile.majorVersion >= 12 ? .modernPad : .classic }
        let housing = device.display.sensorHousing != .none
        return housing || device.statusBarHeight > 24 ? .housingPhone : .classic
    }

    func nodes() -> [Node] {
        let height = device.statusBar(scene.orientation)
        guard height > 0 else { return [] }
        // Behind a phone's sheet the status bar has no background of its own: the dimmed
        // presenting screen, or the black around it shrunk, shows through (SheetLook).
        let background: [Node] =
            scene.presentation?.isEdgeAttached == true
            ? []
            : [
                .primitive(
                    Primitive(
                        .rect(Rect(x: 0, y: 0, width: screen.width, height: height), cornerRadius: 0),
                        fill: palette.statusBar))
            ]
        switch style {
        case .classic: return background + classic(height: height)
        case .housingPhone: return background + housingPhone(height: height)
        case .modernPad: return background + modernPad(height: height)
        }
    }

    // MARK: Classic

    /// Signal dots, the carrier, the time in the middle, a full battery; from iOS 11 a phone shows
    /// signal bars and Wi-Fi beside the carrier in place of the dots.
    private func classic(height: Double) -> [Node] {
        let midY = height / 2
        if !device.isPad && scene.profile.majorVersion >= Self.firstSignalBarsMajorVersion {
            var nodes = signalBars(left: 6, baseline: midY + 4.5, heights: [3, 4.75, 6.5, 8.25], pitch: 4.5, width: 3)
            let carrierWidth = TextMetrics.width(of: "Carrier", size: 12)
            nodes.append(text("Carrier", x: 28, midY: midY, size: 12, anchor: .start))
            nodes += wifi(centreX: 28 + carrierWidth + 10, baseline: midY + 4.5, radius: 9)
            nodes.append(text("9:41 AM", x: screen.width / 2, midY: midY, size: 12, weight: .bold, anchor: .middle))
            nodes += battery(right: screen.width - 6, midY: midY, scale: 1)
            return nodes
        }
        var nodes: [Node] = []
        for index in 0..<5 {
            let centre = Point(x: 7.5 + Double(index) * 6.5, y: midY)
            nodes.append(
                .primitive(
                    index < 4
                        ? Primitive(.circle(center: centre, radius: 2.75), fill: palette.statusText)
                        : Primitive(.circle(center: centre, radius: 2.25), stroke: Stroke(palette.statusText))))
        }
        nodes.append(text("Carrier", x: 44, midY: midY, size: 12, anchor: .start))
        nodes.append(text("9:41 AM", x: screen.width / 2, midY: midY, size: 12, weight: .bold, anchor: .middle))
        nodes += battery(right: screen.width - 6, midY: midY, scale: 1)
        return nodes
    }

    // MARK: Phones with a sensor housing

    /// The time and the icons each centred in their side of the housing, on its centre line (by
    /// eye); a phone without a housing splits the bar in thirds.
    private func housingPhone(height: Double) -> [Node] {
        let display = device.display
        let edge = display.cornerRadius / 2
        let housing = display.sensorHousing.rect
        let midY = housing?.midY ?? height * 0.55
        let leftEnd = housing?.minX ?? screen.width / 3
        let rightStart = housing?.maxX ?? screen.width * 2 / 3
        let timeX = ((edge + leftEnd) / 2).rounded()
        let iconsMidX = ((rightStart + screen.width - edge) / 2).rounded()
        var nodes: [Node] = [text("9:41", x: timeX, midY: midY, size: 16, weight: .bold, anchor: .middle)]
        // Signal bars, Wi-Fi, battery: 67 points from the bars' left to the battery's nub.
        let left = iconsMidX - 33.5
        nodes += signalBars(left: left, baseline: midY + 5.75)
        nodes += wifi(centreX: left + 29, baseline: midY + 5.5)
        nodes += battery(right: left + 67, midY: midY, scale: 1.15)
        return nodes
    }

    // MARK: iPads from iOS 12

    /// "9:41 AM  Tue Jan 9" on the left, Wi-Fi, "100%" and the battery on the right, inside the
    /// display's rounded corners on iPads that have them.
    private func modernPad(height: Double) -> [Node] {
        let midY = height / 2
        let margin = max(20, (device.display.cornerRadius * 0.6).rounded())
        let time = "9:41 AM"
        var nodes: [Node] = [text(time, x: margin, midY: midY, size: 12, weight: .bold, anchor: .start)]
        let dateX = margin + TextMetrics.width(of: time, size: 12, weight: .bold) + 6
        nodes.append(text("Tue Jan 9", x: dateX, midY: midY, size: 12, anchor: .start))
        let batteryRight = screen.width - margin
        nodes += battery(right: batteryRight, midY: midY, scale: 1)
        let percentRight = batteryRight - 29
        nodes.append(text("100%", x: percentRight, midY: midY, size: 12, anchor: .end))
        let wifiX = percentRight - TextMetrics.width(of: "100%", size: 12) - 12
        nodes += wifi(centreX: wifiX, baseline: midY + 5)
        return nodes
    }

    // MARK: Pieces

    private func text(
        _ string: String, x: Double, midY: Double, size: Double, weight: Text.Weight = .regular, anchor: Text.Anchor
    ) -> Node {
        let text = Text(
            string, at: Point(x: x, y: TextMetrics.centredBaseline(midY: midY, size: size)), size: size, weight: weight,
            anchor: anchor)
        return .primitive(Primitive(.text(text), fill: palette.statusText))
    }

    /// The first iOS whose home-button phones show signal bars rather than dots (docs/facts.md §16.2).
    static let firstSignalBarsMajorVersion = 11

    /// Four bars rising to the right, their bottoms on `baseline`, `pitch` apart.
    private func signalBars(
        left: Double, baseline: Double, heights: [Double] = [4, 6.5, 9, 11.5], pitch: Double = 5, width: Double = 3.5
    ) -> [Node] {
        heights.enumerated().map { index, barHeight in
            .primitive(
                Primitive(
                    .rect(
                        Rect(x: left + Double(index) * pitch, y: baseline - barHeight, width: width, height: barHeight),
                        cornerRadius: 1),
                    fill: palette.statusText))
        }
    }

    /// The Wi-Fi fan: a quarter circle standing on its point at `baseline`, `radius` points tall.
    private func wifi(centreX: Double, baseline: Double, radius: Double = 11) -> [Node] {
        let arc = (0...8).map { step -> Point in
            let angle = -Double.pi * (0.25 + 0.5 * Double(step) / 8)
            return Point(x: centreX + radius * cos(angle), y: baseline + radius * sin(angle))
        }
        return [.primitive(Primitive(.polyline([Point(x: centreX, y: baseline)] + arc), fill: palette.statusText))]
    }

    /// A full battery whose nub ends at `right`.
    private func battery(right: Double, midY: Double, scale: Double) -> [Node] {
        let body = Rect(x: right - 2 - 23 * scale, y: midY - 5.5 * scale, width: 23 * scale, height: 11 * scale)
        return [
            .primitive(Primitive(.rect(body, cornerRadius: 3 * scale), stroke: Stroke(palette.statusText))),
            .primitive(
                Primitive(.rect(body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5 * scale), fill: palette.statusText)),
            .primitive(
                Primitive(
                    .rect(Rect(x: right - 1.5, y: midY - 2, width: 1.5, height: 4), cornerRadius: 0.75),
                    fill: palette.statusText)),
        ]
    }
}
