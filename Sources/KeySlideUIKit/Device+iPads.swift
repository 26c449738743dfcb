import KeySlideGeometry

/// The current iPads, under Apple's names in lower-case kebab form (`ipad-pro-13`), every one
/// without a home button. Before iOS 26 their status bar and safe-area top are 24 pt and the home
/// indicator's strip 20; iPadOS 26 makes them 32 and 25 (docs/facts.md §3.4). Their keyboards
/// are iPadOS 26.5 measurements, taken for the earlier profiles too (no earlier measurement was
/// found).
extension Device {
    /// An iPad called `name` (`title` for people): its screen, keyboard and display corners.
    static func pad(
        _ name: String, _ title: String, screen: Size, keyboard: PerOrientation, cornerRadius: Double
    ) -> Device {
        let statusBar26 = 32.0
        let inset26 = EdgeInsets(top: statusBar26, bottom: 25)
        return Device(
            name: name, title: title, portraitScreen: screen, scale: 2, statusBarHeight: 24,
            landscapeStatusBarHeight: 24, keyboardHeight: keyboard, navigationBarHeight: .init(44, 44), isPad: true,
            safeArea: SafeArea(portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20)),
            display: DisplayShape(
                cornerRadius: cornerRadius,
                homeIndicator: .init(size: Size(width: 320, height: 5), bottomGap: 8)),
            changes: [
                Change(
                    majorVersion: 26, statusBarHeight: .init(statusBar26, statusBar26),
                    safeArea: SafeArea(portrait: inset26, landscape: inset26))
            ])
    }

    /// The iPads of the last five years' screens.
    static let iPads: [Device] = [
        pad(
            "ipad-a16", "iPad (A16)", screen: Size(width: 820, height: 1180), keyboard: .init(337, 422),
            cornerRadius: 25),
        pad(
            "ipad-mini", "iPad mini (A17 Pro)", screen: Size(width: 744, height: 1133), keyboard: .init(340, 428),
            cornerRadius: 21.5),
        pad(
            "ipad-air-11", "iPad Air 11-inch", screen: Size(width: 820, height: 1180), keyboard: .init(337, 422),
            cornerRadius: 18),
        pad(
            "ipad-air-13", "iPad Air 13-inch", screen: Size(width: 1024, height: 1366), keyboard: .init(403, 498),
            cornerRadius: 18),
        pad(
            "ipad-pro-11", "iPad Pro 11-inch (M4)", screen: Size(width: 834, height: 1210),
            keyboard: .init(340, 428), cornerRadius: 30),
        pad(
            "ipad-pro-13", "iPad Pro 13-inch (M4)", screen: Size(width: 1032, height: 1376),
            keyboard: .init(403, 498), cornerRadius: 30),
    ]
}
