import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
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

/// Dumps in the shapes real debuggers print: a modern one (`baseClass`, `borderStyle`, nested
/// `background = <…: textfield=<…>>`, `animations = { … }`, a table's cells) and an older one with
/// view controllers before their views, `XX (<…>)` for views not shown, a text over three lines
/// and layers without views.
@Suite struct RealShapedDumpTests {
    @Test func modernDumpReadsCellsTraitsAndBaseClasses() throws {
        let document = try Fixture.document("ModernDump.txt")
        #expect(document.warnings.isEmpty)
        let screen = try #require(document.screens.first)
        #expect(document.screens.count == 1)
        let street = try screen.require("textField1")
        #expect(street.placeholder == "1 Infinite Loop" && street.borderStyle == "roundedRect")
        #expect(street.children.isEmpty)
        // Cell at y 18, content view at x 20, field at (96, 5); the table is scrolled to y = -103.
        expectFrame(street.absoluteFrame, 116, 126, 241, 34)
        let city = try screen.require("textField2")
        #expect(city.className == "Shop.PostcodeField" && city.kind == .textField)
        #expect(city.text == "Cupertino" && city.borderStyle == "none")
        #expect(try screen.require("switch1").isHidden)  // hidden = YES
        #expect(try screen.require("imageView1").isHidden)  // alpha = 0
        #expect(screen.allViews.filter { $0.kind == .tableCell }.count == 2)
        #expect(!screen.allViews.contains { $0.className.hasPrefix("_UI") })
    }

    @Test func olderDumpWithControllersHiddenViewsAndLongTexts() throws {
        let document = try Fixture.document("ControllerDump.txt")
        #expect(document.screens.map(\.id) == ["0x7563a20"])
        #expect(document.warnings.isEmpty)
        let screen = document.screens[0]
        let title = try screen.require("textField1")
        #expect(title.className == "_NoteTitleField" && title.text == "Groceries")
        expectFrame(title.absoluteFrame, 10, 74, 300, 31)
        #expect(try screen.require("textField2").isHidden)  // XX (<…>)
        let body = try screen.require("textView1")
        #expect(body.text == "Milk\nEggs; bread\nCoffee" && body.children.isEmpty)
        #expect(screen.navigationBar != nil && screen.navigationBar?.title == nil)  // "Back" is a button
        let scene = screen.sceneDescription(deviceHint: nil).description
        let inputs = scene.view.elementsInRoot.filter { ["textField", "textView"].contains($0.element.type) }
        #expect(inputs.map(\.element.id) == ["textField1", "textField2", "textView1"])
        #expect(inputs.map(\.element.hidden) == [nil, true, nil])
        let scroller = try #require(scene.view.elementsInRoot.first { $0.element.type == "scroll" })
        #expect(scroller.element.contentSize == Size(width: 310, height: 292))  // as the dump prints it
    }
}

@Suite struct DumpMappingTests {
    @Test func longTextsAreCutAndNestedScrollViewsKeepTheirElements() throws {
        let long = String(repeating: "Lorem ipsum ", count: 200)
        let dump = """
            <UIView: 0x1; frame = (0 0; 320 480)>
               | <UITextView: 0x2; frame = (10 10; 300 100); text = '\(long)'>
               | <UIScrollView: 0x3; frame = (10 200; 300 100); contentOffset: {0, 0}>
               |    | <UITextField: 0x4; frame = (0 10; 300 31); text = ''; placeholder = Shown>
               |    | <UITextField: 0x5; frame = (0 150; 300 31); text = ''>
            """
        let document = try LayoutImporter.importLayout(data: Data(dump.utf8), file: "dump.txt")
        let imported = try #require(document.screens.first).sceneDescription(deviceHint: nil)
        let elements = imported.description.view.elements
        #expect(elements.map(\.id) == ["textView1", "scrollView1"])
        #expect(elements[0].text?.unicodeScalars.count == Scene.maximumTextLength)
        #expect(imported.notes.contains { $0.contains("the scene keeps the first 1000") })
        // The nested scroll view holds both fields, and clips the second as UIKit does.
        let fields = elements[1].subviews
        #expect(elements[1].type == "scroll" && fields.map(\.id) == ["textField1", "textField2"])
        #expect(fields[0].text == nil && fields[0].placeholder == "Shown")  // empty text shows the placeholder
        _ = try Scene.checked(imported.description, name: "dump", knownStrategies: ["none"])
    }
}
