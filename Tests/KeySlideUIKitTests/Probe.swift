import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// A view controller for tests: records which callbacks ran, and runs optional hooks.
struct Probe: ViewController {
    var calls: [String] = []
    var notifications: [KeyboardNotification] = []
    var refuseBegin: Set<ViewID> = []
    var onWillShow: ((inout App) -> Void)?
    var onDidShow: ((inout App) -> Void)?
    var onTimer: ((String, inout App) -> Void)?

    mutating func textFieldShouldBeginEditing(_ field: ViewID, in app: inout App) -> Bool {
        calls.append("shouldBegin \(app[field].name)")
        return !refuseBegin.contains(field)
    }
    mutating func textFieldDidBeginEditing(_ field: ViewID, in app: inout App) {
        calls.append("didBegin \(app[field].name)")
    }
    mutating func textFieldShouldEndEditing(_ field: ViewID, in app: inout App) -> Bool {
        calls.append("shouldEnd \(app[field].name)")
        return true
    }
    mutating func textFieldDidEndEditing(_ field: ViewID, in app: inout App) {
        calls.append("didEnd \(app[field].name)")
    }
    mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
        calls.append("willShow")
        notifications.append(note)
        onWillShow?(&app)
    }
    mutating func keyboardDidShow(_ note: KeyboardNotification, in app: inout App) {
        calls.append("didShow")
        notifications.append(note)
        onDidShow?(&app)
    }
    mutating func keyboardWillHide(_ note: KeyboardNotification, in app: inout App) {
        calls.append("willHide")
        notifications.append(note)
    }
    mutating func keyboardDidHide(_ note: KeyboardNotification, in app: inout App) {
        calls.append("didHide")
        notifications.append(note)
    }
    mutating func keyboardWillChangeFrame(_ note: KeyboardNotification, in app: inout App) {
        calls.append("willChangeFrame")
    }
    mutating func keyboardDidChangeFrame(_ note: KeyboardNotification, in app: inout App) {
        calls.append("didChangeFrame")
    }
    mutating func timerFired(_ name: String, in app: inout App) {
        calls.append("timer \(name)")
        onTimer?(name, &app)
    }
}

/// An iPhone 4 app with a plain root view below the status bar and three fields.
func phoneApp(profile: PlatformProfile = .iOS6, orientation: Orientation = .portrait, rootKind: ViewKind = .plain)
    -> App
{
    let screen = Device.iPhone4.screen(orientation)
    var app = App(
        device: .iPhone4, orientation: orientation, profile: profile,
        keyboard: App.KeyboardSpec(
            height: Device.iPhone4.keyboardHeight[orientation], duration: profile.keyboardDuration,
            curve: profile.keyboardCurve),
        rootFrame: Rect(x: 0, y: 20, width: screen.width, height: screen.height - 20), rootKind: rootKind)
    app.addView(.textField, name: "a", frame: Rect(x: 20, y: 40, width: 280, height: 31))
    app.addView(.textField, name: "b", frame: Rect(x: 20, y: 300, width: 280, height: 31))
    app.addView(.textView, name: "c", frame: Rect(x: 20, y: 380, width: 280, height: 60))
    return app
}
