import KeySlideGeometry
import KeySlideUIKit
import Testing

@Suite struct FocusTests {
    @Test func tappingAFieldRunsTheDelegateThenTheKeyboard() {
        var app = phoneApp(profile: .iOS11)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        #expect(probe.calls == ["shouldBegin a", "didBegin a", "willChangeFrame", "willShow"])
        #expect(app.firstResponder == app.view(named: "a"))
    }

    @Test func movingFocusEndsTheOldFieldFirst() {
        var app = phoneApp(profile: .iOS11)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        probe.calls.removeAll()
        app.tap(app.view(named: "b")!, controller: &probe)
        #expect(probe.calls == ["shouldBegin b", "shouldEnd a", "didEnd a", "didBegin b"])
    }

    @Test func refusingToBeginKeepsFocusWhereItWas() {
        var app = phoneApp()
        var probe = Probe()
        probe.refuseBegin = [app.view(named: "a")!]
        app.tap(app.view(named: "a")!, controller: &probe)
        #expect(probe.calls == ["shouldBegin a"])
        #expect(app.firstResponder == nil)
        #expect(!app.isKeyboardShown)
    }

    @Test func returnKeyMovesToTheNextInputThenDismisses() {
        var app = phoneApp(profile: .iOS11)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.pressReturn(controller: &probe)
        #expect(app.firstResponder == app.view(named: "b"))
        app.pressReturn(controller: &probe)
        #expect(app.firstResponder == app.view(named: "c"))
        // c is a text view: return types a newline.
        app.pressReturn(controller: &probe)
        #expect(app.firstResponder == app.view(named: "c"))
        app.dismissKeyboard(controller: &probe)
        #expect(app.firstResponder == nil)
        // The probe implements only the text-field callbacks, so it hears nothing of c's end.
        #expect(probe.calls.suffix(3) == ["didEnd b", "willChangeFrame", "willHide"])
    }

    @Test func timersFireInTimeOrder() {
        var app = phoneApp()
        var probe = Probe()
        app.schedule(after: 0.3, "late")
        app.schedule(after: 0.01, "early")
        app.schedule(after: 0.01, "early-second")
        app.run(until: 0.2, controller: &probe)
        #expect(probe.calls == ["timer early", "timer early-second"])
        #expect(app.events.first { $0.name == "timerFired" }?.time == 0.01)
        app.run(until: 1, controller: &probe)
        #expect(probe.calls.last == "timer late")
    }
}
