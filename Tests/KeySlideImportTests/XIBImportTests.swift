import Foundation
import KeySlideGeometry
import KeySlideImport
import Testing

@Suite struct XIBImportTests {
    @Test func scrollViewFormInTheDocumentFormat() throws {
        let document = try Fixture.document("ScrollForm.xib")
        #expect(document.format == .xibDocument)
        #expect(document.device == DeviceHint(id: "retina4_0", orientation: .portrait))
        let form = try #require(document.screens.first)
        #expect(document.screens.count == 1)
        #expect(form.title == "ProfileFormViewController" && form.controllerClass == "ProfileFormViewController")
        #expect(
            form.simulatedBars
                == SimulatedBars(
                    statusBar: .shown("statusBar"), topBar: .shown("navigationBar"),
                    bottomBar: .none))
        #expect(form.navigationBar == ImportedBar(kind: .navigationBar))  // simulated: no frame, no title

        let scroll = try form.require("scrollView")
        #expect(scroll.kind == .scrollView && scroll.keyboardDismissMode == "interactive")
        #expect(scroll.contentSize == Size(width: 320, height: 760))  // the union of its one content view
        expectFrame(scroll.absoluteFrame, 0, 64, 320, 504)
        let first = try form.require("firstName")
        #expect(first.text == "Ada" && first.placeholder == "First name" && first.borderStyle == "line")
        expectFrame(first.absoluteFrame, 16, 84, 288, 30)
        #expect(try form.require("lastName").borderStyle == "none")
        #expect(try form.require("lastName").returnKeyType == "default")
        let notes = try form.require("notesView")
        #expect(notes.kind == .textView && notes.returnKeyType == "done")
        #expect(notes.text == "Notes go here.\nSecond line.")
        expectFrame(notes.absoluteFrame, 16, 624, 288, 120)
        let promo = try form.require("textField1")
        #expect(promo.isHidden && promo.borderStyle == "bezel")
        #expect(try form.require("segmentedControl1").kind == .segmentedControl)
        let gallery = try form.require("Gallery")
        #expect(gallery.contentSize == Size(width: 960, height: 64))  // given by the file
    }

    @Test func unknownElementsAreBoxesWithWarningsAtTheirLines() throws {
        let document = try Fixture.document("ScrollForm.xib")
        let form = try #require(document.screens.first)
        #expect(try form.require("box1").kind == .box("UIPickerView"))
        #expect(try form.require("box2").kind == .box("fancyWidget"))
        #expect(document.warnings.map(\.line) == [46, 49])
        #expect(document.warnings.map(\.element) == ["pickerView", "fancyWidget"])
        #expect(document.warnings[1].message == "unknown view element; drawn as a box")
    }

    @Test func archiveFormatXIB() throws {
        let document = try Fixture.document("OldForm.xib")
        #expect(document.format == .xibArchive)
        let screen = try #require(document.screens.first)
        #expect(screen.id == "200" && screen.controllerClass == "ContactViewController")
        #expect(screen.rootSize == Size(width: 320, height: 460))
        #expect(screen.orientation == .portrait)
        #expect(screen.simulatedBars.topBar == .shown("navigationBar"))
        expectFrame(screen.root.frame, 0, 20, 320, 460)  // as saved: below the status bar
        expectFrame(screen.root.absoluteFrame, 0, 0, 320, 460)

        let scroll = try screen.require("scrollView")
        #expect(scroll.className == "TPKeyboardAvoidingScrollView" && scroll.kind == .scrollView)
        #expect(scroll.contentSize == Size(width: 320, height: 716))
        let email = try screen.require("Email Field")  // the object's name in the document outline
        #expect(email.idSource == .userLabel && email.kind == .textField)
        #expect(email.placeholder == "you@example.com" && email.borderStyle == "roundedRect")
        #expect(email.returnKeyType == "next")
        expectFrame(email.absoluteFrame, 20, 49, 280, 31)
        let message = try screen.require("messageField")
        #expect(message.text == "Café & <Tea>" && message.borderStyle == "bezel" && message.returnKeyType == "done")
        expectFrame(message.absoluteFrame, 20, 350, 280, 31)
        #expect(try screen.require("label1").text == "Email")
        #expect(try screen.require("button1").text == "Send")
        #expect(try screen.require("box1").kind == .box("UIDatePicker"))
        #expect(
            document.warnings.map(\.description) == [
                "\(Fixture.url("OldForm.xib").path):93: IBUIDatePicker: KeySlide does not simulate UIDatePicker; "
                    + "drawn as a box"
            ])
    }

    /// An archived view's `NSvFlags` hold its autoresizing mask (274: flexible width and height,
    /// 292: flexible right and bottom margins), so on a wider phone the scroll view grows with the
    /// root while the fields keep their saved frames inside it.
    @Test func archivedViewsFollowTheirAutoresizingMasks() throws {
        let document = try Fixture.document("OldForm.xib")
        let screen = try #require(document.screens.first)
        let scroll = try screen.require("scrollView")
        #expect(scroll.layout.autoresizingMask == ["flexibleWidth", "flexibleHeight"])
        #expect(
            try screen.require("Email Field").layout.autoresizingMask == [
                "flexibleRightMargin", "flexibleBottomMargin",
            ])

        let large = screen.sceneDescription(
            deviceHint: document.device, target: ImportTarget(device: "iphone-17-pro-max"))
        // Its simulated navigation bar stands for the navigation controller it is shown in.
        #expect(large.description.navigationBar != nil)
        let elements = large.description.view.elements
        let scrollElement = try #require(TreeImportTests.element("scrollView", in: elements))
        #expect(scrollElement.autoresizing == ["flexibleWidth", "flexibleHeight"])
        // 320 pt saved, 440 on the phone: the flexible width takes all 120 pt.
        #expect(scrollElement.frame.width == 440)
        let email = try #require(TreeImportTests.element("Email-Field", in: elements))
        #expect(email.frame == Rect(x: 20, y: 49, width: 280, height: 31))
    }

    /// Version 8.00 archives write `<array>` and `<dictionary>` where 7.10 wrote `<object>`s.
    @Test func archiveVersion8WithArraysAndDictionaries() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data>
            <array key="IBDocument.RootObjects" id="1000">
            <object class="IBProxyObject" id="7"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
            <object class="IBUIView" id="8">
            <array class="NSMutableArray" key="NSSubviews">
            <object class="IBUITextView" id="9"><string key="NSFrame">{{7, 8}, {79, 404}}</string></object>
            </array>
            <string key="NSFrame">{{0, 20}, {320, 460}}</string>
            </object>
            </array>
            <object class="IBObjectContainer" key="IBDocument.Objects">
            <array class="NSMutableArray" key="connectionRecords"/>
            <object class="IBMutableOrderedSet" key="objectRecords">
            <array key="orderedObjects">
            <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="7"/></object>
            <object class="IBObjectRecord"><int key="objectID">4</int><reference key="object" ref="9"/></object>
            </array>
            </object>
            <dictionary class="NSMutableDictionary" key="flattenedProperties">
            <string key="-1.CustomClassName">TextViewController</string>
            <string key="4.CustomClassName">IQTextView</string>
            </dictionary>
            </object>
            </data>
            </archive>
            """
        let document = try LayoutImporter.importLayout(data: Data(text.utf8), file: "Old8.xib")
        let view = try #require(document.screens.first?.root.children.first)
        #expect(view.className == "IQTextView" && view.kind == .textView)
        expectFrame(view.absoluteFrame, 7, 8, 79, 404)
    }
}
