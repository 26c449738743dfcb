import KeySlideLayout
import Testing

@Suite struct ConstraintSyntaxTests {
    /// Texts that read, with what they should read as.
    static let valid: [(String, WrittenConstraint)] = [
        (
            "bottom == keyboard.top - 8",
            WrittenConstraint(attribute: .bottom, relation: .equal, item: "keyboard", itemAttribute: .top, constant: -8)
        ),
        (
            "width == superview.width * 0.5 @ 750",
            WrittenConstraint(
                attribute: .width, relation: .equal, item: "superview", itemAttribute: .width, multiplier: 0.5,
                priority: LayoutPriority(rawValue: 750)!)
        ),
        ("height >= 44", WrittenConstraint(attribute: .height, relation: .greaterThanOrEqual, constant: 44)),
        (
            "centerY == superview.centerY",
            WrittenConstraint(attribute: .centerY, relation: .equal, item: "superview", itemAttribute: .centerY)
        ),
        (
            "leading==margins.leading+16",
            WrittenConstraint(
                attribute: .leading, relation: .equal, item: "margins", itemAttribute: .leading, constant: 16)
        ),
        (
            "  top <= safeArea.top + 0.5 @ high ",
            WrittenConstraint(
                attribute: .top, relation: .lessThanOrEqual, item: "safeArea", itemAttribute: .top, constant: 0.5,
                priority: .high)
        ),
        (
            "top == name-field.bottom + 12 @ low",
            WrittenConstraint(
                attribute: .top, relation: .equal, item: "name-field", itemAttribute: .bottom, constant: 12,
                priority: .low)
        ),
        (
            "width <= 2fa_code.height * -1.5 - .5 @ required",
            WrittenConstraint(
                attribute: .width, relation: .lessThanOrEqual, item: "2fa_code", itemAttribute: .height,
                multiplier: -1.5, constant: -0.5)
        ),
        ("height == -8", WrittenConstraint(attribute: .height, relation: .equal, constant: -8)),
        (
            "width == .5 @ 1",
            WrittenConstraint(attribute: .width, relation: .equal, constant: 0.5, priority: .init(rawValue: 1)!)
        ),
        (
            "top == topLayoutGuide.bottom",
            WrittenConstraint(attribute: .top, relation: .equal, item: "topLayoutGuide", itemAttribute: .bottom)
        ),
        (
            "right == x.left * 2",
            WrittenConstraint(attribute: .right, relation: .equal, item: "x", itemAttribute: .left, multiplier: 2)
        ),
        (
            "centerY == form-card.safeArea.centerY @ 250",
            WrittenConstraint(
                attribute: .centerY, relation: .equal, item: "form-card.safeArea", itemAttribute: .centerY,
                priority: .low)
        ),
        (
            "leading == rootView.margins.leading + 4",
            WrittenConstraint(
                attribute: .leading, relation: .equal, item: "rootView.margins", itemAttribute: .leading, constant: 4)
        ),
        (
            "width == rootView.width",
            WrittenConstraint(attribute: .width, relation: .equal, item: "rootView", itemAttribute: .width)
        ),
    ]

    @Test(arguments: 0..<valid.count) func validTextReads(_ index: Int) throws {
        let (text, expected) = Self.valid[index]
        #expect(try ConstraintSyntax.parse(text) == expected, "\(text)")
    }

    /// Texts that do not read, with the column the error names and a word its message holds.
    static let invalid: [(String, column: Int, words: String)] = [
        ("", 1, "expected an attribute"),
        ("botom == superview.bottom", 1, "unknown attribute 'botom'"),
        ("bottom = superview.bottom", 8, "expected a relation"),
        ("bottom", 7, "expected a relation"),
        ("bottom ==", 10, "item's attribute"),
        ("bottom == superview", 20, "expected '.' and an attribute after 'superview'"),
        ("bottom == superview.bottm", 21, "unknown attribute 'bottm'"),
        ("top == card.safeArea.margins.top", 22, "unknown attribute 'margins'"),
        ("bottom == superview.bottom -", 29, "expected a number"),
        ("bottom == superview.bottom - x", 30, "expected a number"),
        ("bottom == superview.bottom + 8 8", 32, "expected '*', '+', '-', '@'"),
        ("width == superview.width * ", 28, "expected a number"),
        ("width == superview.width @ 0", 28, "a priority is from 1 to 1000"),
        ("width == superview.width @ 1001", 28, "a priority is from 1 to 1000"),
        ("width == superview.width @ medium", 28, "unknown priority 'medium'"),
        ("width == superview.width @", 27, "expected a number"),
        ("height >= 44px", 11, "expected a number, found '44p'"),
        ("height >= 4.4.4", 11, "expected a number"),
        ("height >= *", 11, "item's attribute"),
        ("height >= 44 * 2", 14, "expected '*', '+', '-', '@'"),
        ("== superview.top", 1, "expected an attribute"),
        ("top == superview.top / 2", 22, "expected '*', '+', '-', '@'"),
    ]

    @Test(arguments: 0..<invalid.count) func invalidTextNamesItsColumn(_ index: Int) {
        let (text, column, words) = Self.invalid[index]
        do {
            let read = try ConstraintSyntax.parse(text)
            Issue.record("\(text) read as \(read)")
        } catch {
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.contains(words), "\(text): \(error)")
        }
    }

    @Test func aVeryLongTextIsRefusedWithoutReadingIt() {
        let text = "width == superview.width" + String(repeating: " ", count: 1_000)
        #expect(throws: ConstraintSyntaxError.self) { try ConstraintSyntax.parse(text) }
    }
}
