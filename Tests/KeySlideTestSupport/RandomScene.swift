import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// Random scene descriptions for property tests: every device, profile and orientation, bars
/// (navigation, top and bottom toolbars, tab bars, input accessory bars, IQKeyboardManager's
/// toolbar), split views, plain, scroll and table views, fractional, overlapping, empty and
/// off-screen element frames, boxes, growing text views, pinned elements, keyboard overrides and
/// random timelines with every action — typing, silent height changes, hardware and iPad
/// keyboards, user scrolls, keyboard drags and turns — all within what the checker accepts, so nearly
/// every one becomes a `Scene` (the tests count the few that do not, so the generator cannot drift
/// into testing nothing).
///
/// Everything is drawn from a `SplitMix64`, so a case replays from its seed.
public enum RandomScene {
    /// The curve names a keyboard override may take.
    static let curveNames = ["easeIn", "easeOut", "easeInOut", "linear", "keyboard"]

    /// Texts for titles, placeholders and texts: short and long, Latin, CJK, emoji and combining
    /// marks, none of which spells a number word (`nan`, `inf`), so a test can look for those in
    /// the output.
    static let texts = [
        "", "Email", "First name", "メールアドレス", "Ünïcödé", "👩‍💻 Code", "e\u{301}\u{301}\u{301}",
        String(repeating: "Long caption ", count: 20), "<&\"'>", "Tab\tand\nnewline",
    ]

    /// A description of a scene lasting at most `maximumDuration` seconds at `fps`; the duration
    /// falls on a frame (a whole number of 1/fps) unless `onFrame` is false.
    public static func description(
        fps: Int, maximumDuration: Double, onFrame: Bool = true, maximumElements: Int = 12,
        using generator: inout SplitMix64
    ) -> SceneDescription {
        let device = Device.all.randomElement(using: &generator)!
        let orientation = Orientation.allCases.randomElement(using: &generator)!
        let screen = device.screen(orientation)
        let frames = Int.random(in: 1...max(1, Int(maximumDuration * Double(fps))), using: &generator)
        let duration =
            onFrame
            ? Double(frames) / Double(fps)
            : max(0.02, Double(frames) / Double(fps) - Double.random(in: 0..<1, using: &generator) / Double(fps))
        let view = self.view(screen: screen, maximumElements: maximumElements, using: &generator)
        let tabBar = chance(0.15, &generator) ? bottomBar(screen: screen, using: &generator) : nil
        // Bars above the keyboard are at most a third of the screen, so keyboards of up to 60 % of
        // it fit under any of them (the checker refuses a keyboard and bar taller than the screen).
        let barred = chance(0.4, &generator)
        let keyboardRoom = screen.height * (barred ? 0.6 : 1)
        return SceneDescription(
            title: chance(0.5, &generator) ? texts.randomElement(using: &generator) : nil,
            device: device.name,
            profile: PlatformProfile.all.randomElement(using: &generator)!.name,
            orientation: orientation.rawValue,
            fps: fps,
            duration: duration,
            navigationBar: chance(0.3, &generator)
                ? SceneDescription.Bar(
                    height: chance(0.5, &generator) ? .random(in: 20...60, using: &generator) : nil,
                    title: texts.randomElement(using: &generator))
                : nil,
            toolbar: chance(0.2, &generator)
                ? SceneDescription.Bar(height: .random(in: 20...80, using: &generator)) : nil,
            splitView: device.isPad && chance(0.3, &generator)
                ? SceneDescription.SplitView(masterWidth: .random(in: 100...(screen.width / 2), using: &generator))
                : nil,
            keyboard: chance(0.3, &generator) ? keyboard(room: keyboardRoom, using: &generator) : nil,
            view: barred ? view : view.withoutAccessories,
            timeline: timeline(
                duration: duration, view: view, device: device, orientation: orientation, keyboardRoom: keyboardRoom,
                turns: !barred,
                using: &generator),
            safeArea: chance(0.1, &generator)
                ? EdgeInsets(
                    top: .random(in: 0...60, using: &generator), left: .random(in: 0...60, using: &generator),
                    bottom: .random(in: 0...60, using: &generator), right: .random(in: 0...60, using: &generator))
                : nil,
            iqKeyboardManager: chance(0.3, &generator)
                ? SceneDescription.IQKeyboardManagerOptions(
                    distance: chance(0.5, &generator) ? .random(in: 0...80, using: &generator) : nil,
                    restoreContentOffset: chance(0.5, &generator) ? chance(0.5, &generator) : nil,
                    toolbar: barred && chance(0.7, &generator))
                : nil,
            keyboardLayoutGuide: chance(0.2, &generator)
                ? SceneDescription.KeyboardLayoutGuideOptions(usesBottomSafeArea: chance(0.5, &generator)) : nil,
            tabBar: chance(0.5, &generator) ? tabBar : nil,
            bottomToolbar: tabBar == nil && chance(0.1, &generator)
                ? bottomBar(screen: screen, using: &generator) : nil,
            inputAccessory: barred && chance(0.3, &generator) ? accessory(screen: screen, using: &generator) : nil)
    }

