import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

// A small element tree read with Foundation's `XMLParser`, for both Interface Builder formats.
//
// IB files are small (a large storyboard is a few megabytes) and their readers need to look
// ahead (a view's outlets sit in its view controller's `<connections>`, an archive's custom
// classes at the end of the file), so the whole document is read into a tree first. The parser
// is the system's libxml2-backed one: external entities are never resolved, a document type
// declaration is refused outright (no IB file has one, and internal entities are how "billion
// laughs" inputs grow), and input size and nesting depth are capped, so a hostile or broken
// file ends in an `ImportError`, not in a hang or a crash. The bytes are given to libxml2 in
// pieces (`XMLParser(stream:)`), not at once: given more than 10,000,000 bytes in one piece,
// libxml2 stops with "Huge input lookup" unless told XML_PARSE_HUGE, which Foundation's parser
// cannot pass, and a well-formed 13 MB storyboard was refused as not well-formed.

/// One XML element: its name, attributes, child elements, text and the line it starts on.
struct XMLNode {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode] = []
    var text: String = ""
    var line: Int
    /// The comment just before this element, if any: storyboards put each scene's title there
    /// (`<!--Login-->` before `<scene>`).
    var precedingComment: String?

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name and, when given, this `key` attribute.
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with this `key` attribute, whatever its element name.
    func child(key: String) -> XMLNode? {
        children.first { $0["key"] == key }
    }

    /// Calls `body` with each element below this one (not itself), depth first in document
    /// order. It keeps the path to the element, not a list: walking by recursion copied every
    /// level's list into the one above, 100,000 views under 120 nested ones 120 times.
    func forEachDescendant(_ body: (XMLNode) -> Void) {
        var path: [(nodes: [XMLNode], next: Int)] = [(children, 0)]
        while let (nodes, next) = path.last {
            guard next < nodes.count else {
                path.removeLast()
                continue
            }
            path[path.count - 1].next = next + 1
            body(nodes[next])
            if !nodes[next].children.isEmpty { path.append((nodes[next].children, 0)) }
        }
    }
}

enum XMLTree {
    /// Inputs above this size are refused: the largest storyboards seen in the wild are a few
    /// megabytes, and the tree holds the whole file.
    static let maximumBytes = 32 * 1024 * 1024
    /// Deeper nesting is refused; IB files nest views a few dozen levels at most.
    static let maximumDepth = 256

    /// The document's root element, or an `ImportError` with the line where reading stopped.
    /// The line of the first byte sequence in `data` that is not UTF-8, or nil when all of it is.
    static func firstLineNotUTF8(_ data: Data) -> Int? {
        var line = 1
        var bytes = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    static func parse(_ data: Data, file: String) throws(ImportError) -> XMLNode {
        guard data.count <= maximumBytes else {
            throw ImportError(
                file: file,
                message: "file is \(data.count) bytes; an Interface Builder document "
                    + "is expected to be at most \(maximumBytes) bytes")
        }
        if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw ImportError(
                file: file,
                message: "XML with a document type declaration is not accepted; "
                    + "Interface Builder documents have none")
        }
        // FoundationXML makes a String of each name and value libxml2 hands it and stops the
        // process when that fails: bytes that are not UTF-8 in an attribute's name crashed
        // `import` (the import fuzzer's find). Interface Builder writes UTF-8, so anything else is
        // refused first, at its line.
        if let line = firstLineNotUTF8(data) {
            throw ImportError(
                file: file, line: line,
                message: "bytes that are not UTF-8; Interface Builder documents are UTF-8 text")
        }
        let parser = XMLParser(stream: InputStream(data: withLineFeeds(data)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder(maximumDepth: maximumDepth)
        parser.delegate = builder
        let parsed = parser.parse()
        if let tooDeep = builder.tooDeepAtLine {
            throw ImportError(
                file: file, line: tooDeep,
                message: "elements nest deeper than \(maximumDepth) levels; Interface Builder documents "
                    + "nest a few dozen")
        }
        guard parsed, let root = builder.root else {
            // The first error and its line: libxml2 goes on after an error, and the last one
            // (often "the document ends early") is further from the cause.
            let (code, line) = builder.firstError ?? ((parser.parserError as NSError?)?.code, parser.lineNumber)
            let reason = code.map(XMLErrorWords.reason) ?? "the document has no root element"
            throw ImportError(
                file: file, line: max(1, line),
                message: "not well-formed XML (\(reason)); expected a complete Interface "
                    + "Builder document")
        }
        return root
    }

    /// `data` with every `\r\n` and lone `\r` made `\n`, as XML's end-of-line handling does
    /// before parsing (XML 1.0 §2.11), so nothing read changes; but libxml2 counts only `\n` in
    /// its line numbers, and a file saved with classic Mac line ends had every warning and error
    /// on line 1. A `\r` written as `&#13;` stays, as XML says it does.
    static func withLineFeeds(_ data: Data) -> Data {
        guard data.contains(0x0D) else { return data }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count)
        var previous: UInt8 = 0
        for byte in data {
            if byte == 0x0D {
                bytes.append(0x0A)
            } else if !(byte == 0x0A && previous == 0x0D) {
                bytes.append(byte)
            }
            previous = byte
        }
        return Data(bytes)
    }
}

/// Builds the tree from parser callbacks. Only `XMLTree.parse` uses it, on one thread.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let maximumDepth: Int
    var stack: [XMLNode] = []
    var root: XMLNode?
    var pendingComment: String?
    var tooDeepAtLine: Int?
    /// libxml2's code for the first error and the line it was met on.
    var firstError: (code: Int, line: Int)?

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard stack.count < maximumDepth else {
            tooDeepAtLine = parser.lineNumber
            parser.abortParsing()
            return
        }
        var node = XMLNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        node.precedingComment = pendingComment
        pendingComment = nil
        stack.append(node)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard let node = stack.popLast() else { return }
        pendingComment = nil
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil, tooDeepAtLine == nil {
            firstError = ((parseError as NSError).code, parser.lineNumber)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, foundCDATA cdataBlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: cdataBlock, as: UTF8.self)
    }
}
