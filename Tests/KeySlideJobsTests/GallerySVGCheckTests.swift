import Foundation
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// A comparison SVG goes into the gallery's page as markup only when it is what KeySlide's SVG
/// writer produces; anything else is shown by `<img>`, with a one-line warning naming the file and
/// the place of the first thing KeySlide would not have written.
@Suite("Gallery: which comparison SVGs are inlined")
struct GallerySVGCheckTests {
    static let file = "site/form-compare.svg"

    /// A small SVG in KeySlide's form, with every element and attribute the writer uses.
    static let valid =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" "
        + "height=\"10\" viewBox=\"0 0 10 5\" font-family=\"-apple-system, 'DejaVu Sans', sans-serif\">"
        + "<rect width=\"100%\" height=\"100%\" fill=\"#f2f2f7\"/><defs><clipPath id=\"c0\"><rect x=\"0\" y=\"0\" "
        + "width=\"10\" height=\"5\"><animate attributeName=\"height\" values=\"5;2.5\" keyTimes=\"0;1\" "
        + "calcMode=\"spline\" keySplines=\"0.38 0.7 0.125 1\" dur=\"2s\" repeatCount=\"indefinite\"/></rect>"
        + "</clipPath></defs><g clip-path=\"url(#c0)\"><g data-name=\"a &amp; &lt;b&gt; &quot;c&quot;&#10;\" "
        + "transform=\"translate(0,5)\" opacity=\"0.5\" visibility=\"hidden\"><animateTransform "
        + "attributeName=\"transform\" type=\"translate\" additive=\"sum\" values=\"0,0;0,-2\" keyTimes=\"0;1\" "
        + "dur=\"2s\" repeatCount=\"indefinite\"/><animate attributeName=\"visibility\" values=\"hidden;visible\" "
        + "keyTimes=\"0;0.5\" calcMode=\"discrete\" dur=\"2s\" repeatCount=\"indefinite\"/><rect x=\"1\" y=\"1\" "
        + "width=\"3\" height=\"2\" rx=\"0.5\" fill=\"none\" stroke=\"#000000\" stroke-width=\"0.5\" "
        + "stroke-dasharray=\"2 1\"/><text x=\"1\" y=\"4\" font-size=\"2\" font-weight=\"bold\" "
        + "text-anchor=\"middle\" fill=\"#000000\">Hi &amp; &lt;you&gt; é 👩‍💻</text><circle cx=\"5\" cy=\"2\" "
        + "r=\"1\" fill=\"#ff0000\"/><line x1=\"0\" y1=\"0\" x2=\"1e-3\" y2=\"-1.5\" fill=\"none\" "
        + "stroke=\"#00ff00\"/><polyline points=\"0,0 1,1 2,0\" fill=\"none\" stroke=\"#0000ff\"/></g></g></svg>\n"

    static func check(_ text: String) -> Result<String, BatchError> {
        Gallery.inlinableSVG(Data(text.utf8), file: file)
    }

    @Test func keySlidesOwnFormIsInlinedAsItIs() throws {
        #expect(try Self.check(Self.valid).get() == Self.valid)
    }

    /// Everything KeySlide's writer gives a comparison of random scenes (every device, look and
    /// action) is accepted, so no real comparison loses its player.
    @Test func everyComparisonKeySlideWritesIsAccepted() throws {
        var generator = SplitMix64(seed: 5)
        var drawn = 0
        for _ in 0..<(TestTier.current == .long ? 40 : 8) {
            let description = RandomScene.description(fps: 10, maximumDuration: 1.5, using: &generator)
            guard let scene = try? Scene.checked(description, name: "r", knownStrategies: StrategyCatalog.ids) else {
                continue
            }
            let recordings = StrategyCatalog.all.prefix(4).map { Simulation.run(scene, strategyID: $0.id)! }
            let settings = RenderSettings(scale: 1)
            let comparison = Renderer.comparisonDrawing(of: recordings, settings: settings)
            guard case .file(let bytes) = try Renderer.render(comparison, as: .animatedSVG, scale: 1, fps: 10) else {
                Issue.record("an animated SVG is one file")
                continue
            }
            let result = Gallery.inlinableSVG(Data(bytes), file: Self.file)
            if case .failure(let refusal) = result { Issue.record("\(refusal)") }
            drawn += 1
        }
        #expect(drawn >= 4)
    }