    static func chance(_ probability: Double, _ generator: inout SplitMix64) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    /// A plain view (often stacked), a scroll view or a table, with up to `maximumElements`
    /// elements (a table's rows count among them).
    static func view(screen: Size, maximumElements: Int, using generator: inout SplitMix64) -> SceneDescription.View {
        let type = ["plain", "plain", "scroll", "scroll", "table"].randomElement(using: &generator)!
        let scrolls = type != "plain"
        var count = Int.random(in: 0...maximumElements, using: &generator)
        let sections: [SceneDescription.TableSection]? =
            type == "table" ? tableSections(rows: max(1, count / 2), using: &generator) : nil
        count -= sections.map { $0.reduce(0) { $0 + $1.rows.count } } ?? 0
        let elements = (0..<max(0, count)).map { element(index: $0, screen: screen, using: &generator) }
        return SceneDescription.View(
            type: chance(0.2, &generator) && type == "plain" ? nil : type,
            contentSize: type == "scroll" && chance(0.3, &generator)
                ? Size(
                    width: .random(in: 0...2 * screen.width, using: &generator),
                    height: .random(in: 0...4 * screen.height, using: &generator))
                : nil,
            contentInset: scrolls && chance(0.2, &generator)
                ? EdgeInsets(
                    top: .random(in: 0...100, using: &generator), left: 0,
                    bottom: .random(in: 0...300, using: &generator), right: 0)
                : nil,
            contentInsetAdjustmentBehavior: scrolls && chance(0.2, &generator)
                ? ContentInsetAdjustmentBehavior.allCases.randomElement(using: &generator)!.rawValue : nil,
            keyboardDismissMode: scrolls && chance(0.5, &generator)
                ? Scene.View.KeyboardDismissMode.allCases.randomElement(using: &generator)!.rawValue : nil,
            elements: elements,
            style: sections != nil && chance(0.7, &generator)
                ? Scene.Table.Style.allCases.randomElement(using: &generator)!.rawValue : nil,
            sections: sections,
            stack: type == "plain" && chance(0.4, &generator)
                ? StackAlignment.allCases.randomElement(using: &generator)!.rawValue : nil,
            ignoresKeyboardSafeArea: chance(0.1, &generator) ? chance(0.5, &generator) : nil)
    }

