import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `keyslide` process left running (a preview server), whose standard output is read as it
/// comes; killed when dropped if it is still running.
public final class RunningKeySlide {
    public let process = Process()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    public init(_ arguments: [String], in directory: URL? = nil) throws {
        process.executableURL = URL(fileURLWithPath: KeySlideProcess.executablePath)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        if let directory { process.currentDirectoryURL = directory }
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The next line the process prints, waited for up to `timeout` seconds.
    public func nextLine(timeout: Double) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                return line
            }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(max(0, deadline.timeIntervalSinceNow) * 1000)) > 0 else {
                throw ExternalTool.Failure("keyslide printed no line within \(timeout) s")
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw ExternalTool.Failure("keyslide ended its output") }
            buffer += chunk[..<count]
        }
    }

    /// Sends `signal` and waits up to `timeout` seconds for the process to end; whether it did.
    public func stop(with signal: Int32, timeout: Double) -> Bool {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return !process.isRunning
    }
}

/// The TCP sockets this machine listens on, as the kernel lists them (/proc/net/tcp and tcp6).
public enum ListeningSockets {
    /// The local addresses sockets listen on at `port`, as text: `127.0.0.1`, `0.0.0.0`, or an
    /// IPv6 address's 32 hex digits.
    public static func addresses(port: Int) -> [String] {
        var found: [String] = []
        for (file, isIPv6) in [("/proc/net/tcp", false), ("/proc/net/tcp6", true)] {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                // sl, local address:port, remote address:port, state (0A: listening), …
                guard fields.count > 3, fields[3] == "0A" else { continue }
                let local = fields[1].split(separator: ":")
                guard local.count == 2, Int(local[1], radix: 16) == port else { continue }
                found.append(isIPv6 ? String(local[0]) : ipv4(String(local[0])))
            }
        }
        return found
    }

    /// `0100007F` (little-endian, as the kernel prints it) as `127.0.0.1`.
    static func ipv4(_ hex: String) -> String {
        guard let value = UInt32(hex, radix: 16) else { return hex }
        return (0..<4).map { String((value >> (8 * UInt32($0))) & 0xFF) }.joined(separator: ".")
    }

    /// Whether a TCP connection to `address`:`port` is accepted (within a second); for the loopback
    /// address only (tests send nothing elsewhere).
    public static func accepts(_ address: String, port: Int) -> Bool {
        precondition(address.hasPrefix("127."), "tests connect to the loopback address only")
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, address, &target.sin_addr) == 1 else { return false }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return withUnsafePointer(to: &target) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
