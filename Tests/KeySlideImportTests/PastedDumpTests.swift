import Foundation
import KeySlideGeometry
import KeySlideScene
import Testing

@testable import KeySlideImport

/// Dumps as people paste them from Cycript and lldb: an echo of the returned view before its
/// description, `\u` escapes, inputs the app cannot focus.
@Suite struct PastedDumpTests {
    static let session = #"""
        cy# var top = [[UIApp keyWindow] rootViewController].view
        #"<UIView: 0x11f9059e0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x280129300>>"
        cy# [top recursiveDescription].toString()
        `<UIView: 0x11f9059e0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x280129300>>
           | <UITextField: 0x107e0a000; frame = (20 100; 335 30); text = ''; placeholder = '\u7535\u5b50\u90ae\u4ef6'; autoresize = W+BM; layer = <CALayer: 0x1>>
           | <UITextView: 0x107e0b000; frame = (20 150; 335 80); text = 'Terms'; userInteractionEnabled = NO; layer = <CALayer: 0x2>>
           | <UITextField: 0x107e0c000; frame = (20 250; 335 30); text = ''; layer = <CALayer: 0x3>>`
        """#

    @Test func theEchoIsNoSecondScreenAndEscapesAreDecoded() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.session.utf8), file: "session.txt")
        #expect(document.screens.count == 1)
        #expect(document.warnings.contains { $0.line == 2 && $0.message.contains("Cycript's echo") })
        let field = try #require(document.screens[0].root.children.first)
        #expect(field.placeholder == "电子邮件")
        #expect(ViewDumpReader.decodingEscapes(#"Apple\xa0ID \u4f7f \xzz \u12"#) == "Apple\u{a0}ID 使 \\xzz \\u12")
        #expect(field.layout.autoresizingMask == ["flexibleWidth", "flexibleBottomMargin"])
        #expect(ImportedDocument.textInputCount(of: document.screens[0]) == 2)
    }

    @Test func anInputTheAppCannotFocusIsALabelAndIsNotTapped() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.session.utf8), file: "session.txt")
        let scene = document.screens[0].sceneDescription(deviceHint: nil).description
        #expect(scene.view.elements.map(\.type) == ["textField", "label", "textField"])
        #expect(scene.view.elements[1].text == "Terms")
        let taps = scene.timeline.compactMap { action -> String? in
            if case .tap(let id) = action.kind { id } else { nil }
        }
        #expect(taps == [scene.view.elements[0].id])
    }
}

/// A chat: messages in a table over most of the screen, the composer's field under it.
@Suite struct ComposerUnderATableTests {
    static let dump = """
        <UIView: 0x1; frame = (0 64; 320 416); autoresize = W+H; layer = <CALayer: 0x2>>
           | <UITableView: 0x3; frame = (0 0; 320 369); clipsToBounds = YES; contentOffset: {0, 0}; contentSize: {320, 369}; layer = <CALayer: 0x4>>
           | <UIView: 0x5; frame = (0 369; 320 47); layer = <CALayer: 0x6>>
           |    | <UITextField: 0x7; frame = (8 8; 304 31); text = ''; layer = <CALayer: 0x8>>
        """

    @Test func theComposersFieldIsKeptInItsBar() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.dump.utf8), file: "chat.txt")
        let scene = document.screens[0].sceneDescription(deviceHint: nil).description
        #expect(scene.rootFrame == Rect(x: 0, y: 64, width: 320, height: 416))  // where the app had it
        #expect(scene.view.elements.map(\.type) == ["scroll", "view"])
        let bar = scene.view.elements[1]
        #expect(bar.frame == Rect(x: 0, y: 369, width: 320, height: 47))
        #expect(bar.subviews.map(\.type) == ["textField"])
        #expect(bar.subviews[0].frame == Rect(x: 8, y: 8, width: 304, height: 31))
    }

    /// A sheet 40 pt down the screen with a 56 pt navigation bar: the dump prints the table's
    /// `adjustedContentInset` as 56 at the top. The table keeps that inset whole, with the safe
    /// area's adjustment off; the sheet's bar is no screen's navigation bar, so it stays a view.
    static let sheet = #"""
        <UIView: 0x1; frame = (0 40; 375 627); autoresize = W+H; layer = <CALayer: 0x2>>
           | <UILayoutContainerView: 0x3; frame = (0 0; 375 627); autoresize = W+H; layer = <CALayer: 0x4>>
           |    | <UITableView: 0x5; frame = (0 0; 375 627); layer = <CALayer: 0x6>; contentOffset: {0, -56}; contentSize: {375, 524.5}; adjustedContentInset: {56, 0, 0, 0}>
           |    |    | <UITextField: 0x7; frame = (114 174; 245 22); text = ''; layer = <CALayer: 0x8>>
           |    | <UINavigationBar: 0x9; frame = (0 0; 375 56); autoresize = W; layer = <CALayer: 0xa>>
        """#

    @Test func aDumpedScrollViewKeepsItsInsetAndASheetsBarStaysAView() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.sheet.utf8), file: "sheet.txt")
        let scene = document.screens[0].sceneDescription(deviceHint: nil).description
        #expect(scene.navigationBar == nil)
        let container = try #require(scene.view.elements.first)
        #expect(container.subviews.map(\.type) == ["scroll", "box"])
        let table = container.subviews[0]
        #expect(table.contentInset == EdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
        #expect(table.contentInsetAdjustmentBehavior == "never")
        #expect(table.subviews.map(\.frame) == [Rect(x: 114, y: 174, width: 245, height: 22)])
    }

    /// The same bar right under a 20 pt status bar is the screen's: the scene draws it (and
    /// its safe area), and the tree leaves the bar's view out.
    @Test func aBarUnderTheStatusBarIsTheScenes() throws {
        let dump = Self.sheet.replacingOccurrences(of: "frame = (0 40; 375 627)", with: "frame = (0 20; 375 647)")
        let document = try LayoutImporter.importLayout(data: Data(dump.utf8), file: "screen.txt")
        let imported = document.screens[0].sceneDescription(deviceHint: nil)
        #expect(imported.description.navigationBar != nil)
        #expect(imported.description.view.elements.first?.subviews.map(\.type) == ["scroll"])
        #expect(imported.skipped.contains { $0.className == "UINavigationBar" })
    }

    /// A dump prints a stack view's arranged frames but not its axis: they are kept as printed.
    @Test func aDumpedStackViewKeepsItsArrangedFrames() throws {
        let dump = """
            <UIView: 0x1; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x2>>
               | <UIStackView: 0x3; frame = (16 100; 343 80); layer = <CATransformLayer: 0x4>>
               |    | <UILabel: 0x5; frame = (0 0; 343 20.5); text = 'Name'; layer = <CALayer: 0x6>>
               |    | <UITextField: 0x7; frame = (0 40; 343 34); text = ''; layer = <CALayer: 0x8>>
            """
        let document = try LayoutImporter.importLayout(data: Data(dump.utf8), file: "stack.txt")
        let imported = document.screens[0].sceneDescription(deviceHint: nil)
        let stack = try #require(imported.description.view.elements.first)
        #expect(stack.type == "view")
        #expect(stack.subviews.map(\.frame.minY) == [0, 40])
        #expect(imported.notes.contains { $0.contains("keeps the frames the dump gives") })
    }
}
