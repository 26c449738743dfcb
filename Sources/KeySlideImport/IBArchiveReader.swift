import Foundation
import KeySlideGeometry

// Reads the XIB keyed-archive format Interface Builder 3 and Xcode 4 saved:
// `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">` (and `8.00`, which
// writes arrays and dictionaries as `<array>` and `<dictionary>` elements with the same keys).
//
// The seed-era articles and TPKeyboardAvoiding's first sample projects ship their screens in
// this form. It is an NSKeyedArchiver-like dump: every object is `<object class="IBUI…" id=…>`
// with keyed children (`<string key="NSFrame">{{20, 30}, {280, 31}}</string>`, `NSFrameSize`
// when the origin is zero, `NSSubviews` holding the subviews inline, `IBUIText`,
// `IBUIPlaceholder`, integer enums such as `IBUIBorderStyle`). What the document outline shows
// lives apart, in `IBDocument.Objects`: outlets as connection records, user labels as each
// record's `objectName`, custom classes in `flattenedProperties` under `<objectID>.CustomClassName`,
// where an object id is matched to an archive id through the object records.
struct IBArchiveReader {
    let file: String
    var warnings: WarningLog
    private var outletNames: [String: String] = [:]
    private var userLabels: [String: String] = [:]
    private var customClasses: [String: String] = [:]

    init(file: String) {
        self.file = file
        warnings = WarningLog(file: file)
    }

    mutating func read(_ archive: XMLNode) -> ImportedDocument {
        let data = archive.child("data") ?? archive
        if let objects = data.child(key: "IBDocument.Objects") {
            readRecords(objects)
        }
        let roots = data.child(key: "IBDocument.RootObjects")?.children.filter { $0.name == "object" } ?? []
        let ownerID = roots.first { Self.string($0, key: "IBProxiedObjectIdentifier") == "IBFilesOwner" }?["id"]
        var screens: [ImportedScreen] = []
        var orientationSeen: ImportedOrientation?
        for object in roots {
            let className = object["class"] ?? ""
            if className == "IBProxyObject" || className == "IBUICustomObject" { continue }
            var rootNode = object
            if className.hasSuffix("Controller") {
                guard let viewNode = object.child(key: "view"), viewNode.name == "object" else {
                    warn(object, className, "a view controller without a view in this file; skipped")
                    continue
                }
                rootNode = viewNode
            }
            if case .box = ImportedViewKind(className: Self.uiKitClass(rootNode["class"] ?? "")) {
                warn(object, className, "top-level object is not a view; skipped")
                continue
            }
            let root = LayoutFinishing.finished(view(rootNode))
            let orientation = Self.orientation(rootNode)
            orientationSeen = orientationSeen ?? orientation
            let id = rootNode["id"] ?? root.id
            let ownsIt = ownerID.map { outletNames[id] == "view" && $0 != id } ?? false
            let ownerClass = ownsIt ? ownerID.flatMap { customClasses[$0] } : nil
            let controllerClass = rootNode["id"] == object["id"] ? ownerClass : customClass(ofArchiveID: object["id"])
            let bars = simulatedBars(rootNode)
            // A simulated navigation bar stands for the navigation controller the screen is shown in.
            let navigationBar =
                bars.topBar == .shown("navigationBar") ? ImportedBar(kind: .navigationBar, title: nil) : nil
            screens.append(
                ImportedScreen(
                    id: id, title: userLabels[id] ?? ownerClass, controllerClass: controllerClass,
                    rootSize: root.frame.size, orientation: orientation, navigationBar: navigationBar,
                    simulatedBars: bars, root: root, sourceLine: object.line))
        }
        // No constraints: the tree keeps the saved frames, moved by each view's autoresizing mask
        // when the screen is another size, as UIKit moves them.
        for index in screens.indices { screens[index].hasLayout = true }
        let device = orientationSeen.map { DeviceHint(orientation: $0) }
        return ImportedDocument(
            file: file, format: .xibArchive, device: device, screens: screens, warnings: warnings.warnings)
    }

    private func customClass(ofArchiveID id: String?) -> String? {
        id.flatMap { customClasses[$0] }
    }

    // MARK: - Records: outlets, user labels, custom classes

