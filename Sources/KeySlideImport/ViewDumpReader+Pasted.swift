import Foundation

// What a dump carries from the tool it was pasted from: Cycript's `\uXXXX` escapes, the same
// view printed twice (an echo, then its description), UIKit's short autoresizing names.

extension ViewDumpReader {
    /// `\\u8f93\\u5165` → `输入`: UTF-16 units, surrogate pairs joined; `\\xa0` → U+00A0 (Cycript
    /// prints a character below U+0100 outside ASCII so, as JavaScript does); anything else kept
    /// as written.
    static func decodingEscapes(_ text: String) -> String {
        var units: [UInt16] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        /// The unit a `\\u` (4 digits) or `\\x` (2 digits) escape at `index` stands for.
        func escaped() -> (unit: UInt16, length: Int)? {
            guard scalars[index] == "\\", index + 1 < scalars.count else { return nil }
            let digits = scalars[index + 1] == "u" ? 4 : scalars[index + 1] == "x" ? 2 : 0
            guard digits > 0, index + 1 + digits < scalars.count else { return nil }
            let hex = String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 2 + digits)]))
            guard hex.allSatisfy(\.isHexDigit), let unit = UInt16(hex, radix: 16) else { return nil }
            return (unit, 2 + digits)
        }
        while index < scalars.count {
            if let (unit, length) = escaped() {
                units.append(unit)
                index += length
                continue
            }
            units += String(scalars[index]).utf16
            index += 1
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// `W+H`, `LM+RM+BM` (as `autoresize = …` prints a mask) → UIKit's flag names.
    static func autoresizingMask(_ text: String) -> [String] {
        let names = [
            "LM": "flexibleLeftMargin", "W": "flexibleWidth", "RM": "flexibleRightMargin",
            "TM": "flexibleTopMargin", "H": "flexibleHeight", "BM": "flexibleBottomMargin",
        ]
        return text.split(separator: "+").compactMap { names[String($0).trimmingCharacters(in: .whitespaces)] }
    }

    /// The roots with one of each address: a root printed twice (a session that shows a view,
    /// then its description) keeps the printing with the most subviews, the first of equals.
    static func withoutRepeats(_ roots: [Line], warnings: inout WarningLog) -> [Line] {
        var best: [String: Int] = [:]
        for (index, root) in roots.enumerated() {
            guard let address = root.address else { continue }
            if let kept = best[address], roots[kept].children.count >= root.children.count { continue }
            best[address] = index
        }
        return roots.enumerated().compactMap { index, root in
            guard let address = root.address, let kept = best[address], kept != index else { return root }
            warnings.add(
                line: root.number, element: root.className,
                message: "the view \(address) is printed again at line \(roots[kept].number); this printing skipped")
            return nil
        }
    }
}
