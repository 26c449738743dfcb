import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

extension Recording {
    /// The element tree for `trace` and `explain`: each element's id, type and superview's id
    /// (`null` for the root view's own), with its window frame at the times given, in tree order.
    /// `nil` for a scene without subviews, whose reports stay as they always were.
    public func treeJSON(framesAt times: [(name: String, time: Double)]) -> JSONValue? {
        guard scene.view.elements.contains(where: { !$0.subviews.isEmpty }) else { return nil }
        let parents = scene.view.parents
        return .array(
            elements.map { element, view in
                var members: [(String, JSONValue)] = [
                    ("id", .string(element.id)), ("type", .string(element.kind.rawValue)),
                    ("parent", (parents[element.id] ?? nil).map(JSONValue.string) ?? .null),
                ]
                if element.isHidden { members.append(("hidden", .bool(true))) }
                for (name, time) in times { members.append((name, Trace.rectJSON(windowRect(of: view, at: time)))) }
                return .object(members)
            })
    }
}