    /// Each hostile piece, put where KeySlide writes an element or an attribute, is refused at
    /// its own place: line 2, at the column it starts.
    @Test(arguments: [
        // Script and elements that hold or load markup.
        "<script>alert(1)</script>", "<foreignObject><img src=\"x\" onerror=\"alert(1)\"/></foreignObject>",
        "<a href=\"javascript:alert(1)\"><rect/></a>", "<image href=\"x.png\"/>", "<use href=\"#c0\"/>",
        "<iframe src=\"x\"/>", "<style>rect{fill:url(http://e/x)}</style>", "<set attributeName=\"href\"/>",
        "<animate attributeName=\"href\" values=\"javascript:alert(1)\"/>", "<feImage href=\"x\"/>",
        "<SCRIPT>x</SCRIPT>", "<svg:script>x</svg:script>", "<html:script>x</html:script>",
        // Markup that is not elements.
        "<![CDATA[<script>alert(1)</script>]]>", "<!-- <script> -->", "<?php x ?>", "<?xml-stylesheet href=\"x\"?>",
        "<!DOCTYPE svg>", "<!ENTITY x \"y\">", "&x;", "&#60;script&#62;", "&#x3C;", "&lt;script&gt;", "text",
        " ", "\n",
        // Attributes that run, load, restyle or are not KeySlide's.
        "<rect onload=\"alert(1)\"/>", "<rect ONLOAD=\"alert(1)\"/>", "<rect style=\"fill:url(http://e)\"/>",
        "<rect fill=\"url(http://e/x#a)\"/>", "<rect fill=\"url(#a)\"/>", "<g clip-path=\"url(http://e/#a)\"/>",
        "<g clip-path=\"url(#c0) \"/>", "<rect xlink:href=\"javascript:alert(1)\"/>", "<rect href=\"x\"/>",
        "<g transform=\"translate(0,0) scale(9)\"/>", "<g transform=\"matrix(1 0 0 1 0 0)\"/>",
        "<rect x=\"javascript:1\"/>", "<rect fill=\"red\"/>", "<rect fill=\"#ff000\"/>", "<rect id=\"a b\"/>",
        "<rect x=\"1\" x=\"2\"/>", "<rect xmlns=\"http://www.w3.org/1999/xhtml\"/>", "<g xmlns:x=\"y\"/>",
        "<animate attributeName=\"fill\" values=\"url(http://e)\"/>", "<rect x='1'/>", "<rect  x=\"1\"/>",
        "<rect x=\"1\"></rect >", "<rect x=\"1\">", "<rect x=\"<\"/>", "<rect x=\"&amp\"/>",
        "<text>\u{0}</text>", "<text>\u{1B}[2J</text>", "<text>\u{7F}</text>", "<text>&#0;</text>",
        "<text><![CDATA[x]]></text>", "<text>a</texts>", "<g>",
    ])
    func hostilePiecesAreRefusedWhereTheyAre(piece: String) throws {
        let anchor = "<circle "
        let at = try #require(Self.valid.range(of: anchor))
        let text = Self.valid.replacingCharacters(in: at.lowerBound..<at.lowerBound, with: piece)
        guard case .failure(let refusal) = Self.check(text) else {
            Issue.record("inlined: \(piece.debugDescription)")
            return
        }
        let message = refusal.description
        #expect(!message.contains("\n"), "\(message)")
        #expect(message.hasPrefix(Self.file + ": line "), "\(message)")
        #expect(message.contains("expected ") && message.contains("shown as a picture"), "\(message)")
        // Never before the piece: the place is where KeySlide's form was first left.
        let line2 = Self.valid.split(separator: "\n")[1]
        let pieceColumn = line2.distance(from: line2.startIndex, to: line2.range(of: anchor)!.lowerBound) + 1
        let numbers = message.split(separator: ":")[1].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 2 && (numbers[0] > 2 || numbers[1] >= pieceColumn), "\(message)")
    }

    /// The document's frame: the declaration, the root, the end.
    @Test func theDocumentIsKeySlidesFromFirstByteToLast() {
        let body = Self.valid.dropFirst(39)
        let variants = [
            "", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "\u{FEFF}" + Self.valid, " " + Self.valid,
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + body, "<?xml version=\"1.1\" encoding=\"UTF-8\"?>" + body,
            Self.valid + " ", Self.valid + "<svg/>\n", String(Self.valid.dropLast()), Self.valid + "\n",
            Self.valid.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"", with: "<svg"),
            Self.valid.replacingOccurrences(of: "2000/svg\"", with: "2000/svg\" xmlns:xlink=\"x\""),
            Self.valid.replacingOccurrences(of: "</svg>\n", with: "</svg>\n<!-- x -->\n"),
            Self.valid.replacingOccurrences(of: "</g></g></svg>", with: "</g></svg>"),
            Self.valid.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: ""),
            Self.valid.replacingOccurrences(of: "\n<svg", with: "\n<!DOCTYPE svg [<!ENTITY a \"b\">]>\n<svg"),
        ]
        for variant in variants {
            if case .success = Self.check(variant) { Issue.record("inlined: \(variant.prefix(80).debugDescription)") }
        }
        var bytes = Array(Self.valid.utf8)
        for bad: [UInt8] in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBE]] {
            let at = bytes.firstIndex(of: UInt8(ascii: "H"))!
            bytes.replaceSubrange(at...at, with: bad)
            if case .success = Gallery.inlinableSVG(Data(bytes), file: Self.file) { Issue.record("bytes \(bad)") }
            bytes = Array(Self.valid.utf8)
        }
    }
}
