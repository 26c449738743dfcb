// SwiftUI in a view dump: its hosting view, and the hosts it keeps for UIKit views.
//
// A SwiftUI screen shows in `recursiveDescription` as a `_UIHostingView` whose generic argument is
// the root view's type: mangled (`_TtGC7SwiftUI14_UIHostingViewV6Signup11ContentView_`, as
// `NSStringFromClass` names a generic Swift class) or, in some tools' output, demangled
// (`SwiftUI._UIHostingView<Signup.ContentView>`). SwiftUI draws its text and shapes itself, so the
// dump holds UIViews only for what SwiftUI hosts — a `TextField`'s `UITextField`, a `TextEditor`'s
// `UITextView` — each inside a `PlatformViewHost`.

/// A class of SwiftUI's that a dump shows.
enum SwiftUIDumpClass: Equatable {
    /// `_UIHostingView`, with the name of the SwiftUI root view's type ("" when unreadable).
    case hostingView(root: String)
    /// `PlatformViewHost`, SwiftUI's container for one UIKit view.
    case platformViewHost

    /// The SwiftUI class `className` names, or nil for any other class.
    init?(className: String) {
        if className.contains("PlatformViewHost") {
            self = .platformViewHost
        } else if let range = className.range(of: "_UIHostingView<") {
            let argument = className[range.upperBound...].prefix { $0 != ">" && $0 != "<" }
            self = .hostingView(root: argument.split(separator: ".").last.map(String.init) ?? "")
        } else if let range = className.range(of: "14_UIHostingView") {
            self = .hostingView(root: Self.firstAppType(mangled: className[range.upperBound...]))
        } else {
            return nil
        }
    }

    /// What the importer says of the line: what comes in and what cannot. A host with no UIKit
    /// input inside is left out, as a private view is; only a hosting view says so.
    func warning(holdsControls: Bool) -> String? {
        switch self {
        case .hostingView(let root):
            let name = root.isEmpty ? "" : " of \(root)"
            let outcome =
                holdsControls
                ? "only the UIKit views it hosts (text fields, text views) come in; kept as a plain container"
                : "it hosts no UIKit input, so nothing of it comes in"
            return "SwiftUI hosting view\(name): SwiftUI draws its text and shapes without UIViews; \(outcome)"
        case .platformViewHost:
            return holdsControls ? "SwiftUI's host for a UIKit view; kept as a plain container" : nil
        }
    }

    /// The first type outside SwiftUI in a mangled generic argument: `V6Signup11ContentView_` →
    /// `ContentView`; `GVS_15ModifiedContentV6MyApp11ContentView…` → `ContentView` (`S_` stands
    /// for SwiftUI itself). A kind letter (`V` struct, `C` class, `O` enum) precedes a module and
    /// a type, each its length then its characters.
    static func firstAppType(mangled: Substring) -> String {
        var rest = mangled
        while let kind = rest.firstIndex(where: { "VCO".contains($0) }) {
            rest = rest[rest.index(after: kind)...]
            if rest.hasPrefix("S_") {
                rest = rest.dropFirst(2)
                _ = identifier(at: &rest)  // a type of SwiftUI's own
                continue
            }
            guard let module = identifier(at: &rest), let type = identifier(at: &rest) else { continue }
            if module != "SwiftUI" { return type }
        }
        return ""
    }

    /// A length-prefixed identifier at the start of `text`, which then starts after it.
    private static func identifier(at text: inout Substring) -> String? {
        let digits = text.prefix(while: \.isNumber)
        guard let count = Int(digits), count > 0,
            let end = text.index(digits.endIndex, offsetBy: count, limitedBy: text.endIndex)
        else { return nil }
        defer { text = text[end...] }
        return String(text[digits.endIndex..<end])
    }
}
