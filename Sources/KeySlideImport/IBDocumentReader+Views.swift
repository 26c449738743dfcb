import KeySlideGeometry

// The view tree of Xcode's XML document format: which elements are views, where their
// subviews are, and which attributes carry what a keyboard simulation needs.
//
// Subviews sit in `<subviews>` (for a stack view these are its arranged subviews, in order);
// a table view keeps static cells in `<sections><tableViewSection><cells>` and a cell its
// content in `<tableViewCellContentView key="contentView">` (`<view key="contentView">` before
// Xcode 8); header and footer views are `<view key="tableHeaderView">`. Prototype cells are
// templates that code fills in, so they are reported and left out.

extension IBDocumentReader {
    /// Element names of views and the UIKit class each stands for. The kind comes from the
    /// UIKit class through the same suffix table view dumps use.
    static let viewElements: [String: String] = [
        "view": "UIView", "containerView": "UIView", "window": "UIWindow",
        "tableViewCellContentView": "UITableViewCellContentView",
        "collectionReusableView": "UICollectionReusableView", "collectionViewCell": "UICollectionViewCell",
        "textField": "UITextField", "textView": "UITextView", "button": "UIButton", "label": "UILabel",
        "imageView": "UIImageView", "switch": "UISwitch", "segmentedControl": "UISegmentedControl",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "collectionView": "UICollectionView",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "searchBar": "UISearchBar", "pickerView": "UIPickerView", "datePicker": "UIDatePicker",
        "slider": "UISlider", "stepper": "UIStepper", "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl",
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
        "visualEffectView": "UIVisualEffectView", "glkView": "GLKView", "sceneKitView": "SCNView",
        "arscnView": "ARSCNView", "mtkView": "MTKView",
    ]

    /// The view for a view element and everything below it. Attributes IB leaves out when they
    /// hold UIKit's default (`borderStyle` none, `returnKeyType` default) get that default.
    mutating func view(_ node: XMLNode) -> ImportedView {
        let uiKitClass = Self.viewElements[node.name] ?? node.name
        var kind = ImportedViewKind(className: uiKitClass)
        if Self.viewElements[node.name] == nil {
            kind = .box(node.name)
            warn(node, "unknown view element; drawn as a box")
        } else if case .box(let name) = kind {
            warn(
                node, "KeySlide does not simulate \(name); drawn as a box",
                kind: "KeySlide does not simulate it; drawn as a box")
        }
        let frame =
            Self.frame(of: node)
            ?? {
                warn(node, "no <rect key=\"frame\">; placed at (0, 0) with zero size")
                return Rect.zero
            }()
        var view = ImportedView(
            kind: kind, className: node["customClass"] ?? uiKitClass,
            sourceID: node["id"], frame: frame, sourceLine: node.line)
        if let label = node["userLabel"] {
            (view.id, view.idSource) = (label, .userLabel)
        } else if let id = node["id"], let outlet = outletNames[id] {
            (view.id, view.idSource) = (outlet, .outlet)
        }
        view.isHidden = node["hidden"] == "YES"
        fillText(of: &view, from: node)
        if kind.scrolls {
            view.keyboardDismissMode = node["keyboardDismissMode"] ?? "none"
        }
        if let size = node.child("size", key: "contentSize"),
            let width = Self.number(size["width"]), let height = Self.number(size["height"])
        {
            view.contentSize = Size(width: width, height: height)
        }
        if kind == .stackView {
            view.axis = node["axis"] ?? "horizontal"
        }
        view.layout = layout(of: node)
        view.children = childNodes(of: node).map { self.view($0) }
        view.prototypeCells = node.children.filter { $0.name == "prototypes" || $0.name == "cells" }
            .flatMap(\.children).filter { $0.name == "tableViewCell" }
            .map {
                ImportedPrototypeCell(
                    reuseIdentifier: $0["reuseIdentifier"] ?? $0["id"] ?? "cell", frame: Self.frame(of: $0) ?? .zero,
                    sourceLine: $0.line)
            }
        if kind == .tableView { view.staticTable = Self.staticTable(node) }
        if kind == .tableCell {
            Self.cellDetails(node, into: &view)
            // UIKit sizes a cell's content view to the cell, whatever frame the file saved for it.
            for index in view.children.indices where view.children[index].className == "UITableViewCellContentView" {
                view.children[index].frame = Rect(origin: .zero, size: frame.size)
            }
        }
        return view
    }

    private func fillText(of view: inout ImportedView, from node: XMLNode) {
        switch view.kind {
        case .textField:
            view.text = node["text"] ?? Self.string(node, key: "text")
            view.placeholder = node["placeholder"] ?? Self.string(node, key: "placeholder")
            view.borderStyle = node["borderStyle"] ?? "none"
            view.returnKeyType = node.child(key: "textInputTraits")?["returnKeyType"] ?? "default"
        case .textView:
            view.text = node["text"] ?? Self.string(node, key: "text")
            view.returnKeyType = node.child(key: "textInputTraits")?["returnKeyType"] ?? "default"
        case .label:
            view.text = node["text"] ?? Self.string(node, key: "text")
        case .button:
            view.text =
                node.child("state", key: "normal")?["title"]
                ?? node.child(key: "configuration")?["title"]
        default:
            break
        }
    }

    /// Text stored as a child element: `<string key="text">…</string>`, or an attributed
    /// string's fragments joined.
    static func string(_ node: XMLNode, key: String) -> String? {
        if let string = node.child("string", key: key) { return string.text }
        if let attributed = node.child("attributedString", key: key == "text" ? "attributedText" : key) {
            return attributed.children.filter { $0.name == "fragment" }
                .map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        }
        return nil
    }

    /// The elements that are this view's subviews, in the order UIKit would hold them.
    private mutating func childNodes(of node: XMLNode) -> [XMLNode] {
        var result: [XMLNode] = []
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("subviews", _):
                result += child.children
            case (_, "contentView"), (_, "tableHeaderView"), (_, "tableFooterView"), (_, "backgroundView"):
                if Self.viewElements[child.name] != nil { result.append(child) }
            case ("sections", _):
                let sections = child.children.filter { $0.name == "tableViewSection" }
                result += sections.flatMap { $0.child("cells")?.children.filter { $0.name == "tableViewCell" } ?? [] }
            case ("prototypes", _), ("cells", _):
                if !child.children.isEmpty {
                    warn(
                        child,
                        "\(child.children.count) prototype cell(s) are templates filled in by code; "
                            + "not imported", kind: "prototype cells are templates filled in by code; not imported")
                }
            default:
                break
            }
        }
        return result
    }
}