    private mutating func readRecords(_ objects: XMLNode) {
        for record in objects.child(key: "connectionRecords")?.children ?? [] {
            guard let connection = record.child(key: "connection"),
                connection["class"]?.hasSuffix("OutletConnection") == true,
                let label = Self.string(connection, key: "label"),
                let destination = connection.child(key: "destination")?["ref"]
            else { continue }
            if outletNames[destination] == nil { outletNames[destination] = label }
        }
        var archiveIDByObjectID: [String: String] = [:]
        let records = objects.child(key: "objectRecords")?.child(key: "orderedObjects")?.children ?? []
        for record in records {
            guard let objectID = record.child(key: "objectID")?.text.trimmed,
                let object = record.child(key: "object"),
                let archiveID = object["ref"] ?? object["id"]
            else { continue }
            archiveIDByObjectID[objectID] = archiveID
            if let name = Self.string(record, key: "objectName") { userLabels[archiveID] = name }
        }
        guard let properties = objects.child(key: "flattenedProperties") else { return }
        // Version 7.10 keeps two parallel arrays; version 8.00 a `<dictionary>` of keyed strings.
        let keys = properties.child(key: "dict.sortedKeys")?.children.filter { $0.name == "string" }.map(\.text)
        let values = properties.child(key: "dict.values")?.children.filter { $0.name != "bool" }
        let pairs: [(String, XMLNode)] =
            if let keys, let values {
                Array(zip(keys, values))
            } else {
                properties.children.compactMap { node in node["key"].map { ($0, node) } }
            }
        for (key, value) in pairs where key.hasSuffix(".CustomClassName") {
            let objectID = String(key.dropLast(".CustomClassName".count))
            if let archiveID = archiveIDByObjectID[objectID] {
                customClasses[archiveID] = Self.decoded(value)
            }
        }
    }

    // MARK: - Views

    private mutating func view(_ node: XMLNode) -> ImportedView {
        let archiveClass = node["class"] ?? "IBUIView"
        let uiKitClass = Self.uiKitClass(archiveClass)
        let kind = ImportedViewKind(className: uiKitClass)
        if case .box = kind {
            warn(
                node, archiveClass, "KeySlide does not simulate \(uiKitClass); drawn as a box",
                kind: "KeySlide does not simulate it; drawn as a box")
        }
        let frame =
            Self.frame(of: node)
            ?? {
                warn(node, archiveClass, "no NSFrame or NSFrameSize; placed at (0, 0) with zero size")
                return Rect.zero
            }()
        let id = node["id"]
        var view = ImportedView(
            kind: kind, className: customClass(ofArchiveID: id) ?? uiKitClass, sourceID: id,
            frame: frame, sourceLine: node.line)
        if let id, let label = userLabels[id] {
            (view.id, view.idSource) = (label, .userLabel)
        } else if let id, let outlet = outletNames[id] {
            (view.id, view.idSource) = (outlet, .outlet)
        }
        view.isHidden = Self.string(node, key: "IBUIHidden") == "YES"
        view.layout.autoresizingMask = Self.int(node, key: "NSvFlags").map(Self.autoresizingMask)
        let traits = node.child(key: "IBUITextInputTraits")
        switch kind {
        case .textField:
            view.text = Self.string(node, key: "IBUIText")
            view.placeholder = Self.string(node, key: "IBUIPlaceholder")
            view.borderStyle = Self.borderStyles[Self.int(node, key: "IBUIBorderStyle") ?? 0] ?? "none"
            view.returnKeyType = Self.returnKeyTypes[traits.flatMap { Self.int($0, key: "IBUIReturnKeyType") } ?? 0]
        case .textView:
            view.text = Self.string(node, key: "IBUIText")
            view.returnKeyType = Self.returnKeyTypes[traits.flatMap { Self.int($0, key: "IBUIReturnKeyType") } ?? 0]
        case .label:
            view.text = Self.string(node, key: "IBUIText")
        case .button:
            view.text = Self.string(node, key: "IBUINormalTitle")
        default:
            break
        }
        if kind.scrolls { view.keyboardDismissMode = "none" }
        let subviews = node.child(key: "NSSubviews")?.children.filter { $0.name == "object" } ?? []
        view.children = subviews.map { self.view($0) }
        return view
    }