    /// About `rows` table rows in one to three sections: labels, fields, text views, both.
    static func tableSections(rows: Int, using generator: inout SplitMix64) -> [SceneDescription.TableSection] {
        let sectionCount = Int.random(in: 1...min(3, rows), using: &generator)
        return (0..<sectionCount).map { section in
            let count = max(1, rows / sectionCount)
            return SceneDescription.TableSection(
                header: chance(0.5, &generator) ? texts.randomElement(using: &generator) : nil,
                rows: (0..<count).map { row in
                    let roll = Int.random(in: 0..<4, using: &generator)
                    let field =
                        roll == 0
                        ? nil
                        : SceneDescription.TableField(
                            type: roll == 3 ? "textView" : nil, id: "t\(section)-\(row)",
                            placeholder: chance(0.5, &generator) ? texts.randomElement(using: &generator) : nil)
                    return SceneDescription.TableRow(
                        text: roll != 2 || field == nil ? texts.randomElement(using: &generator) : nil,
                        field: field,
                        height: chance(0.3, &generator) ? .random(in: 1...200, using: &generator) : nil)
                })
        }
    }

    /// An element anywhere from well off the screen's top-left to well past its bottom-right,
    /// often at fractional points, sometimes of zero size; text inputs with their own bars, return
    /// actions and growth.
    static func element(index: Int, screen: Size, using generator: inout SplitMix64) -> SceneDescription.Element {
        let type = ["textField", "textField", "textView", "textView", "label", "button", "box"]
            .randomElement(using: &generator)!
        let frame = Rect(
            x: .random(in: -200...(screen.width + 100), using: &generator),
            y: .random(in: -200...(screen.height * 2), using: &generator),
            width: chance(0.05, &generator) ? 0 : .random(in: 0...(screen.width * 1.2), using: &generator),
            height: chance(0.05, &generator) ? 0 : .random(in: 0...200, using: &generator))
        let frameUsed = chance(0.3, &generator) ? frame.rounded : frame
        let grows = type == "textView" && chance(0.4, &generator)
        return SceneDescription.Element(
            type: type, id: "e\(index)", frame: frameUsed,
            placeholder: chance(0.5, &generator) ? texts.randomElement(using: &generator) : nil,
            text: chance(0.3, &generator) ? texts.randomElement(using: &generator) : nil,
            pin: chance(0.1, &generator) ? "bottom" : nil,
            borderStyle: type == "textField" && chance(0.2, &generator)
                ? Scene.Element.BorderStyle.allCases.randomElement(using: &generator)!.rawValue : nil,
            grows: grows ? true : nil,
            maxHeight: grows && chance(0.5, &generator)
                ? frameUsed.height + .random(in: 0...300, using: &generator) : nil,
            onReturn: type == "textField" && chance(0.3, &generator)
                ? ReturnAction.allCases.randomElement(using: &generator)!.rawValue : nil,
            inputAccessory: type.hasPrefix("text") && chance(0.15, &generator)
                ? accessory(screen: screen, using: &generator) : nil)
    }

    /// A tab bar or bottom toolbar: up to five items, sometimes its own height.
    static func bottomBar(screen: Size, using generator: inout SplitMix64) -> SceneDescription.BottomBar {
        SceneDescription.BottomBar(
            items: (0..<Int.random(in: 0...Scene.maximumBarItems, using: &generator)).map { _ in
                texts.randomElement(using: &generator)!
            },
            height: chance(0.3, &generator) ? .random(in: 20...90, using: &generator) : nil)
    }

    /// An input accessory bar: the default 44 pt or a height up to a third of the screen.
    static func accessory(screen: Size, using generator: inout SplitMix64) -> SceneDescription.BottomBar {
        SceneDescription.BottomBar(
            items: chance(0.5, &generator) ? ["Prev", "Next", "Done"] : [],
            height: chance(0.5, &generator) ? .random(in: 1...(screen.height / 3), using: &generator) : nil)
    }

    /// A keyboard override no taller than `room` (at most the screen: the keyboard is inside it).
    static func keyboard(room: Double, using generator: inout SplitMix64) -> SceneDescription.Keyboard {
        SceneDescription.Keyboard(
            height: chance(0.5, &generator) ? .random(in: 1...room, using: &generator) : nil,
            duration: chance(0.5, &generator) ? .random(in: 0...1, using: &generator) : nil,
            curve: chance(0.5, &generator)
                ? (chance(0.8, &generator) ? .name(curveNames.randomElement(using: &generator)!) : .number(7)) : nil)
    }

