import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// Builds `Scene` values in code for tests, with the defaults `Scene.checked` applies (`Scene.defaultFPS`,
/// `Scene.defaultDuration`, `Scene.defaultRootFrame`, …) taken from `Scene` rather than retyped, so a
/// change to a default reaches the tests. Its device and profile (an iPhone 4 under iOS 6) are the
/// tests' own choice, not a scene file's defaults.
public enum SceneBuilder {
    public static func textField(
        _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, placeholder: String? = nil
    ) -> Scene.Element {
        Scene.Element(
            kind: .textField, id: id, frame: Rect(x: x, y: y, width: width, height: height),
            placeholder: placeholder ?? id)
    }

    public static func textView(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double)
        -> Scene.Element
    {
        Scene.Element(kind: .textView, id: id, frame: Rect(x: x, y: y, width: width, height: height), placeholder: id)
    }

    public static func tap(_ id: String, at time: Double) -> Scene.Action { Scene.Action(time: time, kind: .tap(id)) }
    public static func returnKey(at time: Double) -> Scene.Action { Scene.Action(time: time, kind: .returnKey) }
    public static func dismiss(at time: Double) -> Scene.Action { Scene.Action(time: time, kind: .dismiss) }

    /// A scene; `rootFrame` defaults to below the status bar (and navigation bar) to the
    /// screen's bottom, the detail pane for a split view.
    public static func scene(
        name: String = "test",
        device: Device = .iPhone4, profile: PlatformProfile = .iOS6, orientation: Orientation = .portrait,
        fps: Int = Scene.defaultFPS, duration: Double? = nil, rootFrame: Rect? = nil,
        navigationBar: Bool = false, toolbarHeight: Double? = nil, splitMasterWidth: Double? = nil,
        keyboardHeight: Double? = nil,
        kind: Scene.View.Kind = .plain, contentSize: Size? = nil, contentInset: EdgeInsets = .zero,
        elements: [Scene.Element], timeline: [Scene.Action]
    ) -> Scene {
        // The device as the profile changes it, as the scene loader gives it (`Device.under`).
        let device = device.under(profile)
        let navigation = navigationBar ? Scene.Bar(height: device.navigationBarHeight[orientation]) : nil
        let toolbar = toolbarHeight.map { Scene.Bar(height: $0) }
        let split = splitMasterWidth.map { Scene.SplitView(masterWidth: $0) }
        let root =
            rootFrame
            ?? Scene.defaultRootFrame(
                device: device, orientation: orientation, navigationBar: navigation, splitView: split)
        let content = contentSize ?? Scene.defaultContentSize(rootSize: root.size, toolbar: toolbar)
        return Scene(
            name: name, title: name, device: device, profile: profile, orientation: orientation, fps: fps,
            duration: duration ?? Scene.defaultDuration(timeline: timeline), rootFrame: root,
            navigationBar: navigation, toolbar: toolbar, splitView: split,
            keyboardHeight: keyboardHeight ?? device.keyboardHeight[orientation],
            view: Scene.View(kind: kind, contentSize: content, contentInset: contentInset, elements: elements),
            timeline: timeline)
    }
}