    /// The autoresizing mask in an archived view's `NSvFlags`: its low six bits are
    /// `UIViewAutoresizing`'s, from `flexibleLeftMargin` (1) to `flexibleBottomMargin` (32), in the
    /// order `IBDocumentReader.maskFlags` lists them (cappuccino's nib2cib reads the same bits).
    static func autoresizingMask(_ flags: Int) -> [String] {
        IBDocumentReader.maskFlags.enumerated().compactMap { bit, names in flags & (1 << bit) != 0 ? names.flag : nil }
    }

    /// `UITextBorderStyle` raw values 0…3.
    private static let borderStyles = [0: "none", 1: "line", 2: "bezel", 3: "roundedRect"]
    /// `UIReturnKeyType` raw values 0…11.
    static let returnKeyTypes = [
        0: "default", 1: "go", 2: "google", 3: "join", 4: "next", 5: "route", 6: "search", 7: "send",
        8: "yahoo", 9: "done", 10: "emergencyCall", 11: "continue",
    ]

    /// `IBUITextField` → `UITextField`; `IBMKMapView` → `MKMapView`.
    static func uiKitClass(_ archiveClass: String) -> String {
        archiveClass.hasPrefix("IB") ? String(archiveClass.dropFirst(2)) : archiveClass
    }

    /// `NSFrame` `{{x, y}, {w, h}}`, or `NSFrameSize` `{w, h}` at the origin.
    static func frame(of node: XMLNode) -> Rect? {
        if let text = string(node, key: "NSFrame") {
            let numbers = numbers(in: text)
            guard numbers.count == 4 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let text = string(node, key: "NSFrameSize") {
            let numbers = numbers(in: text)
            guard numbers.count == 2 else { return nil }
            return Rect(x: 0, y: 0, width: numbers[0], height: numbers[1])
        }
        return nil
    }

    static func numbers(in text: String) -> [Double] {
        text.split { "{}, ".contains($0) }.compactMap { Double($0) }.filter(\.isFinite)
    }

    /// The simulated bars an archive keeps on its top-level view.
    private func simulatedBars(_ node: XMLNode) -> SimulatedBars {
        func bar(_ key: String) -> SimulatedBar {
            guard let metric = node.child(key: key) else { return .unspecified }
            switch metric["class"] {
            case "IBUISimulatedStatusBarMetrics": return .shown("statusBar")
            case "IBUISimulatedNavigationBarMetrics": return .shown("navigationBar")
            case "IBUISimulatedTabBarMetrics": return .shown("tabBar")
            case "IBUISimulatedToolbarMetrics": return .shown("toolbar")
            case nil: return .none
            case let other?: return .shown(other)
            }
        }
        return SimulatedBars(
            statusBar: bar("IBUISimulatedStatusBarMetrics"), topBar: bar("IBUISimulatedTopBarMetrics"),
            bottomBar: bar("IBUISimulatedBottomBarMetrics"))
    }

    /// `IBUIInterfaceOrientation` in the simulated orientation metrics: `UIInterfaceOrientation`
    /// raw values, 1 and 2 portrait, 3 and 4 landscape.
    private static func orientation(_ node: XMLNode) -> ImportedOrientation? {
        guard let metrics = node.child(key: "IBUISimulatedOrientationMetrics"),
            let value = int(metrics, key: "IBUIInterfaceOrientation")
        else { return nil }
        return value >= 3 ? .landscape : .portrait
    }

    // MARK: - Keyed values

    /// The text of `<string key=…>`, decoding `type="base64-UTF8"` strings (IB's way of storing
    /// text with characters XML cannot carry).
    static func string(_ node: XMLNode, key: String) -> String? {
        node.children.first { $0["key"] == key && ($0.name == "string" || $0.name == "bool") }.map(decoded)
    }

    static func decoded(_ node: XMLNode) -> String {
        guard node["type"] == "base64-UTF8" else { return node.text }
        let base64 = node.text.filter { !$0.isWhitespace }
        let padded = base64 + String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: padded).map { String(decoding: $0, as: UTF8.self) } ?? node.text
    }

    static func int(_ node: XMLNode, key: String) -> Int? {
        node.children.first { $0["key"] == key && $0.name == "int" }.flatMap { Int($0.text.trimmed) }
    }

    /// `kind` groups warnings whose messages name different things (`WarningLog.add`).
    private mutating func warn(_ node: XMLNode, _ element: String, _ message: String, kind: String? = nil) {
        warnings.add(line: node.line, element: element, message: message, kind: kind)
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
