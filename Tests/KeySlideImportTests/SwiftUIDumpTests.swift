import Foundation
import KeySlideGeometry
import KeySlideScene
import Testing

@testable import KeySlideImport

/// A SwiftUI screen in a dump: its `_UIHostingView` (mangled as `NSStringFromClass` names it, or
/// demangled) and the `PlatformViewHost`s around the UIKit views SwiftUI hosts.
@Suite struct SwiftUIDumpTests {
    static func dump(hosting: String) -> String {
        """
        <UIWindow: 0x10480a2c0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c1c1e0>>
           | <UITransitionView: 0x104a0b4a0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x1>>
           |    | <\(hosting): 0x104a0c800; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x2>>
           |    |    | <_TtGC7SwiftUI16PlatformViewHostGVS_42PlatformViewRepresentableAdaptor_VS_9TextField__: 0x104b0f000; frame = (16 400; 358 34); layer = <CALayer: 0x3>>
           |    |    |    | <UITextField: 0x105017e00; frame = (0 0; 358 34); text = ''; placeholder = Email; layer = <CALayer: 0x4>>
           |    |    | <_TtC7SwiftUIP33_A34643117F00277B93DEBAB70EC0697122_UIShapeHitTestingView: 0x104b10000; frame = (16 700; 358 50); layer = <CALayer: 0x5>>
        """
    }

    @Test(
        "the hosting view names the SwiftUI root view, mangled or not, and the hosted field comes in",
        arguments: [
            "_TtGC7SwiftUI14_UIHostingViewV6Signup11ContentView_",
            "SwiftUI._UIHostingView<Signup.ContentView>",
        ])
    func hostedFieldComesIn(hosting: String) throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.dump(hosting: hosting).utf8), file: "s.txt")
        let hostingWarning = try #require(document.warnings.first { $0.line == 3 })
        #expect(hostingWarning.message.hasPrefix("SwiftUI hosting view of ContentView: "))
        #expect(hostingWarning.message.contains("kept as a plain container"))
        #expect(document.warnings.contains { $0.line == 4 && $0.message.contains("SwiftUI's host for a UIKit view") })
        #expect(!document.warnings.contains { $0.line == 6 }, "a SwiftUI shape with nothing inside is no user view")
        #expect(ImportedDocument.textInputCount(of: document.screens[0]) == 1)
        let scene = document.screens[0].sceneDescription(deviceHint: nil).description
        let field = try #require(scene.view.elementsInRoot.first { $0.element.type == "textField" })
        #expect(field.frame == Rect(x: 16, y: 400, width: 358, height: 34))
    }

    @Test("a hosting view with no UIKit input says nothing of it came in")
    func emptyHostingView() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x1>>
               | <_TtGC7SwiftUI14_UIHostingViewV5Notes8NoteList_: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
            """
        let document = try LayoutImporter.importLayout(data: Data(text.utf8), file: "s.txt")
        let warning = try #require(document.warnings.first { $0.line == 2 })
        #expect(warning.message.hasPrefix("SwiftUI hosting view of NoteList: "))
        #expect(warning.message.hasSuffix("it hosts no UIKit input, so nothing of it comes in"))
    }

    @Test("the root view's type is read past SwiftUI's own generic types")
    func mangledNames() {
        #expect(SwiftUIDumpClass.firstAppType(mangled: "V6Signup11ContentView_") == "ContentView")
        #expect(
            SwiftUIDumpClass.firstAppType(mangled: "GVS_15ModifiedContentV5MyApp8RootViewGVS_30_EnvironmentKey__")
                == "RootView")
        #expect(SwiftUIDumpClass.firstAppType(mangled: "VS_7AnyView_") == "")
        #expect(SwiftUIDumpClass(className: "UITextField") == nil)
        #expect(SwiftUIDumpClass(className: "SwiftUI._UIHostingView<App.Root>") == .hostingView(root: "Root"))
    }
}
