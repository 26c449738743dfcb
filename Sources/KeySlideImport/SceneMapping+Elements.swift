import KeySlideScene
import KeySlideSystem

// The mapping's element ids, and the most elements a scene holds: what keeps a screen of any
// size importable as a scene that loads.

extension SceneMapping {
    /// The view's id with characters a scene id may not hold (`Email Field`) turned into `-`,
    /// made unique among the elements.
    mutating func uniqueID(for view: ImportedView) -> String {
        var id = String(
            view.id.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
                default: "-"
                }
            })
        if id.isEmpty { id = view.kind.name }
        // Room for a suffix within the longest text a scene holds.
        id = String(id.prefix(Scene.maximumTextLength - 12))
        var candidate = id
        if usedIDs.contains(candidate) {
            var suffix = idSuffixes[id, default: 1]
            repeat {
                suffix += 1
                candidate = "\(id)-\(suffix)"
            } while usedIDs.contains(candidate)
            idSuffixes[id] = suffix
        }
        usedIDs.insert(candidate)
        return candidate
    }

    /// Keeps at most `Scene.maximumElements` elements, the others left out with a note and a
    /// reason each: a screen with 201 fields could not be imported at all, and a scene of the
    /// first 200 shows what the keyboard does to them. Text inputs are kept first (what the
    /// simulation is about), then buttons and labels, then boxes; each from the top down, as
    /// the elements are read (`readingOrder`).
    mutating func keepWithinElementLimit() {
        let limit = Scene.maximumElements
        guard elements.count > limit else { return }
        func rank(_ type: String) -> Int {
            switch type {
            case "textField", "textView": 0
            case "box": 2
            default: 1
            }
        }
        let ranked = elements.indices.sorted { a, b in
            let (first, second) = (elements[a], elements[b])
            return (rank(first.element.type), first.frame.minY, first.frame.minX, a)
                < (rank(second.element.type), second.frame.minY, second.frame.minX, b)
        }
        let kept = Set(ranked.prefix(limit))
        notes.append(
            "the screen has \(Quoted.grouped(elements.count)) elements and a scene holds at most \(limit): "
                + "text inputs are kept first, then buttons and labels, then boxes, each from the top down")
        for (index, entry) in elements.enumerated() where !kept.contains(index) {
            let source = elementSources[entry.element.id]
            skipped.append(
                SkippedView(
                    className: source?.className ?? entry.element.type, id: entry.element.id, frame: entry.frame,
                    reason: "past the \(limit) elements a scene holds", sourceLine: source?.line))
        }
        elements = elements.indices.filter(kept.contains).map { elements[$0] }
    }
}
