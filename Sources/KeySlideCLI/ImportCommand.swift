import ArgumentParser
import Foundation
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import KeySlideUIKit

/// `keyslide import`: an app's own screen — a storyboard, a XIB or a `recursiveDescription`
/// dump — as a scene file, ready for `keyslide compare`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a storyboard, XIB or UIKit view dump into a scene file.",
        discussion: """
            Reads Interface Builder storyboards and XIBs (both XML formats) and text pasted from \
            `po view.recursiveDescription()`; the format is found from the content. The scene keeps the \
            file's frames, picks the nearest device preset, and gets a timeline that taps the first text \
            input, moves through the others in reading order and dismisses the keyboard. Image views, \
            switches, pickers and other views a scene does not simulate become boxes named by their \
            class; what the scene cannot show is left out with a comment in the YAML; warnings go to \
            standard error as file:line: warning: <message>. A scene file can also name the layout \
            instead of copying it: \
            view: {layout: Main.storyboard, scene: Login}.
            """)

    @Argument(
        help: "A storyboard, a XIB, or a text file holding a recursiveDescription dump.",
        completion: .file(extensions: ["storyboard", "xib", "txt"]))
    var file: String

    @Option(
        help: ArgumentHelp(
            "The screen to import: its title, storyboard identifier or Interface Builder id. "
                + "(default: the only screen, else the storyboard's initial one)",
            valueName: "name-or-id"))
    var scene: String?

    @Flag(help: "List the file's screens (id, title, storyboard identifier, text inputs) and exit.")
    var list = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write the scene to this file instead of printing it; an existing file is kept unless --force is given.",
            valueName: "scene.yaml"),
        completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    @Flag(help: "Overwrite the -o file when it already exists.")
    var force = false

    @Option(
        help: ArgumentHelp(
            "Lay the screen out for this device preset (keyslide devices). (default: the file's canvas device)",
            valueName: "name"),
        completion: .list(Device.all.map(\.name)))
    var device: String?

    @Option(help: ArgumentHelp("portrait or landscape. (default: the file's)", valueName: "orientation"))
    var orientation: String?

    @Flag(help: "Keep the frames the file saved, in one list, instead of its tree and Auto Layout.")
    var savedFrames = false

    func validate() throws {
        if list, scene != nil || output != nil {
            throw ValidationError("--list prints the screens; give --scene and -o without it.")
        }
        if force, output == nil { throw ValidationError("--force only applies with -o.") }
        if let device, Device.named(device) == nil {
            throw ValidationError(
                "Unknown device '\(Quoted.text(device))'. Please provide one of: "
                    + Device.all.map(\.name).joined(separator: ", ") + ".")
        }
        if let orientation, ImportedOrientation(rawValue: orientation) == nil {
            throw ValidationError("--orientation is portrait or landscape, not '\(Quoted.text(orientation))'.")
        }
        if let output, !["yaml", "yml"].contains((output as NSString).pathExtension.lowercased()) {
            throw ValidationError("-o writes YAML: give a file name ending in .yaml or .yml.")
        }
    }

    func run() throws {
        try refuseInputsAsOutputs(outputs: [output].compactMap { $0 }, inputs: [file])
        if let output, !force, FileManager.default.fileExists(atPath: output) {
            throw InputError("\(output) already exists; add --force to overwrite it")
        }
        let document = try LayoutImporter.importLayout(
            data: LayoutImporter.contents(of: file, written: file), file: file)
        for warning in document.warnings { Terminal.warn(warning.warningLine) }
        if list {
            print(screenTable(document), terminator: "")
            return
        }
        let screen = try document.chosenScreen(named: scene)
        let imported = screen.sceneDescription(
            deviceHint: document.device,
            target: ImportTarget(
                device: device, orientation: orientation.flatMap(ImportedOrientation.init(rawValue:)),
                savedFrames: savedFrames))
        for warning in imported.warnings { Terminal.warn(warning.warningLine) }
        let yaml = imported.yaml(source: file, screen: Self.name(of: screen))
        // The file written must load as it is; a failure here is the importer's bug, said plainly
        // and named at the screen it came from: the YAML it names was never written.
        let fileName = output ?? SceneLoader.sceneName(of: file) + ".yaml"
        do throws(SceneError) {
            _ = try SceneLoader.parse(yaml, fileName: fileName, knownStrategies: KeySlideTool.strategies.map { $0.id })
        } catch {
            let problem = [error.path, error.message].filter { !$0.isEmpty }.joined(separator: ": ")
            throw ImportError(
                file: file, line: screen.sourceLine,
                message: "the scene imported from this screen would not load (\(problem)); nothing was written, "
                    + "and this is a bug in keyslide import")
        }
        try Output.write(yaml, to: output)
    }

    /// `"Sign In" (id Lgn-VC-001, storyboard identifier LoginViewController)`.
    static func name(of screen: ImportedScreen) -> String {
        var parts = ["id \(screen.id)"]
        if let identifier = screen.storyboardIdentifier { parts.append("storyboard identifier \(identifier)") }
        let title = screen.title.map { "\"\($0)\" " } ?? ""
        return title + "(" + parts.joined(separator: ", ") + ")"
    }

    /// One row per screen, columns aligned; the initial screen is marked. Names from the file
    /// are escaped as messages escape them (`Quoted`), so a title with a line break stays in
    /// its row and a control character cannot act on the terminal.
    func screenTable(_ document: ImportedDocument) -> String {
        let header = ["id", "title", "storyboard identifier", "text inputs"]
        let rows = document.screens.map { screen in
            let initial = document.initialScreen?.id == screen.id
            return [
                screen.id, screen.title ?? "-", screen.storyboardIdentifier ?? "-",
            ].map { Quoted.text($0, limit: .max) } + [
                String(ImportedDocument.textInputCount(of: screen)) + (initial ? "  (initial)" : "")
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
