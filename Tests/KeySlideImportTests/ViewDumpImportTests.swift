import Foundation
import KeySlideGeometry
import KeySlideImport
import Testing

@Suite struct ViewDumpImportTests {
    @Test func nestingFramesAndContentOffset() throws {
        let document = try Fixture.document("LoginDump.txt")
        #expect(document.format == .viewDump)
        #expect(document.screens.count == 1)  // the text effects window is no screen
        let screen = try #require(document.screens.first)
        #expect(screen.id == "0x7fb1c8d0a8e0" && screen.rootSize == Size(width: 375, height: 667))
        let scroll = try screen.require("scrollView1")
        #expect(scroll.contentOffset == Point(x: 0, y: 120))
        #expect(scroll.contentSize == Size(width: 375, height: 900))
        expectFrame(scroll.absoluteFrame, 0, 64, 375, 603)
        // Subviews of a scrolled scroll view sit `contentOffset` higher on screen.
        let fancy = try screen.require("textField1")
        #expect(fancy.className == "MyApp.FancyTextField" && fancy.kind == .textField)
        #expect(fancy.placeholder == "Email" && fancy.text == "")
        expectFrame(fancy.frame, 20, 49, 335, 34)
        expectFrame(fancy.absoluteFrame, 20, -7, 335, 34)
        expectFrame(try screen.require("textField2").absoluteFrame, 20, 644, 335, 34)
        #expect(try screen.require("label1").text == "Sign in; it's quick")
    }

    @Test func controlInternalsAndPrivateViewsAreLeftOut() throws {
        let screen = try #require(try Fixture.document("LoginDump.txt").screens.first)
        let kinds = screen.allViews.map(\.kind)
        #expect(
            kinds == [
                .view, .view, .view, .view, .view, .scrollView, .label, .textField, .textField, .button,
                .box("UIPickerView"), .view, .switch, .navigationBar,
            ])
        #expect(try screen.require("textField1").children.isEmpty)  // no editor, no placeholder label
        #expect(try screen.require("button1").text == "Sign In")  // from its UIButtonLabel
        #expect(!screen.allViews.contains { $0.className == "_UIScrollViewScrollIndicator" })
        let tracking = try screen.require("view6")  // private, but it holds a switch
        #expect(tracking.className == "_UISizeTrackingView")
        expectFrame(try screen.require("switch1").absoluteFrame, 16, 618, 51, 31)
        #expect(screen.navigationBar?.title == "Sign In")
        expectFrame(screen.navigationBar?.frame, 0, 20, 375, 44)
    }

    @Test func warningsNameTheLines() throws {
        let warnings = try Fixture.document("LoginDump.txt").warnings
        #expect(warnings.map(\.line) == [16, 21, 28, 29])
        #expect(
            warnings.map(\.element) == [
                "UIPickerView", "_UISizeTrackingView", "This line was pasted by accident.", "UITextEffectsWindow",
            ])
    }

    @Test func subclassesAreKnownByTheirSuffix() throws {
        let dump = """
            <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
               | <TPKeyboardAvoidingScrollView: 0x3; frame = (0 0; 320 480); contentSize: {320, 900}>
               |    | <IQTextView: 0x4; frame = (10 20; 300 100); text = 'Hi'>
               |    | <MyLoginButton: 0x5; frame = (10 130; 300 44)>
               |    | <SignupTableViewCell: 0x6; frame = (0 200; 320 44)>
               |    | <UIStackView: 0x7; frame = (0 300; 320 44); axis = vertical>
               |    | <MKMapView: 0x8; frame = (0 400; 320 80)>
            """
        let document = try LayoutImporter.importLayout(data: Data(dump.utf8), file: "dump.txt")
        let root = try #require(document.screens.first?.root)
        #expect(
            root.children.first?.children.map(\.kind) == [
                .textView, .button, .tableCell, .stackView, .box("MKMapView"),
            ])
        #expect(root.children.first?.children[3].axis == "vertical")
        #expect(root.children.first?.children[0].text == "Hi")
    }
}
