import KeySlideGeometry
import KeySlideScene

// Interface Builder's `<constraint>`s in the scene's constraint syntax. A scene writes each
// constraint on its first item, an element, and names the other item from there: an element's
// id, `superview`, the superview's `safeArea` and `margins` guides, another view's
// (`card.safeArea`, `rootView.margins`), `rootView` or `keyboard`. IB writes a constraint on the
// common superview, often with a guide or the root view first; such a constraint is turned round
// (`a = m·b + c` is `b = a/m − c/m`). One that neither way round names what a scene can name (a
// view inside a control, which is no element) is left out with a warning at its line.

extension TreeMapping {
    /// One end of a constraint: the item and the attribute a scene names, and how far the
    /// attribute the file names lies from it (a cell's margin written as its edge plus the margin).
    struct End: Hashable {
        var target: ConstraintTarget
        var attribute: String
        var offset = 0.0
    }

    /// Converts every installed constraint, in file order, into `written`.
    mutating func convertConstraints() {
        var pending = [screen.root]
        while let view = pending.popLast() {
            for constraint in view.layout.constraints
            where view.layout.installs(
                constraint.sourceID, widthIsRegular: widthIsRegular, heightIsRegular: heightIsRegular)
            {
                convert(constraint)
            }
            pending += children(of: view).reversed()
        }
    }

