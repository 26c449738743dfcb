import KeySlideGeometry

/// A device: what the screen, the bars, the safe area and the keyboard measure, and what the
/// display looks like around the app.
///
/// Keyboard heights vary with the iOS version, the keyboard language and the predictive bar;
/// sources disagree (docs/facts.md §3.1, §3.4). Each preset carries one height per orientation
/// for the iOS versions before 26 and, through `changes`, what iOS 26 measures; a scene can
/// override it (`keyboard.height`). Always read the runtime frame in real code.
///
/// The presets are in `Device+Legacy.swift` (the six names scenes have always used),
/// `Device+iPhones.swift` and `Device+iPads.swift`, with their sources in docs/facts.md §3.4;
/// `Device.all` lists them, `Device.named` finds one by name or alias.
public struct Device: Hashable, Sendable {
    /// The preset's name in scene files (`iphone-17-pro`), or a custom device's own.
    public var name: String
    /// Apple's name for it (`iPhone 17 Pro`), for people.
    public var title: String
    /// The screen in points, portrait.
    public var portraitScreen: Size
    /// Pixels per point.
    public var scale: Double
    /// The status bar's height in portrait.
    public var statusBarHeight: Double
    /// The status bar's height in landscape (0 where iOS hides it).
    public var landscapeStatusBarHeight: Double
    /// The keyboard's height in portrait and in landscape, including any home-indicator area
    /// below the keys.
    public var keyboardHeight: PerOrientation
    /// The navigation bar's height in portrait and in landscape (compact on most iPhones).
    public var navigationBarHeight: PerOrientation
    /// Whether the device is an iPad (split views are only offered there).
    public var isPad: Bool
    /// The window's safe-area insets in portrait and in landscape (iOS 11+): the status bar on
    /// home-button phones and iPads, the sensor housing and the home indicator on later phones
    /// (docs/facts.md §10.1). A scene's `safeArea` replaces them.
    public var safeArea: SafeArea = SafeArea(portrait: .zero, landscape: .zero)
    /// The display's corners, sensor housing and home indicator, for the looks.
    public var display: DisplayShape = .square
    /// Whether the phone's horizontal size class is regular in landscape, as on the Plus and Max
    /// sizes, the iPhone 11 and the Air (docs/facts.md §10.2): its landscape navigation and tab
    /// bars keep their portrait heights and its system margins are 20 pt. iPads are regular in
    /// both orientations whatever this says.
    public var regularWidthInLandscape = false
    /// What a later iOS version measures differently, oldest first; `under(_:)` applies them.
    public var changes: [Change] = []

    /// Insets that depend on the orientation.
    public struct SafeArea: Hashable, Sendable {
        public var portrait: EdgeInsets
        public var landscape: EdgeInsets

        public init(portrait: EdgeInsets, landscape: EdgeInsets) {
            self.portrait = portrait
            self.landscape = landscape
        }

        public subscript(orientation: Orientation) -> EdgeInsets {
            orientation.isLandscape ? landscape : portrait
        }
    }

    /// A length that depends on the orientation.
    public struct PerOrientation: Hashable, Sendable {
        public var portrait: Double
        public var landscape: Double

        public init(_ portrait: Double, _ landscape: Double) {
            self.portrait = portrait
            self.landscape = landscape
        }

        public subscript(orientation: Orientation) -> Double {
            get { orientation.isLandscape ? landscape : portrait }
            set { if orientation.isLandscape { landscape = newValue } else { portrait = newValue } }
        }
    }

    /// The numbers an iOS version changed, from `majorVersion` on; `nil` keeps the earlier one.
    public struct Change: Hashable, Sendable {
        /// The first iOS major version with these numbers (`PlatformProfile.majorVersion`).
        public var majorVersion: Int
        public var statusBarHeight: PerOrientation?
        public var safeArea: SafeArea?
        public var keyboardHeight: PerOrientation?

        public init(
            majorVersion: Int, statusBarHeight: PerOrientation? = nil, safeArea: SafeArea? = nil,
            keyboardHeight: PerOrientation? = nil
        ) {
            self.majorVersion = majorVersion
            self.statusBarHeight = statusBarHeight
            self.safeArea = safeArea
            self.keyboardHeight = keyboardHeight
        }
    }

    /// The screen in points for `orientation`.
    public func screen(_ orientation: Orientation) -> Size {
        orientation.isLandscape ? portraitScreen.swapped : portraitScreen
    }

    public func statusBar(_ orientation: Orientation) -> Double {
        orientation.isLandscape ? landscapeStatusBarHeight : statusBarHeight
    }

    /// The window's safe-area insets in `orientation`.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets { safeArea[orientation] }

    /// `traitCollection.horizontalSizeClass == .regular` for a full-screen app: iPads in both
    /// orientations, the wide phones in landscape (docs/facts.md §10.2).
    public func hasRegularWidth(_ orientation: Orientation) -> Bool {
        isPad || (orientation.isLandscape && regularWidthInLandscape)
    }

    /// The side margins of a controller's root view (`systemMinimumLayoutMargins`) and of a table
    /// cell: 20 pt in regular width and on every phone wider than 375 pt (in either orientation),
    /// 16 pt on the narrower phones (docs/facts.md §10.2, an estimate for the 390–402 pt phones).
    public func systemMinimumSideMargin(_ orientation: Orientation) -> Double {
        hasRegularWidth(orientation) || portraitScreen.width > 375 ? 20 : 16
    }

    /// What stays on screen of the keyboard while a hardware keyboard is attached: the iPad's
    /// 55 pt shortcut bar (iOS 9 on; docs/facts.md §11.2). No source records a bar on a phone, so
    /// nothing stays there.
    public var hardwareKeyboardBarHeight: Double { isPad ? 55 : 0 }

    /// The device as an app running `profile` sees it: every change up to its major version
    /// applied, the list of changes emptied — the one place a profile picks a device's numbers.
    public func under(_ profile: PlatformProfile) -> Device {
        var device = self
        device.changes = []
        for change in changes where change.majorVersion <= profile.majorVersion {
            if let height = change.statusBarHeight {
                device.statusBarHeight = height.portrait
                device.landscapeStatusBarHeight = height.landscape
            }
            if let safeArea = change.safeArea { device.safeArea = safeArea }
            if let height = change.keyboardHeight { device.keyboardHeight = height }
        }
        return device
    }

    /// Every preset, in the order the help text lists them: the six names scenes have always
    /// used first (the importer's nearest preset prefers them on a tie), then the iPhones and
    /// iPads, oldest first.
    public static let all: [Device] = legacy + iPhones + iPads

    /// Other names a preset answers to, each with the preset's name.
    public static let aliases: [(alias: String, name: String)] = [
        ("iphone-se-3", "iphone-se"), ("ipad-10th-generation", "ipad-a16"),
    ]

    /// Every name a scene may give: the presets' names, then the aliases.
    public static var acceptedNames: [String] { all.map(\.name) + aliases.map(\.alias) }

    /// The preset called `name` (or its alias), if any.
    public static func named(_ name: String) -> Device? {
        let resolved = aliases.first { $0.alias == name }?.name ?? name
        return all.first { $0.name == resolved }
    }
}
