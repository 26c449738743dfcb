import Foundation
import FoundationXML
import KeySlideEasing

/// Foundation's XML element (the SVG module has its own `XMLElement`).
typealias FoundationXMLElement = FoundationXML.XMLElement

/// A small, independent reader of the SMIL the SVG back end writes: it parses the document with
/// Foundation's XML parser, reads `values`, `keyTimes`, `keySplines` and `calcMode` back, and
/// evaluates them the way SMIL defines (linear or spline interpolation per keyTimes interval,
/// discrete steps), with `UnitBezier` for splines. Only what KeySlide writes is supported:
/// translate transforms and numeric or `visibility` attribute animations that loop from 0.
struct SMILInterpreter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One animation element, parsed and checked.
    struct Animation {
        var attribute: String
        var additive: Bool
        var discrete: Bool
        var keyTimes: [Double]
        var values: [[Double]]  // numbers per value; visibility becomes 1 (visible) or 0 (hidden)
        var splines: [UnitBezier]?
        var duration: Double

        /// The value at `time` seconds (the loop restarts every `duration`).
        func value(at time: Double) -> [Double] {
            let phase = (time.truncatingRemainder(dividingBy: duration)) / duration
            // The last key at or before the phase: at a jump (equal keyTimes) the later value wins.
            let index = keyTimes.lastIndex { $0 <= phase } ?? 0
            if discrete || index == keyTimes.count - 1 { return values[index] }
            var fraction = (phase - keyTimes[index]) / (keyTimes[index + 1] - keyTimes[index])
            if let splines { fraction = splines[index].progress(at: fraction) }
            return zip(values[index], values[index + 1]).map { a, b in a + (b - a) * fraction }
        }
    }

    let document: XMLDocument

    init(svg: String) throws {
        document = try XMLDocument(data: Data(svg.utf8), options: [])
    }

    /// The element with `data-name` equal to `name`.
    func element(named name: String) throws -> FoundationXMLElement {
        let nodes = try document.nodes(forXPath: "//*[@data-name='\(name)']")
        guard nodes.count == 1, let element = nodes[0] as? FoundationXMLElement else {
            throw Failure(description: "expected one element named \(name), found \(nodes.count)")
        }
        return element
    }

    /// The elements from the root down to `element`.
    func path(to element: FoundationXMLElement) -> [FoundationXMLElement] {
        var chain: [FoundationXMLElement] = []
        var node: XMLNode? = element
        while let current = node as? FoundationXMLElement {
            chain.insert(current, at: 0)
            node = current.parent
        }
        return chain
    }

    /// The animations that are direct children of `element`, in order.
    func animations(of element: FoundationXMLElement) throws -> [Animation] {
        try (element.children ?? []).compactMap { $0 as? FoundationXMLElement }
            .filter { $0.name == "animate" || $0.name == "animateTransform" }
            .map(Self.parse)
    }

    /// The translation, in points, from the coordinates of the group named `name` to the root at
    /// `time`: every `transform="translate(…)"` on the way down, with its animations applied.
    func translation(ofGroupNamed name: String, at time: Double) throws -> (x: Double, y: Double) {
        var x = 0.0
        var y = 0.0
        for element in path(to: try element(named: name)) {
            var local = Self.staticTranslation(Self.attribute("transform", of: element))
            for animation in try animations(of: element) where animation.attribute == "transform" {
                let value = animation.value(at: time)
                let moved = (value[0], value.count > 1 ? value[1] : 0)
                local = animation.additive ? (local.0 + moved.0, local.1 + moved.1) : moved
            }
            x += local.0
            y += local.1
        }
        return (x, y)
    }

    /// Whether the group named `name` is visible at `time`: the nearest `visibility` on the way
    /// up decides, as CSS inheritance does.
    func isVisible(groupNamed name: String, at time: Double) throws -> Bool {
        for element in path(to: try element(named: name)).reversed() {
            if let animation = try animations(of: element).first(where: { $0.attribute == "visibility" }) {
                return animation.value(at: time)[0] == 1
            }
            if let value = Self.attribute("visibility", of: element) { return value == "visible" }
        }
        return true
    }

    /// The attribute's value. (Looked up by hand: on Linux, Foundation's `attribute(forName:)`
    /// finds nothing on elements in the SVG default namespace.)
    static func attribute(_ name: String, of element: FoundationXMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    private static func staticTranslation(_ transform: String?) -> (Double, Double) {
        guard let transform, transform.hasPrefix("translate("), transform.hasSuffix(")") else { return (0, 0) }
        let numbers = numbers(in: String(transform.dropFirst("translate(".count).dropLast()))
        return (numbers.first ?? 0, numbers.count > 1 ? numbers[1] : 0)
    }

    private static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }

    /// Parses one animation element and checks the rules SMIL sets for it.
    static func parse(_ element: FoundationXMLElement) throws -> Animation {
        func attribute(_ name: String) -> String? { Self.attribute(name, of: element) }
        guard let name = attribute("attributeName"), let valuesText = attribute("values"),
            let keyTimesText = attribute("keyTimes"), let durText = attribute("dur"), durText.hasSuffix("s"),
            let duration = Double(durText.dropLast()), duration > 0
        else {
            throw Failure(description: "animation lacks attributeName, values, keyTimes or dur: \(element.xmlString)")
        }
        guard attribute("repeatCount") == "indefinite" else {
            throw Failure(description: "animation does not loop: \(element.xmlString)")
        }
        let calcMode = attribute("calcMode") ?? "linear"
        let keyTimes = keyTimesText.split(separator: ";").compactMap { Double($0) }
        let values: [[Double]] = valuesText.split(separator: ";").map { item in
            switch item {
            case "visible": [1]
            case "hidden": [0]
            default: numbers(in: String(item))
            }
        }
        guard keyTimes.count == values.count, keyTimes.count >= 2 else {
            throw Failure(description: "\(values.count) values but \(keyTimes.count) keyTimes")
        }
        guard keyTimes.first == 0, calcMode == "discrete" || keyTimes.last == 1 else {
            throw Failure(description: "keyTimes must start at 0 (and end at 1 unless discrete): \(keyTimesText)")
        }
        guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw Failure(description: "keyTimes go backwards: \(keyTimesText)")
        }
        var splines: [UnitBezier]?
        if calcMode == "spline" {
            guard let text = attribute("keySplines") else {
                throw Failure(description: "spline animation without keySplines")
            }
            splines = try text.split(separator: ";").map { item in
                let n = numbers(in: String(item))
                guard n.count == 4, n.allSatisfy({ (0...1).contains($0) }) else {
                    throw Failure(description: "bad keySpline \(item)")
                }
                return try UnitBezier(n[0], n[1], n[2], n[3])
            }
            guard splines?.count == keyTimes.count - 1 else {
                throw Failure(description: "\(splines?.count ?? 0) keySplines for \(keyTimes.count) keyTimes")
            }
        } else if attribute("keySplines") != nil {
            throw Failure(description: "keySplines without calcMode=spline")
        }
        return Animation(
            attribute: name, additive: attribute("additive") == "sum", discrete: calcMode == "discrete",
            keyTimes: keyTimes, values: values, splines: splines, duration: duration
        )
    }
}
