import FlyingFox
import FlyingSocks
import Foundation
import KeySlideJobs
import KeySlideSimulation
import Synchronization

/// `keyslide preview`'s web server: a scene (or a folder's list of scenes) shown in the gallery's
/// player at `http://127.0.0.1:PORT/`, rendered again when its file is saved and pushed to the open
/// page as server-sent events, which the page swaps in at the same playhead.
///
/// It listens on the loopback address only, 127.0.0.1, never on another interface: the page
/// shows files from this machine, and only this machine's browser should see it. It writes
/// nothing to disk: every picture is kept in memory (`ScenePreview`).
public struct PreviewServer: Sendable {
    /// What to show.
    public enum Target: Sendable, Equatable {
        /// One scene file.
        case scene(String)
        /// A folder of scene files: the first page lists them.
        case folder(String)
    }

    /// The address the server listens on: IPv4's loopback.
    public static let host = "127.0.0.1"
    /// The port when none is given; 0 asks the system for any free one.
    public static let defaultPort: UInt16 = 8_417

    private let server: HTTPServer

    /// A server for `target` on `port` of the loopback address; `options` are the switches a page
    /// starts with, `strategies` every strategy the tool knows (the page offers them all).
    public init(
        target: Target, port: UInt16, options: ScenePreview.Options, strategies: [any AvoidanceStrategy.Type]
    ) throws {
        let handler = PreviewHandler(
            target: target, options: options, known: strategies, renders: PreviewRenders(known: strategies))
        // `inet(ip4:)` binds that one address; `inet(port:)` would bind every interface.
        server = HTTPServer(
            address: try .inet(ip4: Self.host, port: port), timeout: 60, logger: .disabled, handler: handler)
    }

    /// Serves until the task running it is cancelled or the process ends, calling `listening`
    /// with the page's address once the server listens; throws `CannotListen` when the port cannot
    /// be had (taken, or not allowed), and the server's own error if it stops later.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let server = self.server
        let announced = Mutex(false)
        let announcing = Task {
            try await server.waitUntilListening(timeout: 60)
            guard case .ip4(let host, let port) = await server.listeningAddress else { return }
            announced.withLock { $0 = true }
            listening("http://\(host):\(port)/")
        }
        defer { announcing.cancel() }
        do {
            try await server.run()
        } catch {
            if announced.withLock({ $0 }) { throw error }
            throw CannotListen(reason: "\(error)")
        }
    }

    /// The port could not be listened on.
    public struct CannotListen: Error, Sendable {
        public var reason: String
    }
}
