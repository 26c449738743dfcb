import Foundation
import KeySlideGeometry

// Reads the text UIKit's `recursiveDescription` prints (`po view.recursiveDescription()` in the
// debugger), pasted into a file — the way to bring in a layout that was built in code.
//
// Each view is one line, `<UITextField: 0x7fa1; frame = (20 350; 280 31); text = ''; …>`, nested
// under its superview by its `   | ` prefix (one `|` per level). Frames are in the superview's
// coordinates, as UIKit prints `frame`; scroll views add `contentOffset: {x, y}` and
// `contentSize: {w, h}`. Classes are mapped to kinds by their UIKit suffix, so app subclasses
// (`MyFancyTextField`, `MyApp.LoginButton`) keep their behaviour. A control's own subviews (a text
// field's editor, a button's label) are dropped; private UIKit views (`_UI…`) are dropped
// unless public views sit inside them, in which case they stay as plain containers.
struct ViewDumpReader {
    let file: String
    var warnings: WarningLog
    /// Characters of the dump the bracket and quote scanner looked at (`logicalLines`).
    private(set) var scanned = 0

    /// The deepest nesting of views read; a deeper view is an error naming its line. UIKit sets
    /// no limit, but no screen a person built comes near: the deepest real dump here nests 17
    /// levels, and a SwiftUI screen in navigation and tab containers a few dozen more. 256 is
    /// the depth the XML reader allows its elements (`XMLTree.maximumDepth`), and it keeps the
    /// reader, the finishing pass and the mapping, which walk the tree a level per call, far
    /// from the end of any thread's stack: a dump 3,000 levels deep crashed the import.
    static let maximumDepth = 256

    init(file: String) {
        self.file = file
        warnings = WarningLog(file: file)
    }

    /// One parsed line of the dump.
    struct Line {
        var depth: Int
        var className: String
        var address: String?
        var fields: [String: String]
        var number: Int
        /// Marked `XX (<…>)`: not shown on screen (older iOS versions print it so).
        var crossedOut = false
        var children: [Line] = []
        /// Whether a public view that is more than a plain container sits below this one: what
        /// makes a private wrapper (`_UISizeTrackingView`) worth keeping, unlike a scroll
        /// indicator. Set when the line's subviews are all read (`attach`), from theirs.
        var holdsControls = false
    }

