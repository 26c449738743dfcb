import KeySlideGeometry
import KeySlideScene
import KeySlideSystem

// The mapping's element ids, the most elements a scene holds (what keeps a screen of any size
// importable as a scene that loads), and the default timeline.

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

extension SceneMapping {
    // MARK: Timeline

    /// When the first tap comes, and the time between events: 1.2 s lets the keyboard's 0.5 s
    /// spring (docs/facts.md §2.2) and a strategy's follow-up scroll settle before the next event.
    static let firstTap = 0.4, spacing = 1.2

    /// Tap the first text input, move through the others in reading order (the return key
    /// from a text field, a tap after a text view, whose return key types a newline), dismiss;
    /// inputs of 2 pt or less either way are left out.
    static func defaultTimeline(_ elements: [(element: SceneDescription.Element, frame: Rect)]) -> [Scene.Action] {
        // A field of a point or two is a helper the user never sees (a password manager's hook).
        let inputs = elements.filter { $0.frame.width > 2 && $0.frame.height > 2 }.map(\.element)
            .filter { $0.type == "textField" || $0.type == "textView" }
        guard let first = inputs.first else { return [] }
        // Times as tenths, so they are written as 1.6 rather than 1.5999999999999999.
        func time(_ step: Int) -> Double { Double(Int((firstTap + spacing * Double(step)) * 10 + 0.5)) / 10 }
        var actions = [Scene.Action(time: time(0), kind: .tap(first.id))]
        for (step, pair) in zip(inputs, inputs.dropFirst()).enumerated() {
            let kind: Scene.Action.Kind = pair.0.type == "textField" ? .returnKey : .tap(pair.1.id)
            actions.append(Scene.Action(time: time(step + 1), kind: kind))
        }
        actions.append(Scene.Action(time: time(inputs.count), kind: .dismiss))
        return actions
    }
}
