import KeySlideGeometry
import KeySlideLayout
import KeySlideSystem

/// Constraints: read from their text, their items found, the pairings UIKit refuses refused.
extension SceneChecker {
    /// The names of the items that are not elements, as constraints write them.
    static let guideItems: [(name: String, item: Scene.Constraint.Item)] = [
        ("superview", .superview), ("safeArea", .safeArea), ("margins", .margins), ("keyboard", .keyboard),
        ("rootView", .rootView),
        ("topLayoutGuide", .topLayoutGuide), ("bottomLayoutGuide", .bottomLayoutGuide),
    ]

    /// The constraint at `path`; `ids` are every element id of the scene. Its place is the path
    /// until the reader puts its file, line and column there.
    func constraint(_ given: SceneDescription.ConstraintText, at path: String, ids: Set<String>) throws(SceneError)
        -> Scene.Constraint
    {
        // The file writes a named constraint as {constraint: …, id: …}: its text is one key down.
        let textPath = given.id == nil ? path : "\(path).constraint"
        _ = try text(given.text, at: textPath)
        let written: WrittenConstraint
        do {
            written = try ConstraintSyntax.parse(given.text)
        } catch {
            throw self.error(at: textPath, "\(error.message) (column \(error.column) of \(Quoted.value(given.text)))")
        }
        var constraint = Scene.Constraint(
            attribute: written.attribute, relation: written.relation, itemAttribute: written.itemAttribute,
            multiplier: written.multiplier, constant: written.constant, priority: written.priority,
            identifier: try constraintID(given.id, at: "\(path).id"), text: given.text, place: textPath)
        let quoted = Quoted.value(given.text)
        // Lengths are bounded as a frame's are (Scene.maximumLength), multipliers likewise.
        if abs(written.constant) > Scene.maximumLength {
            throw error(
                at: textPath,
                "\(quoted): a constant is at most \(Int(Scene.maximumLength)) pt either way, found "
                    + written.constant.readable())
        }
        if abs(written.multiplier) > Scene.maximumMultiplier {
            throw error(
                at: textPath,
                "\(quoted): a multiplier is at most \(Int(Scene.maximumMultiplier)) either way, found "
                    + written.multiplier.readable())
        }
        if let name = written.item, let attribute = written.itemAttribute {
            constraint.item = try item(named: name, at: textPath, ids: ids)
            if let problem = Self.pairingProblem(written.attribute, attribute, item: constraint.item) {
                throw error(at: textPath, "\(quoted): \(problem)")
            }
            if !written.attribute.isSize, written.multiplier == 0 {
                throw error(
                    at: textPath,
                    "\(quoted): a multiplier of 0 on a position (\(written.attribute.rawValue)) places it at "
                        + "nothing; UIKit refuses it: relate it to an item with a multiplier other than 0")
            }
        } else if !written.attribute.isSize {
            throw error(
                at: textPath,
                "\(quoted): a position (\(written.attribute.rawValue)) cannot equal a constant; UIKit refuses it: "
                    + "measure it from an item, as in \(written.attribute.rawValue) == superview."
                    + "\(written.attribute.rawValue) + 8")
        }
        return constraint
    }

    /// The item a constraint names: a guide's name first, then an element's id.
    private func item(named name: String, at path: String, ids: Set<String>) throws(SceneError)
        -> Scene.Constraint.Item
    {
        if let guide = Self.guideItems.first(where: { $0.name == name }) { return guide.item }
        if ids.contains(name) { return .element(name) }
        for (suffix, isMargins) in [(".safeArea", false), (".margins", true)] where name.hasSuffix(suffix) {
            let owner = String(name.dropLast(suffix.count))
            guard owner == "rootView" || ids.contains(owner) else { break }
            let ownerID = owner == "rootView" ? nil : owner
            return isMargins ? .marginsOf(ownerID) : .safeAreaOf(ownerID)
        }
        let guides = Self.guideItems.map(\.name)
        var message = "unknown item '\(Quoted.text(name))'; "
        if let suggestion = Suggestions.closest(to: name, among: guides + ids.sorted()) {
            message += "did you mean '\(suggestion)'? "
        }
        throw error(
            at: path,
            message + "an item is \(guides.joined(separator: ", ")), an element's id, or a guide of one "
                + "(card.safeArea, rootView.margins)")
    }

    /// Why UIKit would refuse relating `first` to `second` ("Invalid pairing of layout attributes"),
    /// or `nil`. Sizes may relate across axes (an aspect ratio); positions may not.
    static func pairingProblem(_ first: LayoutAttribute, _ second: LayoutAttribute, item: Scene.Constraint.Item?)
        -> String?
    {
        let invalid = "invalid pairing of layout attributes (UIKit throws): "
        if first.isSize != second.isSize {
            let (position, size) = first.isSize ? (second, first) : (first, second)
            return invalid + "\(position.rawValue) is a position and \(size.rawValue) a size"
        }
        if !first.isSize, first.isHorizontal != second.isHorizontal {
            let (horizontal, vertical) = first.isHorizontal ? (first, second) : (second, first)
            return invalid + "\(horizontal.rawValue) is horizontal and \(vertical.rawValue) vertical"
        }
        if item == .topLayoutGuide || item == .bottomLayoutGuide, ![.top, .bottom, .height].contains(second) {
            return "a layout guide of the bars has only top, bottom and height, not \(second.rawValue)"
        }
        return nil
    }

    /// A constraint's identifier: as an element's id, so it needs no quoting anywhere.
    private func constraintID(_ id: String?, at path: String) throws(SceneError) -> String? {
        guard let id else { return nil }
        _ = try text(id, at: path)
        guard !id.isEmpty, id.unicodeScalars.allSatisfy(Self.isIdCharacter) else {
            throw error(
                at: path, "\(Quoted.value(id)) is not a valid id; use one or more ASCII letters, digits, '-' and '_'")
        }
        return id
    }

    /// Constraint identifiers are unique in the scene, and the scene holds at most
    /// `Scene.maximumConstraints`.
    func checkConstraintIDs(in view: Scene.View) throws(SceneError) {
        var firstUse: [String: String] = [:]
        var total = 0
        for element in view.allElements {
            total += element.constraints.count
            if let first = element.constraints.first {
                try count(
                    total, of: "constraints", in: "a scene", limit: Scene.maximumConstraints, at: first.place)
            }
            for constraint in element.constraints {
                guard let id = constraint.identifier else { continue }
                let at =
                    constraint.place.hasSuffix(".constraint")
                    ? String(constraint.place.dropLast(".constraint".count)) + ".id" : constraint.place
                if let earlier = firstUse[id] {
                    throw error(
                        at: at,
                        "duplicate constraint id \(Quoted.value(id)) (already used at \(earlier)); ids must be unique")
                }
                firstUse[id] = constraint.place
            }
        }
    }
}
