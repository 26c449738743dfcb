import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import Testing

/// The hand-written fixtures next to this file: each one is written like the files Xcode and
/// the debugger produce (same elements and attributes), small enough to check by hand.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let all = [
        "Login.storyboard", "Tabs.storyboard", "ScrollForm.xib", "OldForm.xib", "LoginDump.txt",
        "ModernDump.txt", "ControllerDump.txt", "Constraints.storyboard",
    ]

    static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    static func document(_ name: String) throws -> ImportedDocument {
        try LayoutImporter.importLayout(contentsOf: url(name))
    }
}

/// Checks that `rect` matches `expected` to half a point on every edge: the bar the issue sets
/// for imported frames (IB writes fractions such as 43.5; nothing should drift further).
func expectFrame(
    _ rect: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let rect else {
        Issue.record("no view", sourceLocation: sourceLocation)
        return
    }
    let matches =
        abs(rect.minX - x) <= 0.5 && abs(rect.minY - y) <= 0.5
        && abs(rect.width - width) <= 0.5 && abs(rect.height - height) <= 0.5
    #expect(matches, "\(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

extension ImportedScreen {
    /// The view with this id, failing the test when there is none.
    func require(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ImportedView {
        try #require(view(withID: id), "no view \(id) in \(allViews.map(\.id))", sourceLocation: sourceLocation)
    }
}

extension SceneDescription.View {
    /// Every element of the tree, depth first, with its frame in the root view's coordinates
    /// (each superview's origin added; scroll offsets are not, as a scene starts unscrolled).
    var elementsInRoot: [(element: SceneDescription.Element, frame: Rect)] {
        var result: [(SceneDescription.Element, Rect)] = []
        func walk(_ elements: [SceneDescription.Element], origin: Point) {
            for element in elements {
                let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
                result.append((element, frame))
                walk(element.arrangedSubviews ?? element.subviews, origin: frame.origin)
            }
        }
        walk(elements, origin: .zero)
        return result
    }
}
