import KeySlideGeometry

/// Reading a collection view's layout keys, on the root view and on elements alike.
extension SceneReader {
    /// The keys `collectionLayout` reads.
    static let collectionKeys = [
        "collectionViewLayout", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "sectionInset",
        "scrollDirection",
    ]

    /// A collection view's layout keys, `nil` when the mapping gives none of them.
    func collectionLayout(_ mapping: SceneMapping) throws(SceneError) -> SceneDescription.CollectionLayout? {
        guard Self.collectionKeys.contains(where: { mapping.optional($0) != nil }) else { return nil }
        func size(_ key: String) throws(SceneError) -> Size? {
            guard let numbers = try mapping.optional(key)?.numbers(count: 2, shape: "[w, h]") else { return nil }
            return Size(width: numbers[0], height: numbers[1])
        }
        let inset = try mapping.optional("sectionInset")?.numbers(count: 4, shape: "[top, left, bottom, right]")
        return SceneDescription.CollectionLayout(
            layout: try mapping.optional("collectionViewLayout")?.name(of: "a collection layout"),
            itemSize: try size("itemSize"), estimatedItemSize: try size("estimatedItemSize"),
            minimumLineSpacing: try mapping.optional("minimumLineSpacing")?.number(),
            minimumInteritemSpacing: try mapping.optional("minimumInteritemSpacing")?.number(),
            sectionInset: inset.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) },
            scrollDirection: try mapping.optional("scrollDirection")?.name(of: "a scroll direction"))
    }
}
