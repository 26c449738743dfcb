import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlidePreview
import KeySlideScene
import KeySlideSystem
import KeySlideUIKit

/// `keyslide preview`: a scene (or a folder of them) in the gallery's player in a browser,
/// rendered again each time the file is saved.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a scene in the gallery's player in a browser, rendered again each time it is saved.",
        discussion: """
            Starts a web server on this machine's loopback address (127.0.0.1, never another interface) and \
            prints its address; open it in a browser. The page shows the scene's strategies side by side in the \
            gallery's player, with the verdicts and the events, and switches for the strategies, the device and the appearance. \
            Saving the file renders it again and the page shows the new picture at the same playhead; a scene \
            that no longer loads shows its error above the last picture that worked. Given a folder, the first \
            page lists its scenes. Nothing is written to disk. Ctrl-C stops the server.
            """)

    @Argument(help: "A scene file (.yaml, .yml or .json), or a folder of them.", completion: sceneFileCompletion)
    var path: String

    @Option(
        parsing: .unconditional,
        help: "The port on 127.0.0.1, 1 to 65535; 0 takes any free one. (default: \(PreviewServer.defaultPort))")
    var port: Int?

    @OptionGroup var list: StrategyListOption

    @Option(
        help: ArgumentHelp("The device preset to show the scene on (default: the scene's).", valueName: "name"),
        completion: .list(Device.all.map(\.name)))
    var device: String?

    @Option(
        help: ArgumentHelp(
            "Draw the phones light or dark in place of the scene's appearance; profiles before iOS 13 have no dark "
                + "mode.", valueName: "light|dark"))
    var appearance: Appearance?

    func validate() throws {
        if let port { try checkWholeNumber(port, of: "--port", in: 0...65_535) }
        if let device, Device.named(device) == nil {
            throw ValidationError(
                "Unknown device '\(Quoted.text(device))'. Please provide one of: "
                    + Device.all.map(\.name).joined(separator: ", ") + ".")
        }
    }

    func run() async throws {
        let target: PreviewServer.Target
        switch Platform.fileKind(at: path) {
        case .folder: target = .folder(path)
        case nil: throw InputError("\(Terminal.safe(Quoted.text(path, limit: Quoted.fileNameLimit))): no such file")
        default:
            // A missing or unreadable file is refused now; a scene with a mistake is shown with it.
            _ = try scenePath()
            target = .scene(path)
        }
        let options = ScenePreview.Options(
            strategies: list.resolved?.map { $0.id }, device: device, appearance: appearance)
        let chosenPort = UInt16(port ?? Int(PreviewServer.defaultPort))
        let server = try PreviewServer(
            target: target, port: chosenPort, options: options, strategies: KeySlideTool.strategies)
        let shown = Terminal.safe(path)
        do {
            try await server.run { address in
                Terminal.printLine("Previewing \(shown) at \(address) (Ctrl-C stops it)")
            }
        } catch let error as PreviewServer.CannotListen {
            throw InputError(
                "cannot listen on \(PreviewServer.host):\(chosenPort) (\(error.reason)); give another --port, or "
                    + "--port 0 for any free one")
        }
    }

    /// The scene file, checked for what it is (a regular file with a scene's extension).
    private func scenePath() throws -> String {
        guard SceneLoader.fileExtensions.contains((path as NSString).pathExtension.lowercased()) else {
            throw InputError(
                "\(Terminal.safe(Quoted.text(path, limit: Quoted.fileNameLimit))): expected a scene file "
                    + "(.yaml, .yml or .json) or a folder of them")
        }
        return path
    }
}
