import Foundation
import KeySlideJobs
import KeySlideSimulation
import KeySlideTestSupport
import Synchronization
import Testing

@testable import KeySlidePreview

/// The preview's server, run in this process on a copy of a sample: where it listens, what it
/// answers, and what it pushes when the scene file is saved.
@Suite("preview server", .serialized)
struct PreviewServerTests {
    /// A copy of `Samples/readme-form.yaml` in a folder of its own.
    static func sampleCopy() throws -> URL {
        let folder = try KeySlideProcess.makeScratchDirectory()
        let sample = KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml")
        try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("readme-form.yaml"))
        return folder
    }

    /// Runs a server for `target` on any free port while `body` runs, then stops it.
    static func serving<T>(
        _ target: PreviewServer.Target, options: ScenePreview.Options = ScenePreview.Options(),
        _ body: (Int) async throws -> T
    ) async throws -> T {
        let server = try PreviewServer(target: target, port: 0, options: options, strategies: StrategyCatalog.all)
        let address = Mutex<String?>(nil)
        let task = Task { try await server.run { text in address.withLock { $0 = text } } }
        defer { task.cancel() }
        for _ in 0..<500 where address.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(10)) }
        let text = try #require(address.withLock { $0 })
        let port = try #require(Int(text.split(separator: ":").last?.trimmingCharacters(in: ["/"]) ?? ""))
        #expect(text == "http://127.0.0.1:\(port)/")
        return try await body(port)
    }

    /// The kernel's own list of listening sockets says which address the port is bound to: one
    /// socket, on 127.0.0.1, none on 0.0.0.0, `::` or an interface's address. (Read rather than
    /// probed: a test sends nothing to any address but the loopback one.)
    @Test("it listens on 127.0.0.1 only, on no other interface")
    func loopbackOnly() async throws {
        let folder = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.serving(.folder(folder.path)) { port in
            #expect(ListeningSockets.addresses(port: port) == ["127.0.0.1"])
            #expect(ListeningSockets.accepts("127.0.0.1", port: port))
        }
    }

    @Test("a save is pushed as a new render; a broken save is pushed as its error, and the last good render stays")
    func savesArePushed() async throws {
        let folder = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("readme-form.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)
        try await Self.serving(.scene(file.path)) { port in
            let events = try await offPool { try LoopbackClient(get: "/events", port: port) }
            #expect(try await offPool { try events.head().status } == 200)
            let first = try await Self.nextState(events)
            let firstPage = try #require(first["page"] as? String)
            #expect(first["failure"] is NSNull)
            #expect(first["device"] as? String == "iphone-5")

            let edited = original.replacingOccurrences(of: "title: \"One form", with: "title: \"Edited form")
            try Data(edited.utf8).write(to: file)
            let second = try await Self.nextState(events)
            let secondPage = try #require(second["page"] as? String)
            #expect(secondPage != firstPage)
            let page = try await Self.get(secondPage, port: port)
            #expect(page.status == 200)
            #expect(page.body.contains("Edited form, five seed strategies"))
            #expect(page.body.contains("class=\"player\""))

            try Data(original.replacingOccurrences(of: "device: iphone-5", with: "device: iphone-99").utf8)
                .write(to: file)
            let broken = try await Self.nextState(events)
            #expect(broken["page"] as? String == secondPage)
            let failure = try #require(broken["failure"] as? String)
            #expect(failure.hasPrefix(file.path + ":4:9: device: unknown device 'iphone-99'"))
            #expect(try await Self.get(secondPage, port: port).status == 200)
        }
    }

    @Test("the page's switches choose the strategies, the device and the appearance")
    func switches() async throws {
        let folder = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("readme-form.yaml").path
        try await Self.serving(.scene(file), options: ScenePreview.Options(device: "iphone-8")) { port in
            let initial = try await Self.nextState(
                try await offPool { try LoopbackClient(get: "/events", port: port).afterHead() })
            #expect(initial["device"] as? String == "iphone-8")
            #expect(initial["appearance"] as? String == "light")
            let chosen = try await Self.nextState(
                try await offPool {
                    try LoopbackClient(
                        get: "/events?strategies=none,content-inset&device=iphone-15&appearance=dark", port: port
                    )
                    .afterHead()
                })
            #expect(chosen["strategies"] as? [String] == ["none", "content-inset"])
            #expect(chosen["device"] as? String == "iphone-15")
            // readme-form runs iOS 8, which has no dark mode: drawn light, with the warning.
            #expect(chosen["appearance"] as? String == "light")
            #expect((chosen["warnings"] as? [String])?.contains { $0.hasSuffix("drawn light") } == true)
            #expect(try await Self.get("/events?appearance=dusk", port: port).status == 400)
        }
    }

    @Test("the appearance switch draws an iOS 26 scene dark, and the page shows it chosen")
    func appearanceSwitch() async throws {
        let folder = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("form-iphone-se.yaml")
        try FileManager.default.copyItem(
            at: KeySlideProcess.packageRoot.appendingPathComponent("Samples/form-iphone-se.yaml"), to: file)
        try await Self.serving(.scene(file.path)) { port in
            let scenes = try await Self.nextState(
                try await offPool { try LoopbackClient(get: "/events", port: port).afterHead() })
            #expect(scenes["appearance"] as? String == "light")
            let dark = try await Self.nextState(
                try await offPool { try LoopbackClient(get: "/events?appearance=dark", port: port).afterHead() })
            #expect(dark["appearance"] as? String == "dark")
            #expect((dark["warnings"] as? [String])?.isEmpty == true)
            let page = try await Self.get("/?appearance=dark", port: port)
            #expect(page.body.contains("<option value=\"dark\" selected"))
            #expect(try await Self.get("/events?strategies=nonesuch", port: port).status == 400)
            #expect(try await Self.get("/events?device=iphone-99", port: port).status == 400)
        }
    }

    @Test("a folder lists its scenes; a name outside it or another host is refused")
    func folderAndRefusals() async throws {
        let folder = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.serving(.folder(folder.path)) { port in
            let list = try await Self.get("/", port: port)
            #expect(list.status == 200)
            #expect(list.body.contains("href=\"/?scene=readme-form.yaml\""))
            let scene = try await Self.get("/?scene=readme-form.yaml", port: port)
            #expect(scene.body.contains("new EventSource"))
            #expect(try await Self.get("/?scene=..%2Freadme-form.yaml", port: port).status == 400)
            #expect(try await Self.get("/?scene=nonesuch.yaml", port: port).status == 400)
            #expect(try await Self.get("/render/99/index.html", port: port).status == 404)
            // A page elsewhere whose name resolves to 127.0.0.1 (DNS rebinding) names itself.
            #expect(try await Self.get("/", port: port, host: "example.com:\(port)").status == 403)
            #expect(try await Self.get("/", port: port, host: "localhost:\(port)").status == 200)
        }
    }

    /// The next event of `events`, as the state it carries.
    static func nextState(_ events: LoopbackClient) async throws -> [String: Any] {
        let event = try await offPool { try events.nextEvent() }
        #expect(event.name == "state")
        return try #require(try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any])
    }

    static func get(_ path: String, port: Int, host: String? = nil) async throws -> (status: Int, body: String) {
        try await offPool { try LoopbackClient.get(path, port: port, host: host) }
    }
}

/// Runs blocking socket work on a thread of its own: the server in this process answers on Swift's
/// cooperative threads (two on two cores), which a test waiting in `recv` would otherwise hold.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

extension LoopbackClient {
    /// This client, once the response's head is read.
    fileprivate func afterHead() throws -> LoopbackClient {
        _ = try head()
        return self
    }
}
