import Foundation
import KeySlideEasing
import KeySlideLayout
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Yams

/// docs/scene.schema.json's lists of names, taken from the code. The schema's shape and words are
/// written by hand; every list of names a scene file may write (devices, profiles, strategy ids,
/// each enumeration) and the settings object are put in from the library's own lists, so adding a
/// device or a strategy changes the schema that `SceneSchemaTests` expects.
///
/// `schema(from:)` reads the committed schema (keeping its members' order), replaces each value
/// below at its place and writes the result through the library's `JSONValue`, two-space indented.
enum SceneSchemaLists {
    /// Each generated value and its place in the schema, a JSON Pointer.
    static var generated: [(pointer: String, value: JSONValue)] {
        let strategies = names(StrategyCatalog.ids)
        let view = "/properties/view/oneOf/0/properties"
        return [
            ("/properties/device/oneOf/0/enum", names(Device.acceptedNames)),
            ("/properties/profile/enum", names(PlatformProfile.all.map(\.name))),
            ("/properties/orientation/enum", cases(Orientation.self)),
            ("/properties/appearance/enum", cases(Appearance.self)),
            ("/properties/presentation/oneOf/1/properties/style/enum", cases(Scene.Presentation.Style.self)),
            ("/properties/settings/properties", settings),
            ("\(view)/type/enum", cases(Scene.View.Kind.self)),
            ("\(view)/contentInsetAdjustmentBehavior/enum", cases(ContentInsetAdjustmentBehavior.self)),
            ("\(view)/keyboardDismissMode/enum", cases(Scene.View.KeyboardDismissMode.self)),
            ("\(view)/stack/enum", cases(StackAlignment.self)),
            ("\(view)/style/enum", cases(Scene.Table.Style.self)),
            ("/properties/strategies/items/examples", strategies),
            ("/properties/expect/properties/strategies/propertyNames/examples", strategies),
            ("/$defs/element/properties/type/enum", cases(Scene.Element.Kind.self)),
            ("/$defs/element/properties/pin/enum", names(Scene.Element.pinNames)),
            ("/$defs/element/properties/borderStyle/enum", cases(Scene.Element.BorderStyle.self)),
            ("/$defs/element/properties/returnKeyType/enum", cases(Scene.Element.ReturnKeyType.self)),
            ("/$defs/element/properties/onReturn/enum", cases(ReturnAction.self)),
            ("/$defs/element/properties/autoresizing/items/enum", names(AutoresizingMask.named.map(\.name))),
            (
                "/$defs/element/properties/contentInsetAdjustmentBehavior/enum",
                cases(ContentInsetAdjustmentBehavior.self)
            ),
            ("/$defs/element/properties/keyboardDismissMode/enum", cases(Scene.View.KeyboardDismissMode.self)),
            ("/$defs/element/properties/axis/enum", cases(StackArrangement.Axis.self)),
            ("/$defs/element/properties/alignment/enum", cases(StackArrangement.Alignment.self)),
            ("/$defs/element/properties/distribution/enum", cases(StackArrangement.Distribution.self)),
            ("/$defs/event/properties/keyboardMode/enum", cases(KeyboardMode.self)),
            ("/$defs/event/properties/dragKeyboard/properties/release/enum", names(Scene.Action.dragReleaseNames)),
            ("/$defs/event/properties/rotate/enum", cases(Orientation.self)),
            ("/$defs/event/properties/switchKeyboard/enum", cases(KeyboardKind.self)),
            (
                "/$defs/tableField/properties/type/enum",
                names(Scene.Element.Kind.allCases.filter(\.isTextInput).map(\.rawValue))
            ),
            ("/$defs/tableField/properties/returnKeyType/enum", cases(Scene.Element.ReturnKeyType.self)),
            ("/$defs/tableRow/properties/accessory/enum", cases(Scene.Table.Accessory.self)),
        ]
    }

    /// `settings:`: one property per `PlatformProfile.settings` entry, its type from the setting's kind.
    static var settings: JSONValue {
        .object(
            PlatformProfile.settings.map { setting in
                let type: (String, JSONValue) =
                    switch setting.kind {
                    case .seconds: ("type", .string("number"))
                    case .flag: ("type", .string("boolean"))
                    case .curve: ("$ref", .string("#/$defs/curve"))
                    case .keyboardCurveModel: ("enum", cases(KeyboardCurveModel.self))
                    }
                return (setting.name, .object([type, ("description", .string(setting.summary))]))
            })
    }

    static func names(_ names: [String]) -> JSONValue { .array(names.map(JSONValue.string)) }

    static func cases<Names: CaseIterable & RawRepresentable>(_: Names.Type) -> JSONValue
    where Names.RawValue == String {
        names(Names.allCases.map(\.rawValue))
    }

    /// The schema `committed` with the generated lists in their places: the text the file must hold.
    static func schema(from committed: String) throws -> String {
        guard let node = try Yams.compose(yaml: committed) else { throw Failure("the schema is empty") }
        var schema = try value(of: node)
        for (pointer, value) in generated {
            let path = pointer.split(separator: "/").map(String.init)
            schema = try replacing(path[...], in: schema, with: value, pointer: pointer)
        }
        return schema.serialized(.indented) + "\n"
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// JSON read as YAML keeps its members' order; a JSON string is always double-quoted.
    private static func value(of node: Node) throws -> JSONValue {
        switch node {
        case .scalar(let scalar) where scalar.style == .doubleQuoted: return .string(scalar.string)
        case .scalar(let scalar):
            switch scalar.string {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: return .numberText(scalar.string)
            }
        case .mapping(let mapping):
            return .object(
                try mapping.map { pair in
                    guard let key = pair.key.string else { throw Failure("a key that is not a string") }
                    return (key, try value(of: pair.value))
                })
        case .sequence(let sequence): return .array(try sequence.map(value(of:)))
        default: throw Failure("not JSON: \(node)")
        }
    }

    private static func replacing(
        _ path: ArraySlice<String>, in node: JSONValue, with new: JSONValue, pointer: String
    ) throws -> JSONValue {
        guard let name = path.first else { return new }
        switch node {
        case .object(let members):
            guard let index = members.firstIndex(where: { $0.key == name }) else { break }
            var pairs = members.map { ($0.key, $0.value) }
            pairs[index].1 = try replacing(path.dropFirst(), in: pairs[index].1, with: new, pointer: pointer)
            return .object(pairs)
        case .array(var items):
            guard let index = Int(name), items.indices.contains(index) else { break }
            items[index] = try replacing(path.dropFirst(), in: items[index], with: new, pointer: pointer)
            return .array(items)
        default: break
        }
        throw Failure("docs/scene.schema.json has no \(pointer) (SceneSchemaLists names its lists' places)")
    }
}
