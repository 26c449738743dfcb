import KeySlideSimulation
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
}
