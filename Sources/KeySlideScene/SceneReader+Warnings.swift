import KeySlideGeometry

/// What a scene file may say without meaning it: a time written in milliseconds (`at: 400`) and
/// an element placed outside the view holding it. Both are allowed — a scene can wait 400 s, and
/// UIKit draws a view wherever its frame says — so they are warnings, `file:line:col: warning: …`
/// lines, and the run goes on.
extension SceneReader {
    /// From this many seconds on, a time in the timeline is more likely milliseconds: no keyboard
    /// takes longer than half a second to move, and a scene shows a few seconds of it.
    static let likelyMilliseconds = 100.0

    /// The warnings for `scene`, checked from `description`, each placed in the file by `nodes`;
    /// a value the file does not hold (a layout file's frames) is left alone.
    func warnings(for scene: Scene, description: SceneDescription, nodes: [String: SceneNode]) -> [String] {
        var found: [(path: String, message: String)] = []
        for (index, action) in description.timeline.enumerated() where action.time >= Self.likelyMilliseconds {
            let time = action.time.readable()
            found.append(
                (
                    "timeline[\(index)].at",
                    "\(time) s looks like milliseconds; times are in seconds (\((action.time / 1000).readable()) "
                        + "for \(time) ms)"
                ))
        }
        let root = Rect(
            origin: .zero, size: scene.view.kind.scrolls ? scene.view.contentSize : scene.rootFrame.size)
        let holder = scene.view.kind.scrolls ? "the scroll view's content" : "the screen's root view"
        outside(scene.view.elements, path: "view.elements", bounds: root, holder: holder, into: &found)
        return found.compactMap { path, message in
            guard let mark = nodes[path]?.node.mark else { return nil }
            return "\(file):\(mark.line):\(mark.column): warning: \(path): \(message)"
        }
    }

    /// An element whose frame reaches outside `bounds`, the view holding it, and then its
    /// subviews within its own bounds. Elements placed by constraints or a stack view are left
    /// to layout, which has its own warnings.
    private func outside(
        _ elements: [Scene.Element], path: String, bounds: Rect?, holder: String,
        into found: inout [(path: String, message: String)]
    ) {
        for (index, element) in elements.enumerated() {
            let place = "\(path)[\(index)]"
            let placedByFrame = element.constraints.isEmpty && !element.frame.isEmpty
            if let bounds, placedByFrame, !bounds.insetBy(dx: -0.5, dy: -0.5).contains(element.frame) {
                let frame = element.frame
                let size = "\(bounds.width.readable())×\(bounds.height.readable())"
                found.append(
                    (
                        "\(place).frame",
                        "'\(element.id)' at [\(frame.minX.readable()), \(frame.minY.readable()), "
                            + "\(frame.width.readable()), \(frame.height.readable())] reaches outside \(holder) "
                            + "(\(size)), so part of it is off the screen or hidden"
                    ))
            }
            let inner: Rect? =
                switch element.kind {
                case .stack: nil
                case .scroll: element.scroll?.contentSize.map { Rect(origin: .zero, size: $0) }
                default: placedByFrame ? Rect(origin: .zero, size: element.frame.size) : nil
                }
            outside(
                element.subviews, path: "\(place).subviews", bounds: inner, holder: "'\(element.id)'", into: &found)
        }
    }
}
