import Foundation

/// A JSON Schema (draft 2020-12) validator for the subset docs/scene.schema.json uses: `type`,
/// `properties`, `additionalProperties`, `required`, `propertyNames`, `items`, `minItems`,
/// `maxItems`, `uniqueItems`, `enum`, `const`, `oneOf`, `minimum`, `maximum`, `exclusiveMinimum`
/// and `$ref` into `$defs`. A keyword it does not know fails validation, so the schema cannot
/// grow past what the test checks without the test saying so.
struct SchemaValidator {
    let root: [String: Any]

    static let known: Set<String> = [
        "$schema", "$id", "title", "description", "examples", "type", "properties", "additionalProperties",
        "required", "propertyNames", "items", "minItems", "maxItems", "uniqueItems", "enum", "const", "oneOf",
        "anyOf",
        "minimum", "maximum", "exclusiveMinimum", "$ref", "$defs",
    ]

    /// Every problem with `value` against `schema`, each with the path it was found at.
    func problems(_ value: Any, _ schema: [String: Any], at path: String = "") -> [String] {
        var out: [String] = []
        if let unknown = schema.keys.first(where: { !Self.known.contains($0) }) {
            return ["\(path): the schema uses '\(unknown)', which this validator does not know"]
        }
        if let ref = schema["$ref"] as? String {
            let name = String(ref.dropFirst("#/$defs/".count))
            guard let defs = root["$defs"] as? [String: Any], let target = defs[name] as? [String: Any] else {
                return ["\(path): unresolved \(ref)"]
            }
            out += problems(value, target, at: path)
        }
        if let types = schema["type"] {
            let list = (types as? [String]) ?? [(types as? String) ?? ""]
            if !list.contains(where: { Self.isOfType(value, $0) }) { out.append("\(path): not \(list)") }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            out.append("\(path): \(value) not in \(options)")
        }
        if let constant = schema["const"], !Self.equal(constant, value) { out.append("\(path): not \(constant)") }
        if let number = Self.number(value) {
            if let minimum = schema["minimum"].flatMap(Self.number), number < minimum { out.append("\(path): < min") }
            if let maximum = schema["maximum"].flatMap(Self.number), number > maximum { out.append("\(path): > max") }
            if let above = schema["exclusiveMinimum"].flatMap(Self.number), number <= above {
                out.append("\(path): not above \(above)")
            }
        }
        if let options = schema["anyOf"] as? [[String: Any]],
            !options.contains(where: { problems(value, $0, at: path).isEmpty })
        {
            out.append("\(path): matches none of anyOf's \(options.count)")
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let matching = options.filter { problems(value, $0, at: path).isEmpty }.count
            if matching != 1 { out.append("\(path): matches \(matching) of oneOf's \(options.count)") }
        }
        if let object = Self.object(value) {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                out.append("\(path): missing \(key)")
            }
            for (key, item) in object {
                if let names = schema["propertyNames"] as? [String: Any] {
                    out += problems(key, names, at: "\(path).\(key) (name)")
                }
                if let property = properties[key] as? [String: Any] {
                    out += problems(item, property, at: "\(path).\(key)")
                } else if let extra = schema["additionalProperties"] {
                    if let allowed = extra as? Bool {
                        if !allowed { out.append("\(path): unknown key \(key)") }
                    } else if let extraSchema = extra as? [String: Any] {
                        out += problems(item, extraSchema, at: "\(path).\(key)")
                    }
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { out.append("\(path): too few") }
            if let maximum = schema["maxItems"] as? Int, array.count > maximum { out.append("\(path): too many") }
            if schema["uniqueItems"] as? Bool == true {
                for (index, item) in array.enumerated()
                where array[..<index].contains(where: { Self.equal($0, item) }) {
                    out.append("\(path)[\(index)]: repeated")
                }
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { out += problems(item, items, at: "\(path)[\(index)]") }
            }
        }
        return out
    }

    static func object(_ value: Any) -> [String: Any]? {
        if let object = value as? [String: Any] { return object }
        guard let hashed = value as? [AnyHashable: Any] else { return nil }
        var object: [String: Any] = [:]
        for (key, item) in hashed { object[String(describing: key.base)] = item }
        return object
    }

    static func number(_ value: Any) -> Double? {
        if value is Bool { return nil }
        if let value = value as? Int { return Double(value) }
        if let value = value as? Double { return value }
        return nil
    }

    static func isOfType(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": object(value) != nil
        case "array": value is [Any]
        case "string": value is String
        case "boolean": value is Bool
        case "integer": value is Int && !(value is Bool)
        case "number": number(value) != nil
        default: false
        }
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? Bool, let b = b as? Bool { return a == b }
        if a is Bool || b is Bool { return false }
        if let a = number(a), let b = number(b) { return a == b }
        if let a = a as? String, let b = b as? String { return a == b }
        return false
    }
}
