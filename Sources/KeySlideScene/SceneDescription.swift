import KeySlideGeometry

/// A scene as plain values, before any default is filled in or any value is checked: what a scene
/// file says, key for key, but with no file behind it.
///
/// It exists so that every way of writing a scene — the YAML/JSON reader, an importer, a test —
/// goes through the same checks in `Scene.checked(_:name:knownStrategies:)`, and a scene cannot be
/// checked one way when it is read and another way when it is imported. Optional fields are the
/// file's optional keys (`nil` takes the default the file documents); names (devices, profiles,
/// types, curves) stay names, so the checker can look them up and suggest the nearest one when a
/// name is misspelt. The field names are the file's keys, so an error's path (`toolbar.height`,
/// `view.elements[2].frame[3]`) names the same place in a description as in a file.
public struct SceneDescription: Hashable, Sendable {
    /// The caption; the scene's name when `nil`.
    public var title: String?
    /// A device preset's name or alias (`iphone-8`, `ipad-pro-13`, …; `Device.all`); with a
    /// `customDevice`, the preset it starts from unless that names its own `base`.
    public var device: String?
    /// A device of the scene's own (`device: {base, screen, …}` in a file).
    public var customDevice: CustomDevice?
    /// A platform profile's name (`ios6` … `ios26`; `PlatformProfile.all`).
    public var profile: String?
    /// `portrait` or `landscape` (`Orientation`).
    public var orientation: String?
    /// `light` or `dark` (`Appearance`).
    public var appearance: String?
    /// Whether pictures draw the device's frame around the phone.
    public var bezel: Bool?
    public var fps: Int?
    public var duration: Double?
    public var rootFrame: Rect?
    public var navigationBar: Bar?
    public var toolbar: Bar?
    public var splitView: SplitView?
    /// The root view presented as an iPad sheet (`presentation`); set after `init`.
    public var presentation: Presentation? = nil
    /// The app's window as a part of an iPad's screen (`window: {frame}`); set after `init`.
    public var window: Window? = nil
    public var keyboard: Keyboard?
    /// Profile settings to override, by their names in `PlatformProfile.settings`.
    public var settings: [String: Setting]
    public var view: View
    /// The user's actions, in time order. They are already the scene's own values: an action
    /// names its element by id, which the checker looks up.
    public var timeline: [Scene.Action]
    /// Strategy ids; `nil` means every strategy.
    public var strategies: [String]?
    /// The window's safe-area insets; `nil` takes the device's for the orientation.
    public var safeArea: EdgeInsets?
    /// `tabBar: {items: [...]}` and `bottomToolbar: {items: [...]}`; at most one of them.
    public var tabBar: BottomBar?
    public var bottomToolbar: BottomBar?
    /// `inputAccessory: {height, items}`: a bar above the keyboard for every text input.
    public var inputAccessory: BottomBar?
    /// IQKeyboardManager's settings; each `nil` keeps the library's default.
    public var iqKeyboardManager: IQKeyboardManagerOptions?
    /// The keyboard layout guide's settings; `nil` keeps UIKit's default.
    public var keyboardLayoutGuide: KeyboardLayoutGuideOptions?
    /// `expect:`, the file's values unchecked (strategy ids not yet looked up); `nil` expects nothing.
    public var expect: Scene.Expectations?

    public init(
        title: String? = nil, device: String? = nil, customDevice: CustomDevice? = nil, profile: String? = nil,
        orientation: String? = nil,
        fps: Int? = nil, duration: Double? = nil, rootFrame: Rect? = nil, navigationBar: Bar? = nil,
        toolbar: Bar? = nil, splitView: SplitView? = nil, keyboard: Keyboard? = nil,
        settings: [String: Setting] = [:], view: View, timeline: [Scene.Action] = [], strategies: [String]? = nil,
        safeArea: EdgeInsets? = nil, iqKeyboardManager: IQKeyboardManagerOptions? = nil,
        keyboardLayoutGuide: KeyboardLayoutGuideOptions? = nil, tabBar: BottomBar? = nil,
        bottomToolbar: BottomBar? = nil, inputAccessory: BottomBar? = nil, expect: Scene.Expectations? = nil,
        appearance: String? = nil, bezel: Bool? = nil
    ) {
        self.title = title
        self.device = device
        self.customDevice = customDevice
        self.profile = profile
        self.orientation = orientation
        self.appearance = appearance
        self.bezel = bezel
        self.fps = fps
        self.duration = duration
        self.rootFrame = rootFrame
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.splitView = splitView
        self.keyboard = keyboard
        self.settings = settings
        self.view = view
        self.timeline = timeline
        self.strategies = strategies
        self.safeArea = safeArea
        self.iqKeyboardManager = iqKeyboardManager
        self.keyboardLayoutGuide = keyboardLayoutGuide
        self.tabBar = tabBar
        self.bottomToolbar = bottomToolbar
        self.inputAccessory = inputAccessory
        self.expect = expect
    }

