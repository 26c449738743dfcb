import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import Testing

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

    @Test func theComposersFieldIsKept() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.dump.utf8), file: "chat.txt")
        let scene = document.screens[0].sceneDescription(deviceHint: nil).description
        #expect(scene.view.type == nil)  // the root, not the table: the field sits outside the table
        #expect(scene.view.elements.contains { $0.type == "textField" && $0.frame.minY == 377 })
    }

    /// A sheet 40 pt down the screen with a 56 pt navigation bar: the dump prints the table's
    /// `adjustedContentInset` as 56 at the top, where the scene's status and navigation bars would
    /// cover only 20 + 44 − 40 = 24 pt. The scene keeps the dump's inset, with the safe area's
    /// adjustment off, so the field stays where the app had it: 56 + 174 = 230 in the root.
    static let sheet = #"""
        <UIView: 0x1; frame = (0 40; 375 627); autoresize = W+H; layer = <CALayer: 0x2>>
           | <UILayoutContainerView: 0x3; frame = (0 0; 375 627); autoresize = W+H; layer = <CALayer: 0x4>>
           |    | <UITableView: 0x5; frame = (0 0; 375 627); layer = <CALayer: 0x6>; contentOffset: {0, -56}; contentSize: {375, 524.5}; adjustedContentInset: {56, 0, 0, 0}>
           |    |    | <UITextField: 0x7; frame = (114 174; 245 22); text = ''; layer = <CALayer: 0x8>>
           |    | <UINavigationBar: 0x9; frame = (0 0; 375 56); autoresize = W; layer = <CALayer: 0xa>>
        """#

    @Test func aDumpedContentInsetIsKeptWhereTheBarsWouldGiveAnother() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.sheet.utf8), file: "sheet.txt")
        let imported = document.screens[0].sceneDescription(deviceHint: nil)
        let view = imported.description.view
        #expect(view.type == "scroll")
        #expect(view.contentInset == EdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
        #expect(view.contentInsetAdjustmentBehavior == "never")
        #expect(imported.notes.contains { $0.contains("adjustedContentInset {56, 0, 0, 0}") })
        #expect(view.elements.contains { $0.type == "textField" && $0.frame.minY == 174 })
    }
}
