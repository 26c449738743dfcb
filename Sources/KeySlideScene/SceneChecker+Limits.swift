import KeySlideGeometry
import KeySlideSystem
import KeySlideUIKit

/// The ceilings of `Scene+Limits.swift` as checks, each with the one message that names its limit.
extension SceneChecker {
    /// "(the largest length, in points)": why a length is refused, in every message about one.
    private static var largestLength: String {
        "\(Scene.maximumLength.readable()) (the largest length in points)"
    }

    /// A position or inset, either side of 0: finite and at most `Scene.maximumLength` from 0.
    func length(_ value: Double, at path: String) throws(SceneError) -> Double {
        guard try finite(value, at: path).magnitude <= Scene.maximumLength else {
            let limit = Scene.maximumLength.readable()
            throw error(at: path, "must be from -\(limit) to \(Self.largestLength), found \(written(value, at: path))")
        }
        return value
    }

    /// A size whose lower bound is already checked: at most `Scene.maximumLength`; `dimension`
    /// ("width") starts the message when the path alone does not say which.
    func size(_ value: Double, at path: String, dimension: String? = nil) throws(SceneError) -> Double {
        guard value <= Scene.maximumLength else {
            let subject = dimension.map { "\($0) must" } ?? "must"
            throw error(at: path, "\(subject) be at most \(Self.largestLength), found \(written(value, at: path))")
        }
        return value
    }

    /// A keyboard height whose lower bound is already checked: at most the screen's height in the
    /// scene's orientation, since a keyboard taller than the screen is no keyboard UIKit shows.
    func keyboardHeight(_ value: Double, at path: String, device: Device, orientation: Orientation)
        throws(SceneError) -> Double
    {
        let screen = device.screen(orientation).height
        guard value <= screen else {
            throw error(
                at: path,
                "must be at most \(screen.readable()) (the screen's height on \(device.name) in "
                    + "\(orientation.rawValue)), found \(written(value, at: path))")
        }
        return value
    }

    /// A time in seconds whose lower bound is already checked: at most `Scene.maximumDuration`.
    func seconds(_ value: Double, at path: String) throws(SceneError) -> Double {
        guard value <= Scene.maximumDuration else {
            throw error(
                at: path,
                "must be at most \(Scene.maximumDuration.readable()) s (the longest scene), "
                    + "found \(written(value, at: path))")
        }
        return value
    }

    /// Text a person reads (a title, a placeholder, an id): at most `Scene.maximumTextLength`
    /// Unicode scalars.
    func text(_ text: String?, at path: String) throws(SceneError) -> String? {
        guard let text else { return nil }
        guard text.unicodeScalars.count <= Scene.maximumTextLength else {
            throw error(
                at: path,
                "must be at most \(Quoted.grouped(Scene.maximumTextLength)) characters long, "
                    + "found \(Quoted.value(text))")
        }
        return text
    }

    /// A list of at most `limit` items: "has 1,001 elements; a view holds at most 1,000".
    func count(_ count: Int, of items: String, in holder: String, limit: Int, at path: String) throws(SceneError) {
        guard count <= limit else {
            throw error(
                at: path,
                "has \(Quoted.grouped(count)) \(items); \(holder) holds at most "
                    + "\(Quoted.grouped(limit))")
        }
    }
}

extension SceneChecker {
    /// The keyboard with the tallest bar that can sit above it (the scene's input accessory, an
    /// element's own, IQKeyboardManager's toolbar) no taller than the screen: every keyboard
    /// notification's frame holds both, and a frame taller than the screen is no keyboard UIKit
    /// shows (as `keyboardHeight` refuses a keyboard alone that is taller). Checked for the
    /// keyboard's first height, its height after a turn and every height an event gives it, each
    /// against the screen of the orientation it is shown in; the message names the keyboard
    /// height when the file gives one, else the bar.
    func keyboardFits(
        _ scene: Scene, keyboardGiven: Bool, iqToolbar: Bool
    ) throws(SceneError) {
        var bars: [(path: String, height: Double)] = []
        if let bar = scene.inputAccessory { bars.append(("inputAccessory.height", bar.height)) }
        let elements = Self.depthFirst(
            scene.view.elements.enumerated().map { ($0.element, path: "view.elements[\($0.offset)]") })
        for (element, path) in elements {
            if let bar = element.inputAccessory { bars.append(("\(path).inputAccessory.height", bar.height)) }
        }
        // The library's toolbar is a bar of the default accessory height (Scene.defaultInputAccessoryHeight).
        if iqToolbar { bars.append(("libraries.iqKeyboardManager.toolbar", Scene.defaultInputAccessoryHeight)) }
        guard let tallest = bars.max(by: { $0.height < $1.height }) else { return }
        var keyboards: [(path: String?, height: Double, orientation: Orientation)] = [
            (keyboardGiven ? "keyboard.height" : nil, scene.keyboardHeight, scene.orientation)
        ]
        // A turn gives the keyboard the device's height for the other orientation.
        if let turned = scene.turned { keyboards.append((nil, turned.keyboardHeight, scene.orientation.other)) }
        for (index, action) in scene.timeline.enumerated() {
            switch action.kind {
            case .keyboardHeight(let height), .motion(.silentKeyboardHeight(let height)):
                keyboards.append(("timeline[\(index)].keyboardHeight", height, scene.orientation(at: action.time)))
            case .motion(.switchKeyboard(_, let height?)):
                keyboards.append(("timeline[\(index)].height", height, scene.orientation(at: action.time)))
            default: break
            }
        }
        func screen(_ orientation: Orientation) -> Double { scene.device.screen(orientation).height }
        guard let keyboard = keyboards.first(where: { $0.height + tallest.height > screen($0.orientation) }) else {
            return
        }
        let screen = screen(keyboard.orientation)
        let onScreen =
            "the screen's height on \(scene.device.name) in \(keyboard.orientation.rawValue), \(screen.readable())"
        if let path = keyboard.path {
            throw error(
                at: path,
                "must be at most \((screen - tallest.height).readable()) (\(onScreen), less the "
                    + "\(tallest.height.readable()) pt bar above the keyboard, \(tallest.path)), "
                    + "found \(written(keyboard.height, at: path))")
        }
        guard tallest.path.hasSuffix(".height") else {
            throw error(
                at: tallest.path,
                "the toolbar (\(tallest.height.readable()) pt) and the keyboard (\(keyboard.height.readable()) pt) "
                    + "would be taller than the screen (\(onScreen))")
        }
        throw error(
            at: tallest.path,
            "must be at most \((screen - keyboard.height).readable()) (\(onScreen), less the keyboard's "
                + "\(keyboard.height.readable())), found \(written(tallest.height, at: tallest.path))")
    }
}
