/// libxml2's error codes (`xmlParserErrors` in libxml/xmlerror.h) in words. Foundation's
/// `XMLParser` on Linux passes on the code and not libxml2's message, so a broken storyboard
/// was "not well-formed XML (XML parser error 76)"; a person needs to know what to look for at
/// the line the error names. Codes an Interface Builder file can meet have words; any other
/// is named by its number.
enum XMLErrorWords {
    static func reason(_ code: Int) -> String {
        words[code] ?? "libxml2 error \(code)"
    }

    private static let words: [Int: String] = [
        1: "a name, a text or the nesting is beyond libxml2's limits",
        2: "out of memory",
        3: "no start tag: '<' not found",
        4: "the document is empty",
        5: "the document ends inside an element, or goes on after its root element",
        6: "a character reference &#x…; that is no character",
        7: "a character reference &#…; that is no character",
        8: "a character reference that is no character",
        9: "a character XML does not allow: a control character, or bytes that are not UTF-8",
        10: "a character reference cut off by the end of the document",
        14: "an entity reference cut off by the end of the document",
        22: "'&' not followed by a name, where an ampersand is written &amp;",
        23: "an entity reference without its ';', where an ampersand is written &amp;",
        26: "an entity that is not declared: only &lt; &gt; &amp; &quot; &apos; are",
        27: "an entity that is not declared: only &lt; &gt; &amp; &quot; &apos; are",
        31: "an encoding libxml2 does not know",
        32: "an encoding libxml2 does not support",
        33: "a quoted string that does not start",
        34: "a quoted string that is not closed",
        38: "'<' inside an attribute value, where it is written &lt;",
        39: "an attribute value that does not start with a quote",
        40: "an attribute value that is not closed",
        41: "an attribute without a value",
        42: "an attribute given twice in one element",
        43: "a quoted value that does not start",
        44: "a quoted value that is not closed",
        45: "a comment that is not closed with -->",
        46: "a processing instruction that does not start",
        47: "a processing instruction that is not closed with ?>",
        56: "an XML declaration that does not start",
        57: "an XML declaration that is not closed with ?>",
        62: "']]>' outside a CDATA section",
        63: "a CDATA section that is not closed with ]]>",
        64: "'<?xml' somewhere other than the very start of the document",
        65: "a space is missing",
        68: "a name is missing",
        72: "'<' expected",
        73: "'>' expected",
        74: "'</' expected",
        75: "'=' expected after an attribute name",
        76: "an end tag that does not match its start tag",
        77: "a tag that is not closed",
        80: "'--' inside a comment",
        81: "bytes that are not valid in the document's encoding",
        85: "elements that are not balanced",
        86: "content after the root element",
        89: "an entity that refers to itself",
        96: "an XML declaration without a version",
        108: "an XML version libxml2 does not know",
        111: "reading stopped",
    ]
}