    /// Up to ten actions in time order within the duration: taps only on text inputs, typing only
    /// while an input may be focused, iPad modes only on an iPad, scrolls only in a scroll view (or
    /// table), keyboard drags only where its `keyboardDismissMode` lets the keyboard follow, and
    /// turns only when `turns` (no bar above the keyboard sized for the first orientation) and
    /// always to the other orientation. A keyboard height is at most `keyboardRoom`'s share of the
    /// screen the device is turned to at the time.
    static func timeline(
        duration: Double, view: SceneDescription.View, device: Device, orientation: Orientation,
        keyboardRoom: Double, turns: Bool, using generator: inout SplitMix64
    ) -> [Scene.Action] {
        var orientation = orientation
        let share = keyboardRoom / device.screen(orientation).height
        var screen = device.screen(orientation)
        var keyboardRoom = keyboardRoom
        let rows = (view.sections ?? []).flatMap(\.rows).compactMap(\.field?.id)
        let inputs = view.elements.filter { $0.type == "textField" || $0.type == "textView" }.map(\.id) + rows
        let scrolls = view.type == "scroll" || view.type == "table"
        let drags = scrolls && ["interactive", "interactiveWithAccessory"].contains(view.keyboardDismissMode ?? "")
        let times = (0..<Int.random(in: 0...10, using: &generator))
            .map { _ in Double.random(in: 0..<duration, using: &generator) }.sorted()
        var focused = false
        var actions: [Scene.Action] = []
        for time in times {
            let roll = Int.random(in: 0..<14, using: &generator)
            let kind: Scene.Action.Kind
            if roll < 3, let input = inputs.randomElement(using: &generator) {
                kind = .tap(input)
            } else if roll == 3 {
                kind = .returnKey
            } else if roll == 4 {
                kind = .keyboardHeight(.random(in: 1...keyboardRoom, using: &generator))
            } else if roll == 5 {
                kind = .motion(.silentKeyboardHeight(.random(in: 1...keyboardRoom, using: &generator)))
            } else if roll < 8, focused {
                let text = texts.randomElement(using: &generator)!
                kind = .type(
                    text.isEmpty ? "typed" : text, rate: .random(in: 0.5...Scene.maximumTypingRate, using: &generator))
            } else if roll == 8 {
                kind = .motion(.hardwareKeyboard(chance(0.5, &generator)))
            } else if roll == 9, device.isPad {
                kind = .motion(.keyboardMode(KeyboardMode.allCases.randomElement(using: &generator)!))
            } else if roll == 10, scrolls {
                kind = .motion(
                    .scroll(
                        by: .random(in: -2 * screen.height...(2 * screen.height), using: &generator),
                        duration: .random(in: 0.01...0.6, using: &generator)))
            } else if roll == 11, drags {
                kind = .motion(
                    .dragKeyboard(
                        to: .random(in: 0...1, using: &generator), duration: .random(in: 0.01...0.6, using: &generator),
                        dismisses: chance(0.5, &generator)))
            } else if roll == 12, turns {
                orientation = orientation.other
                screen = device.screen(orientation)
                keyboardRoom = screen.height * share
                kind = .motion(.rotate(orientation))
            } else {
                kind = .dismiss
            }
            switch kind {
            case .tap: focused = true
            case .dismiss, .motion(.dragKeyboard(_, _, dismisses: true)): focused = false
            default: break
            }
            actions.append(Scene.Action(time: time, kind: kind))
        }
        return actions
    }
}

extension SceneDescription.View {
    /// The view with no element's own input accessory bar.
    fileprivate var withoutAccessories: Self {
        var view = self
        for index in view.elements.indices { view.elements[index].inputAccessory = nil }
        return view
    }
}

extension Rect {
    /// The same rectangle on whole points.
    fileprivate var rounded: Rect {
        Rect(x: minX.rounded(), y: minY.rounded(), width: width.rounded(), height: height.rounded())
    }
}
