import ArgumentParser
import KeySlideGeometry
import KeySlideSimulation
import KeySlideUIKit

/// `keyslide devices`: every device preset with its facts, a table for people or JSON for tools.
/// docs/scene-files.md's Devices table is made from the JSON (`DevicesTableTests`), so the two
/// cannot drift apart.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets with their screens, bars, safe areas and keyboards.",
        discussion: """
            The numbers a scene's device starts from; each profile may change the status bar, the \
            safe area and the keyboard (iOS 26 does), so --json gives those per profile. A scene \
            may describe its own device instead: docs/scene-files.md, Devices.
            """)

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() {
        if json {
            print(JSONValue.array(Device.all.map(Self.json(of:))).serialized(.lines))
        } else {
            print(Self.table, terminator: "")
        }
    }

    /// One device as JSON: the facts every profile shares, then per profile the ones that vary.
    static func json(of device: Device) -> JSONValue {
        .object([
            ("name", .string(device.name)),
            ("title", .string(device.title)),
            ("aliases", .array(Device.aliases.filter { $0.name == device.name }.map { .string($0.alias) })),
            ("kind", .string(device.isPad ? "pad" : "phone")),
            (
                "screen",
                .object([
                    ("width", .number(device.portraitScreen.width)), ("height", .number(device.portraitScreen.height)),
                ])
            ),
            ("scale", .number(device.scale)),
            ("regularWidthInLandscape", .bool(device.hasRegularWidth(.landscape))),
            ("navigationBar", pair(device.navigationBarHeight)),
            ("display", display(device.display)),
            (
                "profiles",
                .object(
                    PlatformProfile.all.map { profile in
                        let seen = device.under(profile)
                        return (
                            profile.name,
                            .object([
                                ("statusBar", pair(.init(seen.statusBarHeight, seen.landscapeStatusBarHeight))),
                                (
                                    "safeArea",
                                    .object([
                                        ("portrait", insets(seen.safeArea.portrait)),
                                        ("landscape", insets(seen.safeArea.landscape)),
                                    ])
                                ),
                                ("keyboard", pair(seen.keyboardHeight)),
                            ])
                        )
                    })
            ),
        ])
    }

    private static func pair(_ pair: Device.PerOrientation) -> JSONValue {
        .object([("portrait", .number(pair.portrait)), ("landscape", .number(pair.landscape))])
    }

    private static func insets(_ insets: EdgeInsets) -> JSONValue {
        .array([insets.top, insets.left, insets.bottom, insets.right].map(JSONValue.number))
    }

    private static func display(_ display: DisplayShape) -> JSONValue {
        let housing: JSONValue =
            switch display.sensorHousing {
            case .none: .null
            case .notch(let rect): .object([("kind", .string("notch")), ("rect", frame(rect))])
            case .dynamicIsland(let rect): .object([("kind", .string("dynamicIsland")), ("rect", frame(rect))])
            }
        let indicator: JSONValue =
            display.homeIndicator.map {
                .object([
                    ("width", .number($0.size.width)), ("height", .number($0.size.height)),
                    ("bottomGap", .number($0.bottomGap)),
                ])
            } ?? .null
        return .object([
            ("cornerRadius", .number(display.cornerRadius)), ("sensorHousing", housing), ("homeIndicator", indicator),
        ])
    }

    private static func frame(_ rect: Rect) -> JSONValue {
        .array([rect.minX, rect.minY, rect.width, rect.height].map(JSONValue.number))
    }

    /// The table for people: one line a device, the keyboard before iOS 26 and on it.
    static var table: String {
        let rows = Device.all.map { device -> [String] in
            let old = device.under(.iOS17)
            let new = device.under(.iOS26)
            let housing =
                switch device.display.sensorHousing {
                case .none: "-"
                case .notch: "notch"
                case .dynamicIsland: "island"
                }
            return [
                device.name, device.title,
                "\(device.portraitScreen.width.readable())x\(device.portraitScreen.height.readable()) @\(device.scale.readable())x",
                "\(old.statusBarHeight.readable())/\(new.statusBarHeight.readable())",
                "\(old.keyboardHeight.portrait.readable())/\(old.keyboardHeight.landscape.readable())",
                "\(new.keyboardHeight.portrait.readable())/\(new.keyboardHeight.landscape.readable())",
                device.display.cornerRadius.readable(), housing,
            ]
        }
        let heading = [
            "name", "Apple name", "screen (pt)", "status bar 17/26", "keyboard ios17", "keyboard ios26", "corner",
            "housing",
        ]
        let widths = heading.indices.map { column in ([heading] + rows).map { $0[column].count }.max() ?? 0 }
        return ([heading] + rows).map { cells in
            zip(cells, widths).map { $0.paddedRight(to: $1) }.joined(separator: "  ").trimmingTrailingSpaces + "\n"
        }.joined()
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
