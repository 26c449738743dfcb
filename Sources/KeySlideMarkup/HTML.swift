import Foundation
import KeySlideGeometry

/// The gallery page's markup: the project's own element tree (the one the SVG files are built
/// with), written with HTML's rules, so every text and attribute value passes through the one
/// escaping function, `MarkupElement.escape`.
package enum HTML {
    /// Elements HTML writes with no end tag and no content.
    package static let voidElements: Set<String> = ["meta", "img", "br", "hr", "link", "input"]

    /// `<!DOCTYPE html>`, the document and a final newline.
    package static func document(_ root: MarkupElement) -> String {
        "<!DOCTYPE html>\n" + html(root) + "\n"
    }

    /// `element` as HTML: like XML, except that a void element has no `/>` and no end tag, and any
    /// other empty element still gets its end tag (`<div></div>`), as HTML parsers expect.
    package static func html(_ element: MarkupElement) -> String {
        var out = ""
        write(element, into: &out)
        return out
    }

    private static func write(_ element: MarkupElement, into out: inout String) {
        out += "<" + element.name
        for attribute in element.attributes {
            out += " " + attribute.name + "=\"" + MarkupElement.escape(attribute.value, quotes: true) + "\""
        }
        out += ">"
        if voidElements.contains(element.name) {
            precondition(element.children.isEmpty, "<\(element.name)> cannot have content")
            return
        }
        for child in element.children {
            switch child {
            case .element(let child): write(child, into: &out)
            case .text(let text) where element.name == "script": out += scriptText(text)
            case .text(let text): out += MarkupElement.escape(text, quotes: false)
            }
        }
        out += "</" + element.name + ">"
    }

    /// `<` as a script writes it.
    private static let escapedOpen = Array("\\u003C".utf8)

    /// A script's text as HTML reads it: raw, with no character references, so escaping it as
    /// markup would change it. The one thing that could end it early or open a comment is `<`
    /// (`</script>`, `<!--`), written `\u003C`: the same character inside a JSON or JavaScript
    /// string. Scripts are JSON data or the player's code, which holds no `<` outside strings.
    package static func scriptText(_ text: String) -> String {
        text.escapingUTF8(where: { $0 == UInt8(ascii: "<") }, as: { _, bytes in bytes += escapedOpen })
    }

    // MARK: Building

    /// An element with mixed content.
    package static func element(
        _ name: String, _ attributes: [(String, String)] = [], _ content: [MarkupElement.Child] = []
    )
        -> MarkupElement
    {
        MarkupElement(name, attributes, content: content)
    }

    /// An element holding only text.
    package static func element(_ name: String, _ attributes: [(String, String)] = [], text: String) -> MarkupElement {
        MarkupElement(name, attributes, content: [.text(text)])
    }

    /// `children` one per line, the way the page lays out blocks: a newline after the start tag,
    /// between children and before the end tag.
    package static func lines(_ children: [MarkupElement]) -> [MarkupElement.Child] {
        [.text("\n")] + children.flatMap { [MarkupElement.Child.element($0), .text("\n")] }
    }
}
