import FlyingFox
import FlyingSocks

/// A response body that never ends on its own: server-sent events (`text/event-stream`), written
/// as they are yielded, for as long as the page keeps the connection open. FlyingFox sends a body
/// of unknown length chunk by chunk as its sequence hands them over, so each event reaches the
/// page as soon as it is yielded.
struct EventStream: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            guard let bytes = await nextBuffer(suggested: 1) else { return nil }
            return bytes.first
        }

        /// Up to `count` bytes of the current event, waiting for the next event when none is left.
        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            let taken = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }

    /// One event as the page's `EventSource` reads it: its name, then its data on one line
    /// (JSON has no line breaks outside its strings, where they are escaped).
    static func event(_ name: String, data: String) -> [UInt8] {
        Array("event: \(name)\ndata: \(data)\n\n".utf8)
    }

    /// A comment line: keeps an idle connection from being closed by anything between.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
}
