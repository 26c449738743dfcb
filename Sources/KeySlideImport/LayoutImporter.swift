import Foundation
import KeySlideGeometry
import KeySlideScene

// The one entry point: a file's bytes in, an `ImportedDocument` or one `ImportError` out.
//
// The format is decided by content, never by the extension, because users paste dumps into
// `.txt`, `.log` or `.xib` files alike and rename storyboards. XML that starts with `<?xml`,
// `<document` or `<archive` is read as an Interface Builder document and its root element
// decides which reader takes it; text with `recursiveDescription` view lines is a view dump;
// anything else is refused with a message that says what was expected.
public enum LayoutImporter {
    /// Reads the file at `url`; errors name the file by its path.
    public static func importLayout(contentsOf url: URL) throws(ImportError) -> ImportedDocument {
        try importLayout(data: contents(of: url.path, written: url.path), file: url.path)
    }

    /// The bytes of the layout file at `path` (`written` as the user gave it), read only when it
    /// is a regular file of at most `XMLTree.maximumBytes`, so no file, however large, is held
    /// in memory whole (a 3 GB file took 3.2 GB before its size was refused). `hint` follows the
    /// reason when there is no such file.
    public static func contents(of path: String, written: String, hint: String? = nil) throws(ImportError) -> Data {
        do throws(BoundedFile.Problem) {
            return try BoundedFile.read(path, limit: XMLTree.maximumBytes)
        } catch {
            let reason =
                switch error {
                case .missing: (["no such file"] + (hint.map { [$0] } ?? [])).joined(separator: "; ")
                case .unreadable(let reason): reason
                case .folder: "it is a folder"
                case .special(let kind): "it is \(kind), not a regular file"
                case .tooLarge(let size):
                    "it is \(size.map { "\($0)" } ?? "more than \(XMLTree.maximumBytes)") bytes; at most "
                        + "\(XMLTree.maximumBytes) bytes are read"
                }
            throw ImportError(file: path, message: "cannot read the layout file \"\(written)\" (\(reason))")
        }
    }

    /// Reads `data`, naming it `file` in warnings and errors.
    public static func importLayout(data: Data, file: String) throws(ImportError) -> ImportedDocument {
        guard data.count <= XMLTree.maximumBytes else {
            throw ImportError(
                file: file,
                message: "file is \(data.count) bytes; at most \(XMLTree.maximumBytes) "
                    + "bytes are read")
        }
        let text = String(decoding: data, as: UTF8.self)
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        let looksLikeXML = ["<?xml", "<document", "<archive", "<!--"].contains { start.hasPrefix($0) }
        // Lines as a dump's lines end, `\r\n` and `\r` too: split at `"\n"` alone, a dump saved
        // with Windows line endings was one line, and imported as an empty screen.
        if !looksLikeXML, text.splitIntoLines().contains(where: ViewDumpReader.isViewLine) {
            var reader = ViewDumpReader(file: file)
            return inFileOrder(try reader.read(text))
        }
        guard start.hasPrefix("<") else {
            throw notAnImport(file)
        }
        let root = try XMLTree.parse(data, file: file)
        let type = root["type"] ?? ""
        switch root.name {
        case "document" where type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch."):
            var reader = IBDocumentReader(file: file)
            return inFileOrder(reader.read(root))
        case "archive" where type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch."):
            var reader = IBArchiveReader(file: file)
            return inFileOrder(reader.read(root))
        case "document" where type.hasPrefix("com.apple.InterfaceBuilder3."),
            "archive" where type.hasPrefix("com.apple.InterfaceBuilder3."):
            throw ImportError(
                file: file, line: root.line,
                message: "an Interface Builder document of type \"\(type)\" "
                    + "(not iOS); expected type \"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" or "
                    + "\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"")
        default:
            throw ImportError(
                file: file, line: root.line,
                message: "XML with root <\(root.name)> is not an "
                    + "Interface Builder document; expected <document "
                    + "type=\"com.apple.InterfaceBuilder3.CocoaTouch…\"> "
                    + "or <archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">")
        }
    }

    /// Warnings sorted by line (stable), as readers meet some elements out of file order.
    private static func inFileOrder(_ document: ImportedDocument) -> ImportedDocument {
        var document = document
        for index in document.screens.indices { document.screens[index].file = document.file }
        document.warnings = document.warnings.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
        return document
    }

    private static func notAnImport(_ file: String) -> ImportError {
        ImportError(
            file: file,
            message: "neither an Interface Builder document (storyboard or XIB) nor a UIKit "
                + "recursiveDescription dump; expected XML starting with <document> or <archive>, or lines like "
                + "\"<UITextField: 0x…; frame = (20 350; 280 31); …>\"")
    }
}
