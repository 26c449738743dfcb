import KeySlideScene
import Testing

/// Navigation actions in scene files: read into `Scene.Action.Navigation`, and the orders a
/// navigation controller cannot play refused with the file, line and column.
@Suite struct NavigationSceneTests {
    static let bar = "navigationBar: {title: Form}\n"

    @Test func readsEachAction() throws {
        let scene = try SceneLoader.parse(
            Self.bar + formView + """

                timeline:
                  - {at: 0.5, appear: {focus: name}}
                  - {at: 1, push: {title: Terms}}
                  - {at: 2, pop: true}
                  - {at: 3, interactivePop: {progress: 0.4, release: cancel}}
                  - {at: 4, interactivePop: {progress: 0.25, duration: 0.5, release: finish}}
                """, fileName: "nav.yaml", knownStrategies: testStrategies)
        #expect(
            scene.timeline.map(\.kind) == [
                .motion(.navigate(.appear(focus: "name"))), .motion(.navigate(.push(title: "Terms"))),
                .motion(.navigate(.pop)),
                .motion(
                    .navigate(.interactivePop(progress: 0.4, duration: Scene.defaultDragDuration, finishes: false))),
                .motion(.navigate(.interactivePop(progress: 0.25, duration: 0.5, finishes: true))),
            ])
        #expect(
            scene.timeline.map(\.kind.name.rawValue) == ["appear", "push", "pop", "interactivePop", "interactivePop"])
        // The swipe's end counts for the scene's length: 4 + 0.5.
        #expect(scene.timeline.last?.endTime == 4.5)
        let untitled = try SceneLoader.parse(
            Self.bar + formView + "\ntimeline: [{at: 1, push: {}}]", fileName: "nav.yaml",
            knownStrategies: testStrategies)
        #expect(untitled.timeline.first?.kind == .motion(.navigate(.push(title: Scene.defaultPushedTitle))))
    }

    @Test func messages() {
        let cases: [(String, String)] = [
            (
                formView + "\ntimeline:\n  - {at: 1, push: {title: T}}",
                "scene.yaml:7:19: timeline[0].push: a push or pop needs a navigation controller: add navigationBar "
                    + "to the scene (not in a split view, a sheet or a window)"
            ),
            (
                Self.bar + formView + "\ntimeline:\n  - {at: 1, pop: true}\n  - {at: 2, tap: name}",
                "scene.yaml:9:18: timeline[1].tap: the scene's screen is not showing here (it was popped)"
            ),
            (
                Self.bar + formView + "\ntimeline:\n  - {at: 1, push: {title: T}}\n  - {at: 1.5, tap: name}",
                "scene.yaml:9:20: timeline[1].tap: the scene's screen is not showing here (a pushed screen covers it)"
            ),
            (
                Self.bar + formView + "\ntimeline:\n  - {at: 1, tap: name}\n  - {at: 2, appear: {focus: name}}",
                "scene.yaml:8:18: timeline[0].tap: the scene's screen is not showing here (it has not appeared yet)"
            ),
            (
                Self.bar + formView + "\ntimeline:\n  - {at: 1, interactivePop: {progress: 1.2, release: finish}}",
                "scene.yaml:8:40: timeline[0].interactivePop.progress: must be more than 0 and less than 1 "
                    + "(of the screen's width), found 1.2"
            ),
            (
                Self.bar + formView + "\ntimeline:\n  - {at: 1, interactivePop: {progress: 0.5, release: finsh}}",
                "scene.yaml:8:54: timeline[0].interactivePop.release: unknown release 'finsh'; did you mean "
                    + "'finish'? accepted: finish, cancel"
            ),
            (
                Self.bar + formView + "\ntimeline:\n  - {at: 1, appear: {focus: title}}",
                "scene.yaml:8:29: timeline[0].appear.focus: no text input has id \"title\" (text inputs: name, email)"
            ),
            (
                Self.bar + formView
                    + "\ntimeline:\n  - {at: 1, interactivePop: {progress: 0.5, duration: 0.5, release: cancel}}"
                    + "\n  - {at: 1.2, pop: true}",
                "scene.yaml:9:10: timeline[1].at: the interactive pop before it lasts until 1.5 s; "
                    + "start this event then or later"
            ),
            (
                Self.bar + formView + "\ntimeline:\n  - {at: 1, rotate: landscape}\n  - {at: 2, pop: true}",
                "scene.yaml:9:18: timeline[1].pop: a push or pop and a rotate in one timeline are not modelled together"
            ),
            (
                "device: ipad\nprofile: ios17\nwindow: {frame: [60, 100, 648, 770]}\n" + Self.bar + formView
                    + "\ntimeline:\n  - {at: 1, pop: true}",
                "scene.yaml:11:18: timeline[0].pop: a push or pop needs a navigation controller: add navigationBar "
                    + "to the scene (not in a split view, a sheet or a window)"
            ),
        ]
        for (scene, expected) in cases { expectFailure(scene, expected) }
    }
}
