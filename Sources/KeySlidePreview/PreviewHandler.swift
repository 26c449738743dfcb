import FlyingFox
import Foundation
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit

/// Every request the preview answers, in one place: `/` (the scene's page, or a folder's list),
/// `/events` (the scene's renders as server-sent events) and `/render/N/NAME` (the files of render
/// N: the gallery's page of the scene and the pictures it links). What a request names — a scene,
/// strategies, a device, an appearance — is checked here, where it comes in; anything else is a 404.
struct PreviewHandler: HTTPHandler {
    let target: PreviewServer.Target
    let options: ScenePreview.Options
    let known: [any AvoidanceStrategy.Type]
    let renders: PreviewRenders

    /// How often an open page's scene files are looked at for a save.
    static let pollInterval: Duration = .milliseconds(40)
    /// The longest an idle event stream stays silent: a comment then keeps it open.
    static let keepAliveInterval: Duration = .seconds(15)

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET else { return Self.text(.methodNotAllowed, "GET only\n") }
        // A page on another site that resolves its own name to 127.0.0.1 sends its own name as
        // the host (DNS rebinding): only this machine's names are answered.
        guard Self.isLoopback(host: request.headers[.host]) else {
            return Self.text(.forbidden, "the preview answers http://\(PreviewServer.host) only\n")
        }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        do {
            switch request.path {
            case "/":
                guard let key = try key(for: request) else { return try listPage() }
                return Self.html(
                    PreviewPage.scenePage(
                        file: key.file, inFolder: isFolder, options: key.options,
                        known: known.map { $0.id }, devices: Device.all.map(\.name)))
            case "/events":
                guard let key = try key(for: request) else { throw Refusal("name a scene: /events?scene=NAME") }
                return events(for: key)
            default:
                guard parts.count == 4, parts[1] == "render", let number = Int(parts[2]) else {
                    return Self.text(.notFound, "not found\n")
                }
                return await file(parts[3], ofRender: number)
            }
        } catch let refusal as Refusal {
            return Self.text(.badRequest, refusal.message + "\n")
        }
    }

    var isFolder: Bool { if case .folder = target { true } else { false } }

    /// A request's mistake, answered with 400 and its message.
    struct Refusal: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The scene and switches a request names; nil for a folder's list (no `scene`).
    func key(for request: HTTPRequest) throws -> PreviewRenders.Key? {
        let file: String
        switch target {
        case .scene(let path): file = path
        case .folder(let folder):
            guard let name = request.query["scene"] else { return nil }
            let files = (try? SceneLoader.sceneFiles(in: folder)) ?? []
            guard Gallery.isPlainFileName(name),
                let path = files.first(where: { ($0 as NSString).lastPathComponent == name })
            else { throw Refusal("no scene file \(name.debugDescription) in the folder") }
            file = path
        }
        var chosen = options
        if let list = request.query["strategies"] {
            let ids = list.split(separator: ",").map(String.init)
            let knownIDs = Set(known.map { $0.id })
            guard !ids.isEmpty, Set(ids).count == ids.count, ids.allSatisfy(knownIDs.contains) else {
                throw Refusal("strategies: expected known strategy ids, each once, separated by commas")
            }
            chosen.strategies = ids
        }
        if let device = request.query["device"] {
            guard Device.named(device) != nil else { throw Refusal("device: expected one of the device presets") }
            chosen.device = device
        }
        if let appearance = request.query["appearance"] {
            guard let chosenAppearance = Appearance(rawValue: appearance) else {
                throw Refusal("appearance: expected light or dark")
            }
            chosen.appearance = chosenAppearance
        }
        return PreviewRenders.Key(file: file, options: chosen)
    }

    /// The folder's scenes, each a link to its page.
    func listPage() throws -> HTTPResponse {
        guard case .folder(let folder) = target else { throw Refusal("not a folder") }
        let files = (try? SceneLoader.sceneFiles(in: folder)) ?? []
        return Self.html(PreviewPage.listPage(folder: folder, files: files.map { ($0 as NSString).lastPathComponent }))
    }

    /// The scene's state as events: the latest at once, then each new one as it comes, until the
    /// page goes away (its connection closes, which ends the stream and this task).
    func events(for key: PreviewRenders.Key) -> HTTPResponse {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(8))
        let renders = self.renders
        let task = Task {
            var sent: Int?
            var lastSent = ContinuousClock.now
            while !Task.isCancelled {
                let state = await renders.state(for: key)
                var event: [UInt8]?
                if state.generation != sent {
                    event = EventStream.event("state", data: await PreviewPage.eventData(state, renders: renders))
                    sent = state.generation
                } else if lastSent.duration(to: .now) >= Self.keepAliveInterval {
                    event = EventStream.keepAlive
                }
                if let event {
                    if case .terminated = continuation.yield(event) { break }
                    lastSent = .now
                }
                try? await Task.sleep(for: Self.pollInterval)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: HTTPBodySequence(from: EventStream(events: stream)))
    }

    /// A file of render `number`: its page or a picture it links.
    func file(_ name: String, ofRender number: Int) async -> HTTPResponse {
        guard let preview = await renders.render(number), let bytes = preview.file(named: name) else {
            return Self.text(.notFound, "not found (an older render is dropped once newer ones come)\n")
        }
        let type =
            name.hasSuffix(".html")
            ? "text/html; charset=utf-8"
            : name.hasSuffix(".svg") ? "image/svg+xml" : name.hasSuffix(".json") ? "application/json" : "text/plain"
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: Data(bytes))
    }

    /// Whether a `Host` header names this machine's loopback address (with any port).
    static func isLoopback(host: String?) -> Bool {
        guard let host else { return false }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        return ["127.0.0.1", "localhost", "[::1]"].contains(name.lowercased())
    }

    static func html(_ page: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: Data(page.utf8))
    }

    static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
}
