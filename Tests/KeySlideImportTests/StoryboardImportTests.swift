import KeySlideGeometry
import KeySlideImport
import Testing

@Suite struct StoryboardImportTests {
    @Test func loginScreenInsideANavigationController() throws {
        let document = try Fixture.document("Login.storyboard")
        #expect(document.format == .storyboard)
        #expect(document.device == DeviceHint(id: "retina4_7", orientation: .portrait))
        #expect(document.initialScreenID == "Nav-Co-001")
        #expect(document.screens.map(\.id) == ["Lgn-VC-001"])  // the navigation controller is no screen

        let login = try #require(document.screen(named: "LoginViewController"))
        #expect(document.screen(named: "Sign In")?.id == login.id)  // title from the navigation item
        #expect(document.screen(named: "Lgn-VC-001")?.id == login.id)
        #expect(login.controllerClass == "LoginViewController")
        #expect(login.rootSize == Size(width: 375, height: 667))
        #expect(login.containers == [ImportedContainer(kind: .navigationController, id: "Nav-Co-001")])
        let bar = try #require(login.navigationBar)
        #expect(bar.title == "Sign In")
        #expect(bar.items == ["cancel", "Help"])
        expectFrame(bar.frame, 0, 20, 375, 44)
        #expect(login.tabBar == nil && login.toolbar == nil)
    }

    @Test func loginElementsKeepTheirKindsIdsAndAbsoluteFrames() throws {
        let login = try #require(try Fixture.document("Login.storyboard").screens.first)
        let email = try login.require("emailField")
        #expect(email.kind == .textField && email.idSource == .outlet && email.sourceID == "Lgn-Tf-001")
        #expect(email.placeholder == "Email" && email.borderStyle == "roundedRect" && email.returnKeyType == "next")
        expectFrame(email.frame, 0, 0, 335, 34)  // as saved, inside the "Form" view
        expectFrame(email.absoluteFrame, 20, 380, 335, 34)
        expectFrame(try login.require("passwordField").absoluteFrame, 20, 430, 335, 34)
        #expect(try login.require("passwordField").returnKeyType == "go")
        let remember = try login.require("rememberSwitch")
        #expect(remember.kind == .switch)
        expectFrame(remember.absoluteFrame, 306, 480, 51, 31)
        let form = try login.require("Form")
        #expect(form.idSource == .userLabel && form.kind == .view && form.children.count == 3)
        let button = try login.require("signInButton")
        #expect(button.kind == .button && button.text == "Sign In")
        #expect(try login.require("label1").text == "Welcome back")
        #expect(try login.require("imageView1").kind == .imageView)
        #expect(login.root.id == "view1" && login.root.idSource == .generated)
        #expect(login.allViews.count == 8)
    }

    @Test func aStoryboardReferenceIsAWarningWithItsLine() throws {
        let warnings = try Fixture.document("Login.storyboard").warnings
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.line == 97 && warning.element == "viewControllerPlaceholder")
        #expect(
            warning.description.hasSuffix(
                "Login.storyboard:97: viewControllerPlaceholder: a reference to "
                    + "Settings; import that storyboard to get its screens"))
    }

    @Test func staticTableInsideANavigationControllerInsideATabBarController() throws {
        let document = try Fixture.document("Tabs.storyboard")
        #expect(document.device == DeviceHint(id: "retina4", orientation: nil))
        let settings = try #require(document.screen(named: "Settings"))
        #expect(
            settings.containers == [
                ImportedContainer(kind: .navigationController, id: "Set-Nv-001"),
                ImportedContainer(kind: .tabBarController, id: "Tab-Co-001"),
            ])
        #expect(settings.navigationBar?.title == "Settings")
        let toolbar = try #require(settings.toolbar)  // the navigation controller shows its toolbar
        #expect(toolbar.items == ["Sync", "flexibleSpace", "trash"])
        expectFrame(toolbar.frame, 0, 475, 320, 44)
        let tabBar = try #require(settings.tabBar)
        #expect(tabBar.items == ["Settings", "Profile"])
        expectFrame(tabBar.frame, 0, 519, 320, 49)

        let table = settings.root
        #expect(table.kind == .tableView && table.keyboardDismissMode == "onDrag")
        #expect(table.children.map(\.kind) == [.tableCell, .tableCell, .tableCell])
        #expect(table.contentSize == Size(width: 320, height: 267))  // down to the last cell's bottom
        expectFrame(try settings.require("Username").absoluteFrame, 15, 106, 290, 30)
        let server = try settings.require("serverField")  // in an Xcode 7 `<view key="contentView">`
        expectFrame(server.absoluteFrame, 15, 230, 290, 30)
        #expect(server.text == "https://example.com" && server.returnKeyType == "done" && server.borderStyle == "none")
        expectFrame(try settings.require("switch1").absoluteFrame, 256, 149, 51, 31)
        #expect(document.warnings.isEmpty)
    }

    @Test func nestedStackViewsInATabBarScreen() throws {
        let document = try Fixture.document("Tabs.storyboard")
        let profile = try #require(document.screen(named: "Profile"))
        #expect(profile.containers == [ImportedContainer(kind: .tabBarController, id: "Tab-Co-001")])
        #expect(profile.navigationBar == nil)
        #expect(profile.simulatedBars.bottomBar == .shown("tabBar"))
        let rows = try profile.require("Rows")
        #expect(rows.kind == .stackView && rows.axis == "vertical")
        #expect(rows.children.map(\.kind) == [.stackView, .stackView, .button])
        #expect(rows.children[0].axis == "horizontal")
        expectFrame(try profile.require("nameField").absoluteFrame, 104, 40, 200, 30)
        expectFrame(try profile.require("cityField").absoluteFrame, 104, 86, 200, 30)
        expectFrame(try profile.require("button1").absoluteFrame, 16, 132, 288, 30)
        #expect(try profile.require("toolbar1").kind == .toolbar)
    }

    @Test func theFormatIsFoundByContentNotByExtension() throws {
        let data = try Fixture.data("Tabs.storyboard")
        let document = try LayoutImporter.importLayout(data: data, file: "pasted.txt")
        #expect(document.format == .storyboard && document.screens.count == 2)
        #expect(document.file == "pasted.txt")
    }
}
