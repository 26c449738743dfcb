import Foundation
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
