import KeySlideGeometry
import KeySlideScene

// Elements as YAML: a leaf on one line (`- {type: textField, id: email, …}`), a container or an
// element with constraints as a block whose `subviews` (or a stack's `arrangedSubviews`) are
// written the same way, one level further in.

extension ImportedScene {
    /// The lines of `element` and everything below it, starting at `indent`.
    static func elementLines(_ element: SceneDescription.Element, indent: String) -> [String] {
        let children = element.arrangedSubviews ?? element.subviews
        let fields = elementFields(element)
        let note = element.type == "box" ? "    # drawn as a box: only text inputs, labels and buttons act" : ""
        guard
            !children.isEmpty || !element.constraints.isEmpty || element.arrangedSubviews != nil
                || element.sections != nil
        else {
            return ["\(indent)- {\(fields.joined(separator: ", "))}\(note)"]
        }
        var lines = ["\(indent)- \(fields[0])"]
        lines += fields.dropFirst().map { "\(indent)  \($0)" }
        if !element.constraints.isEmpty {
            lines.append("\(indent)  constraints:")
            for constraint in element.constraints {
                let text = YAMLText.quoted(constraint.text)
                lines.append(
                    constraint.id.map { "\(indent)    - {constraint: \(text), id: \(YAMLText.name($0))}" }
                        ?? "\(indent)    - \(text)")
            }
        }
        if let sections = element.sections { lines += sectionLines(sections, indent: indent + "  ") }
        if element.arrangedSubviews != nil || !children.isEmpty {
            let key = element.arrangedSubviews != nil ? "arrangedSubviews" : "subviews"
            lines.append(children.isEmpty ? "\(indent)  \(key): []" : "\(indent)  \(key):")
            for child in children { lines += elementLines(child, indent: indent + "    ") }
        }
        return lines
    }

    /// `key: value` for each key the element sets, in the documented order, but for its
    /// constraints and subviews.
    private static func elementFields(_ element: SceneDescription.Element) -> [String] {
        var fields = [
            "type: \(element.type)", "id: \(YAMLText.name(element.id))", "frame: \(YAMLText.numbers(element.frame))",
        ]
        if let placeholder = element.placeholder { fields.append("placeholder: \(YAMLText.quoted(placeholder))") }
        if let text = element.text { fields.append("text: \(YAMLText.quoted(text))") }
        if let style = element.borderStyle { fields.append("borderStyle: \(YAMLText.name(style))") }
        if let key = element.returnKeyType { fields.append("returnKeyType: \(YAMLText.name(key))") }
        if element.hidden == true { fields.append("hidden: true") }
        if let mask = element.autoresizing { fields.append("autoresizing: [\(mask.joined(separator: ", "))]") }
        if let size = element.intrinsicSize {
            fields.append("intrinsicSize: \(YAMLText.numbers(size))")
        }
        if let pair = element.hugging {
            fields.append("hugging: [\(pair.map(YAMLText.number).joined(separator: ", "))]")
        }
        if let pair = element.compressionResistance {
            fields.append("compressionResistance: [\(pair.map(YAMLText.number).joined(separator: ", "))]")
        }
        if let size = element.contentSize {
            fields.append("contentSize: \(YAMLText.numbers(size))")
        }
        if let inset = element.contentInset {
            fields.append("contentInset: \(YAMLText.numbers(inset))")
        }
        if let behavior = element.contentInsetAdjustmentBehavior {
            fields.append("contentInsetAdjustmentBehavior: \(YAMLText.name(behavior))")
        }
        if let style = element.style { fields.append("style: \(YAMLText.name(style))") }
        if let axis = element.axis { fields.append("axis: \(YAMLText.name(axis))") }
        if let spacing = element.spacing { fields.append("spacing: \(YAMLText.number(spacing))") }
        if let alignment = element.alignment { fields.append("alignment: \(YAMLText.name(alignment))") }
        if let distribution = element.distribution { fields.append("distribution: \(YAMLText.name(distribution))") }
        return fields
    }

    /// A table's `sections:` at `indent`, each row's subviews written as elements.
    static func sectionLines(_ sections: [SceneDescription.TableSection], indent: String) -> [String] {
        var lines = ["\(indent)sections:"]
        for section in sections {
            var fields: [String] = []
            if let header = section.header { fields.append("header: \(YAMLText.quoted(header))") }
            if let footer = section.footer { fields.append("footer: \(YAMLText.quoted(footer))") }
            if let height = section.headerHeight { fields.append("headerHeight: \(YAMLText.number(height))") }
            fields.append("rows:")
            lines.append("\(indent)  - \(fields[0])")
            lines += fields.dropFirst().map { "\(indent)    \($0)" }
            for row in section.rows {
                var rowFields: [String] = []
                if let height = row.height { rowFields.append("height: \(YAMLText.number(height))") }
                if let accessory = row.accessory { rowFields.append("accessory: \(YAMLText.name(accessory))") }
                let subviews = row.subviews ?? []
                rowFields.append(subviews.isEmpty ? "subviews: []" : "subviews:")
                lines.append("\(indent)      - \(rowFields[0])")
                lines += rowFields.dropFirst().map { "\(indent)        \($0)" }
                for child in subviews { lines += elementLines(child, indent: indent + "          ") }
            }
        }
        return lines
    }
}