    /// A bar across the bottom or above the keyboard: its item titles; a `nil` height takes the
    /// bar's default.
    public struct BottomBar: Hashable, Sendable {
        public var items: [String]
        public var height: Double?

        public init(items: [String] = [], height: Double? = nil) {
            self.items = items
            self.height = height
        }
    }

    /// `libraries: {iqKeyboardManager: {distance, restoreContentOffset}}`.
    public struct IQKeyboardManagerOptions: Hashable, Sendable {
        public var distance: Double?
        public var restoreContentOffset: Bool?
        /// `toolbar`: the library's Prev / Next / Done bar on every text input (`enableAutoToolbar`).
        public var toolbar: Bool?

        public init(distance: Double? = nil, restoreContentOffset: Bool? = nil, toolbar: Bool? = nil) {
            self.distance = distance
            self.restoreContentOffset = restoreContentOffset
            self.toolbar = toolbar
        }
    }

    /// `libraries: {keyboardLayoutGuide: {usesBottomSafeArea}}`.
    public struct KeyboardLayoutGuideOptions: Hashable, Sendable {
        public var usesBottomSafeArea: Bool?

        public init(usesBottomSafeArea: Bool? = nil) { self.usesBottomSafeArea = usesBottomSafeArea }
    }

    /// A navigation bar or toolbar; a `nil` height takes the device's or the default bar height.
    public struct Bar: Hashable, Sendable {
        public var height: Double?
        public var title: String?

        public init(height: Double? = nil, title: String? = nil) {
            self.height = height
            self.title = title
        }
    }

    /// An iPad split view; a `nil` width takes `Scene.defaultMasterWidth`.
    public struct SplitView: Hashable, Sendable {
        public var masterWidth: Double?

        public init(masterWidth: Double? = nil) { self.masterWidth = masterWidth }
    }

    /// `presentation: {style, size, detents, selectedDetent}`: a `nil` style is the device's own (a
    /// form sheet on an iPad, a page sheet on a phone), a `nil` size the style's own, `nil` detents
    /// UIKit's `[large]`, a `nil` selected detent the smallest.
    public struct Presentation: Hashable, Sendable {
        /// A detent as written: a name (`medium`, `large`) or a height in points.
        public enum Detent: Hashable, Sendable {
            case named(String)
            case height(Double)
        }

        public var style: String?
        public var size: Size?
        public var detents: [Detent]?
        public var selectedDetent: Detent?

        public init(style: String? = nil, size: Size? = nil, detents: [Detent]? = nil, selectedDetent: Detent? = nil) {
            self.style = style
            self.size = size
            self.detents = detents
            self.selectedDetent = selectedDetent
        }
    }

    /// `window: {frame: [x, y, w, h]}`: the window on the screen, in upright screen points.
    public struct Window: Hashable, Sendable {
        public var frame: Rect

        public init(frame: Rect) { self.frame = frame }
    }

    /// Keyboard overrides; each `nil` keeps the device's height or the profile's duration and curve.
    public struct Keyboard: Hashable, Sendable {
        public var height: Double?
        public var duration: Double?
        public var curve: Curve?

        public init(height: Double? = nil, duration: Double? = nil, curve: Curve? = nil) {
            self.height = height
            self.duration = duration
            self.curve = curve
        }
    }

    /// An animation curve as a file gives it: a UIKit name (`easeOut`, `keyboard`) or its raw number.
    public enum Curve: Hashable, Sendable {
        case name(String)
        case number(Int)
    }

    /// A setting's value; which case a setting takes follows its kind in `PlatformProfile.settings`
    /// (seconds take a number, flags a flag, curves a curve, `keyboardCurveModel` a name).
    public enum Setting: Hashable, Sendable {
        case number(Double)
        case flag(Bool)
        case curve(Curve)
        case name(String)
    }

    /// The root view.
    public struct View: Hashable, Sendable {
        /// `plain` or `scroll` (`Scene.View.Kind`); `nil` is plain.
        public var type: String?
        /// Scroll views only; `nil` takes `Scene.defaultContentSize`.
        public var contentSize: Size?
        /// Scroll views only; `nil` is no inset.
        public var contentInset: EdgeInsets?
        /// Scroll views only: `automatic`, `scrollableAxes`, `never` or `always`; `nil` is automatic.
        public var contentInsetAdjustmentBehavior: String?
        /// Scroll views only: `none`, `onDrag`, `interactive`, … (`Scene.View.KeyboardDismissMode`);
        /// `nil` is none.
        public var keyboardDismissMode: String?
        public var elements: [Element]
        /// Tables only: `plain`, `grouped` or `insetGrouped` (`Scene.Table.Style`); `nil` is grouped.
        public var style: String?
        /// Tables only: the sections, each with its rows.
        public var sections: [TableSection]?
        /// Plain views only: `top`, `center` or `bottom` (`StackAlignment`); `nil` is top.
        public var stack: String?
        /// SwiftUI's `.ignoresSafeArea(.keyboard)`; `nil` is false.
        public var ignoresKeyboardSafeArea: Bool?
        /// Collection views only: the layout keys.
        public var collection: CollectionLayout?

