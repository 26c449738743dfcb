import Foundation
import KeySlideScene
import KeySlideUIKit

// Choosing a screen of a document, and the resolver scene files' `view: {layout: …}` go through.

extension ImportedDocument {
    /// The screen `name` names (`screen(named:)`); with no name, the only screen, else the
    /// storyboard's initial one. Anything else is an error listing the screens to choose from.
    public func chosenScreen(named name: String?) throws(ImportError) -> ImportedScreen {
        if let name {
            if let screen = screen(named: name) { return screen }
            throw ImportError(file: file, message: "no screen \"\(name)\"; \(choices)")
        }
        if screens.count == 1 { return screens[0] }
        if let initialScreen { return initialScreen }
        if screens.isEmpty { throw ImportError(file: file, message: "the file holds no screen with a view") }
        throw ImportError(
            file: file,
            message: "the file holds \(screens.count) screens and names no initial one; "
                + "choose one of the \(choices)")
    }

    /// The screen the storyboard starts with: the initial view controller, or the first screen
    /// inside the initial container (a tab bar controller's first tab, in file order).
    public var initialScreen: ImportedScreen? {
        guard let initial = initialScreenID else { return nil }
        return screens.first { $0.id == initial } ?? screens.first { $0.containers.contains { $0.id == initial } }
    }

    /// The screens by the name that picks each: its storyboard identifier, title or id.
    private var choices: String {
        "screens: " + screens.map { $0.storyboardIdentifier ?? $0.title ?? $0.id }.joined(separator: ", ")
    }

    /// How many views of a screen are text fields or text views: what `--list` counts.
    public static func textInputCount(of screen: ImportedScreen) -> Int {
        var count = 0
        screen.root.visit { view in
            let canFocus = !view.layout.isInteractionDisabled && !view.layout.isNotEditable
            if !view.isHidden && canFocus && (view.kind == .textField || view.kind == .textView) { count += 1 }
            return true
        }
        return count
    }
}

/// Reads `view: {layout: FILE, scene: NAME}` with the importer: the file's chosen screen mapped
/// as `keyslide import` maps it (`ImportedScreen.sceneDescription(deviceHint:)`).
///
/// Warnings (what the importer met but did not understand) go to `warn`, one call each, and
/// never stop the scene: a scene that renders is what the caller asked for. Errors name the
/// layout file and its line.
public struct ImportedLayouts: LayoutResolver {
    let warn: (@Sendable (ImportWarning) -> Void)?

    /// `warn` gets each warning of the layout file; `nil` drops them.
    public init(warn: (@Sendable (ImportWarning) -> Void)? = nil) {
        self.warn = warn
    }

    public func sceneDescription(for reference: LayoutReference) throws(SceneError) -> SceneDescription {
        do throws(ImportError) {
            let data = try LayoutImporter.contents(
                of: reference.path, written: reference.written, hint: "paths are relative to the scene file")
            let document = try LayoutImporter.importLayout(data: data, file: reference.path)
            if let warn { document.warnings.forEach(warn) }
            let screen = try document.chosenScreen(named: reference.scene)
            // A device the scene names lays the layout out for it (an unknown name is the checker's to refuse).
            let device = reference.device.flatMap { Device.named($0) }?.name
            let imported = screen.sceneDescription(
                deviceHint: document.device,
                target: ImportTarget(
                    device: device, orientation: reference.orientation.flatMap(ImportedOrientation.init(rawValue:))))
            if let warn { imported.warnings.forEach(warn) }
            return imported.description
        } catch {
            throw SceneError(file: error.file, line: error.line, message: error.message)
        }
    }
}