    private mutating func convert(_ constraint: ImportedConstraint) {
        guard let first = end(constraint.firstItem, constraint.firstAttribute, constraint) else { return }
        var second: End?
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard let resolved = end(item, attribute, constraint) else { return }
            second = resolved
        }
        for case .view(let id) in [first.target, second?.target] { mentioned.insert(id) }
        // A constraint from a view to one of its subviews (IB writes `trailing = field.trailing + 20`
        // on the superview, its first item left out) or from a cell's margin to its content stays
        // with the subview, turned round: it is what places the subview, and a table row or a
        // cell's content view holds no constraints of its own in a scene.
        var turnFirst = false
        if let second, case .view(let inner) = second.target {
            if case .view(let outer) = first.target, superviewOf[inner] == outer { turnFirst = true }
            if first.offset != 0 { turnFirst = true }
        }
        if !turnFirst, case .view(let owner) = first.target, let text = text(constraint, on: owner, first, second) {
            keep(text, on: owner, constraint)
            return
        }
        if let second, constraint.multiplier != 0, case .view(let owner) = second.target {
            var turned = constraint
            turned.multiplier = 1 / constraint.multiplier
            turned.constant = -constraint.constant / constraint.multiplier
            if constraint.multiplier > 0 {
                turned.relation =
                    ["lessThanOrEqual": "greaterThanOrEqual", "greaterThanOrEqual": "lessThanOrEqual"][
                        constraint.relation] ?? constraint.relation
            }
            if let text = text(turned, on: owner, second, first) {
                keep(text, on: owner, constraint)
                return
            }
        }
        if turnFirst, case .view(let owner) = first.target, let text = text(constraint, on: owner, first, second) {
            keep(text, on: owner, constraint)
            return
        }
        if second == nil, first.target == .root {
            drop(constraint, "the root view's own \(first.attribute): a scene gives the root view its size (rootFrame)")
            return
        }
        drop(
            constraint,
            "it relates items a scene cannot name from either end (a guide or view that is no "
                + "element of the tree)")
    }

    private mutating func keep(_ text: String, on owner: String, _ constraint: ImportedConstraint) {
        guard let element = elementID[owner] else { return }
        var id: String?
        if let identifier = constraint.identifier, Self.isName(identifier), !usedConstraintIDs.contains(identifier) {
            usedConstraintIDs.insert(identifier)
            id = identifier
        }
        written[element, default: []].append(SceneDescription.ConstraintText(text, id: id))
        constraintCount += 1
    }

    /// A constraint id a scene accepts: ASCII letters, digits, `-` and `_`.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 100
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
    }

    /// The end `item.attribute` names; nil (with a warning) when the scene cannot name it.
    private mutating func end(_ item: String, _ attribute: String, _ constraint: ImportedConstraint) -> End? {
        var base = attribute
        var margins = false
        for suffix in ["WithinMargins", "Margin"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            margins = true
        }
        switch base {
        case "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY":
            break
        case "firstBaseline", "baseline", "lastBaseline":
            // One line of text sits in the middle of a label, a field or a button.
            warnOnce(constraint, "a \(base) is taken as the view's centerY (one line of text, centred)")
            base = "centerY"
        default:
            drop(constraint, "attribute \(attribute) is not one a scene knows")
            return nil
        }
        let target: ConstraintTarget
        if item == screen.root.sourceID {
            target = .root
        } else if elementID[item] != nil {
            target = .view(item)
        } else if let guide = guides[item] {
            target = guide
        } else if item == screen.topLayoutGuideID {
            target = .topLayoutGuide
        } else if item == screen.bottomLayoutGuideID {
            target = .bottomLayoutGuide
        } else {
            drop(constraint, "it names \(item), which is not a view of this screen's tree or a guide")
            return nil
        }
        guard margins else { return End(target: target, attribute: base) }
        switch target {
        case .root: return End(target: .margins(owner: screen.root.sourceID ?? ""), attribute: base)
        case .view(let owner) where isCellOrContent(owner):
            return End(target: .view(owner), attribute: base, offset: cellMargins.offset(of: base))
        case .view(let owner): return End(target: .margins(owner: owner), attribute: base)
        default:
            drop(constraint, "a margin attribute on a layout guide")
            return nil
        }
    }

    /// The constraint as written on element `owner`, or nil when its other end is not one the
    /// scene names from there.
    private func text(_ constraint: ImportedConstraint, on owner: String, _ first: End, _ second: End?) -> String? {
        let relation = ["lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][constraint.relation] ?? "=="
        var text = "\(first.attribute) \(relation) "
        // `first + o1 = m · (second + o2) + c` is `first = m · second + (c + m · o2 − o1)`.
        let constant = constraint.constant + constraint.multiplier * (second?.offset ?? 0) - first.offset
        if let second {
            guard let item = itemName(second.target, from: owner) else { return nil }
            text += "\(item).\(second.attribute)"
            if constraint.multiplier != 1 { text += " * \(YAMLText.number(Self.rounded(constraint.multiplier)))" }
            if Self.rounded(constant) != 0 {
                text += constant < 0 ? " - " : " + "
                text += YAMLText.number(Self.rounded(abs(constant)))
            }
        } else {
            guard first.attribute == "width" || first.attribute == "height" else { return nil }
            text += YAMLText.number(Self.rounded(constant))
        }
        if constraint.priority != 1000 { text += " @ \(YAMLText.number(constraint.priority))" }
        return text
    }

    /// A number as the constraint syntax reads it (plain decimals): at most 6 decimals.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// How the element `owner` names `target`: `superview`, `safeArea`, `margins` (its
    /// superview's), an element id, a controller's layout guide; nil when it cannot.
    private func itemName(_ target: ConstraintTarget, from owner: String) -> String? {
        let parent = superviewOf[owner]
        switch target {
        case .view(let id): return id == parent ? "superview" : elementID[id]
        case .root: return parent == screen.root.sourceID ? "superview" : "rootView"
        case .safeArea(let guideOwner): return guideOwner == parent ? "safeArea" : guideName(guideOwner, "safeArea")
        case .margins(let guideOwner): return guideOwner == parent ? "margins" : guideName(guideOwner, "margins")
        case .topLayoutGuide: return "topLayoutGuide"
        case .bottomLayoutGuide: return "bottomLayoutGuide"
        case .keyboard: return "keyboard"
        }
    }

    /// A guide of a view that is not the superview, named from anywhere: `card.safeArea`,
    /// `rootView.margins`; nil for a view that is no element.
    private func guideName(_ owner: String, _ guide: String) -> String? {
        if owner == screen.root.sourceID { return "rootView.\(guide)" }
        return elementID[owner].map { "\($0).\(guide)" }
    }

    mutating func drop(_ constraint: ImportedConstraint, _ reason: String) {
        warnings.add(
            line: constraint.sourceLine, element: "constraint",
            message: "left out: \(reason)", kind: "constraint left out: \(reason.prefix(30))")
        droppedConstraints += 1
        notes.append("line \(constraint.sourceLine.map(String.init) ?? "?"): a constraint left out: \(reason)")
    }

    private mutating func warnOnce(_ constraint: ImportedConstraint, _ message: String) {
        warnings.add(line: constraint.sourceLine, element: "constraint", message: message)
    }
}