        public init(
            type: String? = nil, contentSize: Size? = nil, contentInset: EdgeInsets? = nil,
            contentInsetAdjustmentBehavior: String? = nil, keyboardDismissMode: String? = nil, elements: [Element],
            style: String? = nil, sections: [TableSection]? = nil, stack: String? = nil,
            ignoresKeyboardSafeArea: Bool? = nil
        ) {
            self.stack = stack
            self.ignoresKeyboardSafeArea = ignoresKeyboardSafeArea
            self.type = type
            self.contentSize = contentSize
            self.contentInset = contentInset
            self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
            self.keyboardDismissMode = keyboardDismissMode
            self.elements = elements
            self.style = style
            self.sections = sections
        }
    }

    /// One element of the root view.
    public struct Element: Hashable, Sendable {
        /// `textField`, `textView`, `label`, `button` or `box` (`Scene.Element.Kind`).
        public var type: String
        public var id: String
        public var frame: Rect
        public var placeholder: String?
        public var text: String?
        /// `bottom`, or `nil` for an element that is not pinned.
        public var pin: String?
        /// Text fields only: `none`, `line`, `bezel` or `roundedRect` (`Scene.Element.BorderStyle`).
        public var borderStyle: String?
        /// Text inputs only: `default`, `next`, `done`, … (`Scene.Element.ReturnKeyType`).
        public var returnKeyType: String?
        /// Text views only: grows with its text (`Scene.Element.grows`), up to `maxHeight`.
        public var grows: Bool?
        public var maxHeight: Double?
        /// Text fields only: `next` or `dismiss` (`ReturnAction`).
        public var onReturn: String?
        /// Text inputs only: `inputAccessory: {height, items}`, the input's own bar above the keyboard.
        public var inputAccessory: BottomBar?
        /// Whether the file wrote a frame: an element placed by constraints or a stack view may
        /// leave it out, and then `frame` is zero.
        public var hasFrame = true
        /// Its subviews (any element may have them); a stack's are `arrangedSubviews`.
        public var subviews: [Element] = []
        public var arrangedSubviews: [Element]?
        /// Constraint texts (`"bottom == keyboard.top - 8"`), each with its optional identifier.
        public var constraints: [ConstraintText] = []
        /// `UIView.AutoresizingMask` flag names (`flexibleWidth`, …).
        public var autoresizing: [String]?
        public var clipsToBounds: Bool?
        public var hidden: Bool?
        /// `#rrggbb`.
        public var background: String?
        /// `scroll` elements only, as the root view's keys; `className` is `class:`.
        public var contentSize: Size?
        public var contentInset: EdgeInsets?
        public var contentInsetAdjustmentBehavior: String?
        public var keyboardDismissMode: String?
        public var className: String?
        /// `stack` elements only: `horizontal` or `vertical`, and `StackArrangement`'s names.
        public var axis: String?
        public var spacing: Double?
        public var alignment: String?
        public var distribution: String?
        /// `table` elements only: the style and the sections, as the root view's keys.
        public var style: String?
        public var sections: [TableSection]?
        /// `intrinsicContentSize` as the app's fonts and images make it, `[w, h]`; `nil` is
        /// KeySlide's estimate from the text (docs/facts.md §14.2).
        public var intrinsicSize: Size?
        /// Content hugging and compression resistance priorities, `[horizontal, vertical]`.
        public var hugging: [Double]?
        public var compressionResistance: [Double]?
        /// `collection` elements only: the layout keys, as the root view's.
        public var collection: CollectionLayout?

        public init(
            type: String, id: String, frame: Rect, placeholder: String? = nil, text: String? = nil, pin: String? = nil,
            borderStyle: String? = nil, returnKeyType: String? = nil, grows: Bool? = nil, maxHeight: Double? = nil,
            onReturn: String? = nil, inputAccessory: BottomBar? = nil
        ) {
            self.onReturn = onReturn
            self.grows = grows
            self.maxHeight = maxHeight
            self.type = type
            self.id = id
            self.frame = frame
            self.placeholder = placeholder
            self.text = text
            self.pin = pin
            self.borderStyle = borderStyle
            self.returnKeyType = returnKeyType
            self.inputAccessory = inputAccessory
        }
    }
}

extension SceneDescription {
    /// A constraint as a file writes it: its text, and the identifier code finds it by.
    public struct ConstraintText: Hashable, Sendable {
        public var text: String
        public var id: String?

        public init(_ text: String, id: String? = nil) {
            self.text = text
            self.id = id
        }
    }
}
