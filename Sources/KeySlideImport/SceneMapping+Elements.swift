import KeySlideScene

// The mapping's element ids: what a scene calls each element it makes of a view.

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
}
