import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium kept open and driven over the DevTools protocol, for a page that changes
/// while it is open (`keyslide preview`): `Chromium`'s one-shot runs see a page once.
///
/// The protocol goes over a pipe (`--remote-debugging-pipe`): the browser reads commands on its
/// descriptor 3 and writes answers and events on 4, each a JSON object ended by a NUL byte. Both
/// are one end of a socket pair here, so a write to a browser that has ended fails with `EPIPE`
/// (`MSG_NOSIGNAL`) instead of raising SIGPIPE, which the test process must not ignore: its
/// children would inherit that. No port is opened and no WebSocket needed.
public final class ChromiumSession {
    private let pid: pid_t
    /// This process's end of the socket pair.
    private let channel: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var lastID = 0
    private var session = ""

    /// A browser with one page of `width`×`height` pixels, blank until `navigate(to:)`.
    public init(width: Int = 1280, height: Int = 1000) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-cdp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
            throw ExternalTool.Failure("socketpair failed")
        }
        // No other child inherits them; the browser gets its end as 3 and 4, which `dup2` leaves open.
        for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let arguments = [
            try Chromium.executable(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-extensions", "--hide-scrollbars", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 3)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 4)
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, null, descriptor) }
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, nil, &argv, environ)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            throw ExternalTool.Failure("could not start chromium: \(status)")
        }
        pid = child
        channel = ends[0]
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let id = target["targetId"] as? String else { throw ExternalTool.Failure("no page: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw ExternalTool.Failure("no session") }
        self.session = session
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(channel)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `url` in the page (returns once the browser has started loading it).
    public func navigate(to url: String) throws {
        _ = try send("Page.navigate", ["url": url], inPage: true)
    }

    /// The value of a JavaScript expression in the page, as JSON gives it (strings, numbers,
    /// booleans, arrays, dictionaries; nil for `null` and `undefined`).
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true], inPage: true)
        if let thrown = result["exceptionDetails"] { throw ExternalTool.Failure("the page threw: \(thrown)") }
        let value = (result["result"] as? [String: Any])?["value"]
        return value is NSNull ? nil : value
    }

    /// Evaluates `expression` every 20 ms until it gives a value other than nil and false, and
    /// returns it with the seconds that took; throws once `timeout` seconds have passed.
    public func wait(for expression: String, timeout: Double) throws -> (value: Any, seconds: Double) {
        let start = Date()
        while true {
            if let value = try evaluate(expression), (value as? Bool) != false {
                return (value, Date().timeIntervalSince(start))
            }
            if Date().timeIntervalSince(start) > timeout {
                throw ExternalTool.Failure("waited \(timeout) s for \(expression)")
            }
            usleep(20_000)
        }
    }

    /// A PNG of the page as it is now.
    public func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", [:], inPage: true)
        guard let text = result["data"] as? String, let png = Data(base64Encoded: text) else {
            throw ExternalTool.Failure("no screenshot")
        }
        return png
    }

    /// Sends one command and waits (up to 60 s) for its answer's `result`; events in between are
    /// read and dropped.
    private func send(_ method: String, _ parameters: [String: Any], inPage: Bool = false) throws -> [String: Any] {
        lastID += 1
        var message: [String: Any] = ["id": lastID, "method": method, "params": parameters]
        if inPage { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                Glibc.send(channel, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw ExternalTool.Failure("chromium closed its pipe") }
            written += count
        }
        let deadline = Date().addingTimeInterval(60)
        while true {
            let answer = try readMessage(until: deadline)
            guard answer["id"] as? Int == lastID else { continue }
            if let error = answer["error"] { throw ExternalTool.Failure("\(method) failed: \(error)") }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] ?? [:]
            }
            var ready = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&ready, 1, wait) > 0 else { throw ExternalTool.Failure("chromium did not answer") }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = recv(channel, &chunk, chunk.count, 0)
            guard count > 0 else { throw ExternalTool.Failure("chromium ended") }
            buffer += chunk[..<count]
        }
    }
}
