import KeySlideGeometry

// The layout parts of a view element in Xcode's XML format: `<constraints>`, the autoresizing
// mask, `translatesAutoresizingMaskIntoConstraints`, the safe-area guide, fonts, priorities,
// stack settings and size-class `<variation>`s. Placeholder constraints (`placeholder="YES"`)
// exist only while editing: Xcode removes them at build time, and so does this reader.

extension IBDocumentReader {
    mutating func layout(of node: XMLNode) -> ImportedViewLayout {
        var layout = ImportedViewLayout()
        // A view without constraints in an Auto Layout document (`fixedFrame`, Xcode 8 on) is
        // built with its autoresizing mask, whatever the attribute says.
        layout.translatesAutoresizingMask =
            node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node["fixedFrame"] == "YES"
        layout.isMisplaced = node["misplaced"] == "YES"
        layout.isInteractionDisabled = node["userInteractionEnabled"] == "NO"
        layout.isNotEditable = node.name == "textView" && node["editable"] == "NO"
        if let mask = node.child("autoresizingMask", key: "autoresizingMask") {
            layout.autoresizingMask = Self.maskFlags.compactMap { mask[$0.attribute] == "YES" ? $0.flag : nil }
        }
        for guide in node.children where guide.name == "viewLayoutGuide" {
            if guide["key"] == "safeArea" { layout.safeAreaGuideID = guide["id"] }
            if guide["key"] == "layoutMarginsGuide" { layout.marginsGuideID = guide["id"] }
        }
        if let guide = node.child("keyboardLayoutGuide", key: "keyboard") { layout.keyboardGuideID = guide["id"] }
        if let font = node.child("fontDescription", key: "fontDescription") {
            layout.fontSize = Self.number(font["pointSize"]) ?? font["style"].flatMap { Self.textStyleSizes[$0] }
        }
        layout.hugging = [
            Self.number(node["horizontalHuggingPriority"]) ?? 250, Self.number(node["verticalHuggingPriority"]) ?? 250,
        ]
        layout.compressionResistance = [
            Self.number(node["horizontalCompressionResistancePriority"]) ?? 750,
            Self.number(node["verticalCompressionResistancePriority"]) ?? 750,
        ]
        if node.name == "stackView" {
            layout.distribution = node["distribution"]
            layout.alignment = node["alignment"]
            layout.spacing = Self.number(node["spacing"])
        }
        layout.constraints = constraints(of: node)
        layout.variations = node.children.filter { $0.name == "variation" }.map { variation in
            var read = ImportedVariation(key: variation["key"] ?? "")
            for mask in variation.children where mask.name == "mask" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "include" { read.included.append(reference) }
                    if entry.name == "exclude" { read.excluded.append(reference) }
                }
            }
            return read
        }
        return layout
    }

    /// IB's attribute for each autoresizing flag.
    static let maskFlags: [(attribute: String, flag: String)] = [
        ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
        ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
        ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
    ]

    private mutating func constraints(of node: XMLNode) -> [ImportedConstraint] {
        guard let list = node.child("constraints") else { return [] }
        var result: [ImportedConstraint] = []
        for element in list.children where element.name == "constraint" {
            if element["placeholder"] == "YES" { continue }  // removed at build time
            guard let owner = element["firstItem"] ?? node["id"], let attribute = element["firstAttribute"] else {
                warn(element, "a constraint without a first item or attribute; left out")
                continue
            }
            guard let multiplier = Self.multiplier(element["multiplier"]) else {
                warn(element, "multiplier \"\(element["multiplier"] ?? "")\" is not a number or a ratio; left out")
                continue
            }
            result.append(
                ImportedConstraint(
                    sourceID: element["id"], firstItem: owner, firstAttribute: attribute,
                    relation: element["relation"] ?? "equal",
                    secondItem: element["secondItem"] ?? (element["secondAttribute"] != nil ? node["id"] : nil),
                    secondAttribute: element["secondAttribute"], multiplier: multiplier,
                    constant: Self.number(element["constant"]) ?? 0,
                    priority: Self.number(element["priority"]) ?? 1000, identifier: element["identifier"],
                    sourceLine: element.line))
        }
        return result
    }

    /// `2`, `0.5` or a ratio `16:9` (16 / 9); nil for anything else or a zero denominator.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])), b != 0 {
            return a / b
        }
        return parts.count == 1 ? number(text) : nil
    }
}

extension IBDocumentReader {
    /// The point size of each text style at the default ("Large") Dynamic Type setting, for a
    /// `<fontDescription style=…>` without a `pointSize` (docs/facts.md §14.2, Apple's HIG).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
}
