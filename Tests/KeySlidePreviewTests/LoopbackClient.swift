import Foundation
import KeySlideTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A plain HTTP/1.1 client on a blocking socket to 127.0.0.1, for the server's tests: a GET's
/// status and body, or an event stream read one event at a time. Unchecked `Sendable`: a test uses
/// one from one task at a time, on a thread of its own (`offPool`).
final class LoopbackClient: @unchecked Sendable {
    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port` and sends a GET for `path` with `host` as its Host header.
    init(get path: String, port: Int, host: String? = nil, timeout: Int = 120) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(socket)
            throw ExternalTool.Failure("cannot connect to 127.0.0.1:\(port)")
        }
        let request =
            "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    deinit { close(socket) }

    /// The status and body of a whole response (`Content-Length`), for a page or a file.
    static func get(_ path: String, port: Int, host: String? = nil) throws -> (status: Int, body: String) {
        let client = try LoopbackClient(get: path, port: port, host: host)
        let (status, headers) = try client.head()
        guard let length = headers["content-length"].flatMap({ Int($0) }) else { return (status, "") }
        return (status, String(decoding: try client.take(length), as: UTF8.self))
    }

    /// The status line's code and the headers, names in lower case.
    func head() throws -> (status: Int, headers: [String: String]) {
        let lines = String(decoding: try line(until: [13, 10, 13, 10]), as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return (status, headers)
    }

    private var events: [UInt8] = []

    /// The next server-sent event of a chunked `text/event-stream` body (after `head()`): its name
    /// and data; comments (keep-alives) are skipped.
    func nextEvent() throws -> (name: String, data: String) {
        while true {
            if let end = events.indices.first(where: { events[$0...].starts(with: [10, 10]) }) {
                let text = String(decoding: events[..<end], as: UTF8.self)
                events.removeSubrange(...(end + 1))
                var name = "message"
                var data = ""
                for line in text.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data += line.dropFirst(6) }
                }
                if !data.isEmpty { return (name, data) }
                continue
            }
            // One chunk: its size in hex, CRLF, the bytes, CRLF.
            let size = Int(String(decoding: try line(until: [13, 10]), as: UTF8.self), radix: 16) ?? 0
            guard size > 0 else { throw ExternalTool.Failure("the event stream ended") }
            events += try take(size)
            _ = try take(2)
        }
    }

    /// Bytes up to `end`, which is consumed and not returned.
    private func line(until end: [UInt8]) throws -> [UInt8] {
        while true {
            if let start = buffer.indices.first(where: { buffer[$0...].starts(with: end) }) {
                let line = Array(buffer[..<start])
                buffer.removeSubrange(..<(start + end.count))
                return line
            }
            try fill()
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        defer { buffer.removeSubrange(..<count) }
        return Array(buffer[..<count])
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { throw ExternalTool.Failure("the connection closed or timed out") }
        buffer += chunk[..<count]
    }
}
