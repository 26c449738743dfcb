import Foundation
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@Suite struct JSONValueTests {
    let value = JSONValue.object([
        ("name", .string("a \"quoted\"\nline")),
        ("n", .number(0.1 + 0.2)),
        ("whole", .number(-0.0)),
        ("big", .integer(UInt64.max)),
        ("list", .array([.object([("t", .number(1.23456))]), .object([("t", .null)])])),
        ("nested", .object([("ok", .bool(true)), ("nan", .number(.nan))])),
    ])

    @Test func compactHasNoSpacesAndEscapesStrings() {
        #expect(
            value.serialized()
                == #"{"name":"a \"quoted\"\nline","n":0.30000000000000004,"whole":0,"big":18446744073709551615,"list":[{"t":1.23456},{"t":null}],"nested":{"ok":true,"nan":null}}"#
        )
    }

    @Test func decimalsRoundNumbers() {
        #expect(
            JSONValue.array([.number(0.1 + 0.2), .number(-0.00001), .number(2.5)]).serialized(decimals: 3)
                == "[0.3,0,2.5]")
    }

    /// Every Double is written as JSON: no `inf` or `nan`, even where rounding to decimals would
    /// overflow (1e308 × 10^4 is infinite) — which once printed `inf` in `trace` and `explain --json`.
    @Test func everyNumberIsJSON() {
        let numbers: [Double] = [.infinity, -.infinity, .nan, .greatestFiniteMagnitude, -1e308, 1e300, 5e-324]
        #expect(
            JSONValue.array(numbers.map(JSONValue.number)).serialized(decimals: 4)
                == "[null,null,null,1.7976931348623157e+308,-1e+308,1e+300,0]")
        #expect(
            JSONValue.array(numbers.map(JSONValue.number)).serialized()
                == "[null,null,null,1.7976931348623157e+308,-1e+308,1e+300,5e-324]")
    }

    @Test func linesLayoutPutsOneMemberOrListedObjectPerLine() {
        #expect(
            value.serialized(.lines, decimals: 2) == """
                {
                  "name": "a \\"quoted\\"\\nline",
                  "n": 0.3,
                  "whole": 0,
                  "big": 18446744073709551615,
                  "list": [
                    {"t": 1.23},
                    {"t": null}
                  ],
                  "nested": {"ok": true, "nan": null}
                }
                """)
    }

    @Test func indentedLayoutOpensEveryContainer() {
        #expect(
            JSONValue.object([("a", .array([.number(1)])), ("b", .object([(String, JSONValue)]()))]).serialized(
                .indented) == """
                    {
                      "a": [
                        1
                      ],
                      "b": {}
                    }
                    """)
    }

    /// Strings are escaped byte by byte (`writeString`): every control character as `\u00xx`
    /// in lower case, `"` and `\` with a backslash, and everything else (any UTF-8 character,
    /// DEL included) as it is. Random strings over those pieces read back through Foundation's
    /// own JSON reader as the string they were.
    @Test func stringsReadBackWhateverTheyHold() throws {
        #expect(JSONValue.string("\u{1}\u{1F}\u{7F}\"\\\n\r\t/é").serialized() == #""\u0001\u001f\#u{7F}\"\\\n\r\t/é""#)
        let pieces: [String] =
            (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
                "\"", "\\", "/", "a", " ", "<", "\u{7F}", "é", "€", "日本", "👩‍💻", "\u{2028}",
            ]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let json = JSONValue.array([.string(text)]).serialized()
            let read = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            #expect(read == [text], "\(json)")
            #expect(!json.unicodeScalars.contains { $0.value < 0x20 }, "\(json)")
        }
    }
}
