import CYaml
import KeySlideSystem

/// Counts the values a YAML text stands for, with every alias expanded, before anything is built
/// from it — the guard against an alias bomb.
///
/// An alias is a reference: `*a` stands for the whole value anchored as `&a`, so nine lines that
/// each repeat the one before nine times stand for 9⁹ values in a few hundred bytes. Yams builds
/// its tree with the repeats shared, but hashes a mapping's keys to find duplicates, and the
/// reader walks every value, so both would do the full expanded amount of work — for ever, on a
/// 630-byte file. This walk runs libyaml's event stream once (linear in the text), keeps each
/// anchor's expanded size, and stops at the first event that takes the total past
/// `Scene.maximumValueCount`. Syntax errors are left to `SceneLoader.compose`, whose messages
/// they already have.
enum YAMLBudget {
    /// Throws when `text` expands to more than `limit` values (scalars, lists and mappings, keys
    /// included), placing the error at the alias or value that passed the limit.
    static func check(_ text: String, fileName: String, limit: Int = Scene.maximumValueCount) throws(SceneError) {
        var text = text
        let mark: (line: Int, column: Int)? = text.withUTF8 { bytes in expansionOverflow(bytes, limit: limit) }
        guard let mark else { return }
        throw SceneError(
            file: fileName, line: mark.line, column: mark.column,
            message: "the YAML stands for more than \(Quoted.grouped(limit)) values once its aliases are "
                + "expanded; a scene may hold at most \(Quoted.grouped(limit))")
    }

    /// The 1-based place of the event that takes the expanded count past `limit`, or `nil` when
    /// the text stays within it or stops being YAML first.
    private static func expansionOverflow(
        _ bytes: UnsafeBufferPointer<UInt8>, limit: Int
    ) -> (line: Int, column: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)

        /// Expanded size of each anchored value; a later anchor of the same name replaces it, as in Yams.
        var anchors: [String: Int] = [:]
        /// The open lists and mappings: their anchor and expanded size so far.
        var open: [(anchor: String?, size: Int)] = []
        var total = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            /// What the event adds to the total, and the finished value it adds to its container.
            var counted = 0
            var finished: (anchor: String?, size: Int)?
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_SCALAR_EVENT:
                counted = 1
                finished = (string(event.data.scalar.anchor), 1)
            case YAML_ALIAS_EVENT:
                counted = string(event.data.alias.anchor).flatMap { anchors[$0] } ?? 0
                finished = (nil, counted)
            case YAML_SEQUENCE_START_EVENT:
                counted = 1
                open.append((string(event.data.sequence_start.anchor), 1))
            case YAML_MAPPING_START_EVENT:
                counted = 1
                open.append((string(event.data.mapping_start.anchor), 1))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                // Already counted value by value; now it is one finished value of its container.
                finished = open.popLast()
            default:
                continue
            }
            total += counted
            if total > limit {
                return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
            }
            if let finished {
                if let anchor = finished.anchor { anchors[anchor] = finished.size }
                if !open.isEmpty { open[open.count - 1].size += finished.size }
            }
        }
        return nil
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