    /// Whether `line` looks like a view line (`<Class: 0x…; frame = (…)…>`); used to detect the format.
    static func isViewLine(_ line: Substring) -> Bool {
        guard let open = line.firstIndex(of: "<") else { return false }
        let body = line[line.index(after: open)...]
        guard let colon = body.firstIndex(of: ":") else { return false }
        let name = body[..<colon]
        // A demangled generic class keeps its argument: `SwiftUI._UIHostingView<App.ContentView>`.
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || "_.<>, ".contains($0) }
            && body[colon...].hasPrefix(": 0x") && body.contains("frame = (")
    }

    mutating func read(_ text: String) throws(ImportError) -> ImportedDocument {
        var roots: [Line] = []
        var stack: [Line] = []
        for (number, raw) in Self.logicalLines(text, scanned: &scanned) {
            guard let line = parse(raw, number: number) else { continue }
            while let last = stack.last, last.depth >= line.depth {
                attach(stack.removeLast(), to: &stack, roots: &roots)
            }
            guard stack.count < Self.maximumDepth else {
                throw ImportError(
                    file: file, line: number,
                    message: "views nested deeper than \(Self.maximumDepth) levels; a screen's views nest a few "
                        + "dozen at most")
            }
            stack.append(line)
        }
        while let last = stack.popLast() {
            attach(last, to: &stack, roots: &roots)
        }
        var screens: [ImportedScreen] = []
        for root in Self.withoutRepeats(roots, warnings: &warnings) {
            if Self.kind(of: root).isBox {
                warn(root, "a system window (keyboard, text effects), not an app screen; skipped")
                continue
            }
            guard let view = view(root) else { continue }
            let finished = LayoutFinishing.finished(view)
            func bar(_ kind: ImportedViewKind, _ barKind: ImportedBar.Kind) -> ImportedBar? {
                finished.firstView { $0.kind == kind }
                    .map { ImportedBar(kind: barKind, frame: $0.absoluteFrame, title: $0.text) }
            }
            screens.append(
                ImportedScreen(
                    id: root.address ?? finished.id, title: root.className, rootSize: finished.frame.size,
                    navigationBar: bar(.navigationBar, .navigationBar), toolbar: bar(.toolbar, .toolbar),
                    tabBar: bar(.tabBar, .tabBar), root: finished, sourceLine: root.number))
        }
        // Frames as UIKit laid them out, each under its superview, moved by its autoresizing mask
        // on a screen of another size: the tree, as an archived XIB's.
        for index in screens.indices {
            screens[index].hasLayout = true
            screens[index].isRunningApp = true
        }
        return ImportedDocument(file: file, format: .viewDump, screens: screens, warnings: warnings.warnings)
    }

    private func attach(_ line: Line, to stack: inout [Line], roots: inout [Line]) {
        var line = line
        line.holdsControls = line.children.contains { child in
            if Self.isPrivate(child) { return child.holdsControls }
            switch Self.kind(of: child) {
            case .view: return child.holdsControls
            case .box: return false
            default: return true
            }
        }
        if stack.isEmpty {
            roots.append(line)
        } else {
            stack[stack.count - 1].children.append(line)
        }
    }

    // MARK: - One line

    private mutating func parse(_ raw: Substring, number: Int) -> Line? {
        // The tree's indentation: spaces and one `|` per level (`   |    | `, or `||` in older dumps).
        let indent = raw.prefix { $0 == " " || $0 == "|" || $0 == "\t" }
        let trimmed = raw.dropFirst(indent.count).trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "\"" || trimmed == "`" || trimmed.hasPrefix("(lldb)") { return nil }
        // A layer without a view (`<TileHostLayer: 0x89b2d70> (layer)`) draws nothing of the user's.
        if trimmed.hasSuffix("(layer)") { return nil }
        guard Self.isViewLine(raw), let open = raw.firstIndex(of: "<") else {
            warnings.add(
                line: number, element: String(trimmed.prefix(40)),
                message: "not a view line of a recursiveDescription dump; skipped")
            return nil
        }
        let pipes = indent.filter { $0 == "|" }.count
        let depth = pipes > 0 ? pipes : indent.filter { $0 == " " }.count / 4
        // Between the indentation and the view: a view controller's name (`'LoginViewController:0x…'`,
        // `1 child[…]`), or `XX (`, which older dumps print for a view that is not shown.
        let crossedOut = raw[indent.endIndex..<open].hasPrefix("XX")
        // Cycript echoes a value it returns as `#"<UIView: 0x…; …>"`: the same view again, not a line of a dump.
        if raw[indent.endIndex..<open].hasPrefix("#\"") {
            warnings.add(
                line: number, element: "#\"<…>\"",
                message: "Cycript's echo of a returned value, not a line of the dump; skipped")
            return nil
        }
        var body = raw[raw.index(after: open)...]
        if let close = body.lastIndex(of: ">") { body = body[..<close] }
        let parts = Self.splitTopLevel(body)
        guard let head = parts.first, let colon = head.firstIndex(of: ":") else { return nil }
        let className = String(head[..<colon])
        let address = head[head.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        var fields: [String: String] = [:]
        for part in parts.dropFirst() {
            guard let separator = part.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            let key = part[..<separator].trimmingCharacters(in: .whitespaces)
            let value = part[part.index(after: separator)...].trimmingCharacters(in: .whitespaces)
            if fields[key] == nil { fields[key] = value }
        }
        return Line(
            depth: depth, className: className, address: address.isEmpty ? nil : address,
            fields: fields, number: number, crossedOut: crossedOut)
    }

    // MARK: - Lines into views

    /// The view for a line, or nil when it is a private view with nothing of the user's inside.
    private mutating func view(_ line: Line) -> ImportedView? {
        let swiftUI = SwiftUIDumpClass(className: line.className)
        let isPrivate = swiftUI != nil || Self.isPrivate(line)
        if let message = swiftUI?.warning(holdsControls: line.holdsControls) { warn(line, message) }
        if isPrivate && !line.holdsControls { return nil }
        let kind = isPrivate ? .view : Self.kind(of: line)
        if swiftUI == nil && isPrivate {
            warn(line, "private UIKit view with controls inside; kept as a plain container")
        } else if case .box = kind {
            let dropped = line.children.isEmpty ? "" : " (its \(line.children.count) subview(s) left out)"
            warn(
                line, "KeySlide does not simulate \(line.className); drawn as a box\(dropped)",
                kind: "KeySlide does not simulate it; drawn as a box")
        }
        guard let frame = line.fields["frame"].flatMap(Self.frame) else {
            warn(line, "frame could not be read; skipped with its subviews")
            return nil
        }
        var view = ImportedView(
            kind: kind, className: line.className, sourceID: line.address, frame: frame,
            sourceLine: line.number)
        // A view at alpha 0 is as invisible as a hidden one (a faded-out row, a scroll indicator).
        view.isHidden = line.fields["hidden"] == "YES" || line.fields["alpha"] == "0" || line.crossedOut
        if let text = line.fields["text"].map(Self.unquoted), [.label, .textField, .textView].contains(kind) {
            view.text = text
        }
        if kind == .button || kind == .navigationBar {
            view.text = Self.firstText(below: line, skippingButtons: kind == .navigationBar)
        }
        if kind == .textField {
            view.placeholder = line.fields["placeholder"].map(Self.unquoted)
            view.borderStyle = line.fields["borderStyle"].flatMap(Self.borderStyle)
        }
        if let offset = line.fields["contentOffset"].flatMap(Self.pair) {
            view.contentOffset = Point(x: offset.0, y: offset.1)
        }
        if let inset = line.fields["adjustedContentInset"].flatMap(Self.insets) {
            view.adjustedContentInset = inset
        }
        if let size = line.fields["contentSize"].flatMap(Self.pair) {
            view.contentSize = Size(width: size.0, height: size.1)
        }
        if kind == .stackView {
            view.axis = line.fields["axis"].map(Self.unquoted)?.lowercased()
        }
        view.layout.isInteractionDisabled = line.fields["userInteractionEnabled"] == "NO"
        view.layout.autoresizingMask = line.fields["autoresize"].map(Self.autoresizingMask)
        if !kind.isLeaf {
            view.children = line.children.compactMap { self.view($0) }
        }
        return view
    }

    /// `MyApp.FancyTextField` → `FancyTextField`: Swift classes print with their module.
    private static func shortName(_ line: Line) -> String {
        line.className.split(separator: ".").last.map(String.init) ?? line.className
    }

    /// The kind by the class name's UIKit suffix, or by `baseClass = UITextField`, which UIKit
    /// prints for classes outside UIKit (`_MFMailRecipientTextField`, an app's `LoginField`): the
    /// base class wins unless it is only a plain view or unknown (`UIControl`).
    private static func kind(of line: Line) -> ImportedViewKind {
        let byName = ImportedViewKind(className: shortName(line))
        guard let base = line.fields["baseClass"] else { return byName }
        let byBase = ImportedViewKind(className: base)
        if byBase != .view && !byBase.isBox { return byBase }
        // A plain or unknown base (`UIView`, `UIControl`): the name's suffix decides (a `LoginButton`
        // on `UIControl` is a button); a name with no known suffix is a plain container when its
        // base is one.
        return byName.isBox && byBase == .view ? .view : byName
    }

    /// UIKit's private views (`_UIBarBackground`), and other frameworks' private views that are
    /// no control (`_MFMailRecipientTextField` is a text field and stays).
    private static func isPrivate(_ line: Line) -> Bool {
        let name = shortName(line)
        guard name.hasPrefix("_") else { return false }
        if name.hasPrefix("_UI") { return true }
        let kind = kind(of: line)
        return kind == .view || kind.isBox
    }

    /// `RoundedRect` (as `borderStyle = RoundedRect` prints) → `roundedRect`, IB's spelling.
    static func borderStyle(_ text: String) -> String? {
        let name = text.prefix(1).lowercased() + text.dropFirst()
        return ["none", "line", "bezel", "roundedRect"].contains(name) ? name : nil
    }

    /// The first `text = '…'` below `line`: a button's title sits in its `UIButtonLabel`, a
    /// navigation bar's title in a label inside its content view — not in its bar buttons
    /// (`UINavigationButton`'s "Cancel" is no title).
    private static func firstText(below line: Line, skippingButtons: Bool = false) -> String? {
        for child in line.children where !(skippingButtons && kind(of: child) == .button) {
            let own = child.fields["text"].map(unquoted)
            if let text = own ?? firstText(below: child, skippingButtons: skippingButtons) { return text }
        }
        return nil
    }

    /// `(20 350; 280 31)` → the rect; UIKit prints origin then size, numbers separated by spaces.
    static func frame(_ text: String) -> Rect? {
        let numbers = text.split { "(); ".contains($0) }.compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `{0, -64}` → the two numbers.
    /// `{56, 0, 0, 0}` (top, left, bottom, right, as `UIEdgeInsets` prints).
    static func insets(_ text: String) -> EdgeInsets? {
        let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == 4 else { return nil }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    static func pair(_ text: String) -> (Double, Double)? {
        let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }.filter(\.isFinite)
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    /// `'Email'` → `Email`; unquoted values are kept as printed. `\uXXXX` escapes, which Cycript
    /// prints for every character outside ASCII (`'\u8f93\u5165'`, `\xa0`), are decoded.
    static func unquoted(_ text: String) -> String {
        let inner =
            text.count >= 2 && text.hasPrefix("'") && text.hasSuffix("'") ? String(text.dropFirst().dropLast()) : text
        return inner.contains("\\") ? decodingEscapes(inner) : inner
    }

    private mutating func warn(_ line: Line, _ message: String, kind: String? = nil) {
        warnings.add(line: line.number, element: line.className, message: message, kind: kind)
    }
}
