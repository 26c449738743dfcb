import KeySlideGeometry

// What an Interface Builder file says about how a view lays itself out: the constraints it
// holds, its autoresizing mask, a stack view's settings, the sizes its fonts give it, and the
// size-class variations that install or remove constraints. Kept as the file says it; which of
// it applies on a device is the mapping's (`SceneMapping+Tree.swift`).

/// One `<constraint>` as the file writes it. Items are IB object ids (a view's, a layout
/// guide's); a missing first item is the view that holds the constraint.
public struct ImportedConstraint: Hashable, Sendable {
    public var sourceID: String?
    public var firstItem: String
    /// IB's attribute names: `leading`, `top`, `centerX`, `topMargin`, `firstBaseline`, …
    public var firstAttribute: String
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    public var sourceLine: Int?

    public init(
        sourceID: String? = nil, firstItem: String, firstAttribute: String, relation: String = "equal",
        secondItem: String? = nil, secondAttribute: String? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, identifier: String? = nil, sourceLine: Int? = nil
    ) {
        self.sourceID = sourceID
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.sourceLine = sourceLine
    }
}

/// A `<variation key="…">`: constraints and subviews it installs or removes for the size
/// classes its key names (`default` for any; `heightClass=regular-widthClass=regular`).
public struct ImportedVariation: Hashable, Sendable {
    public var key: String
    public var included: [String]
    public var excluded: [String]

    public init(key: String, included: [String] = [], excluded: [String] = []) {
        self.key = key
        self.included = included
        self.excluded = excluded
    }

    /// Whether the key's classes all hold for a device of these size classes.
    public func applies(widthIsRegular: Bool, heightIsRegular: Bool) -> Bool {
        if key == "default" { return true }
        return key.split(separator: "-").allSatisfy { part in
            switch part {
            case "widthClass=regular": widthIsRegular
            case "widthClass=compact": !widthIsRegular
            case "heightClass=regular": heightIsRegular
            case "heightClass=compact": !heightIsRegular
            default: false
            }
        }
    }
}

/// A view's layout as the file gives it.
public struct ImportedViewLayout: Hashable, Sendable {
    /// The constraints this view holds (IB lists them on the nearest common superview).
    public var constraints: [ImportedConstraint] = []
    /// `translatesAutoresizingMaskIntoConstraints`: IB writes `NO` for a view it lays out with
    /// constraints; otherwise the mask places it.
    public var translatesAutoresizingMask = true
    /// `<autoresizingMask>` flags as UIKit names them (`flexibleWidth`); nil when not written.
    public var autoresizingMask: [String]?
    /// `misplaced="YES"`: the saved frame is not where the constraints put the view.
    public var isMisplaced = false
    /// The safe-area guide's IB id (`<viewLayoutGuide key="safeArea">`).
    public var safeAreaGuideID: String?
    /// `<viewLayoutGuide key="layoutMarginsGuide">`, when the file names one.
    public var marginsGuideID: String?
    /// The id of the root view's `<keyboardLayoutGuide key="keyboard">` (iOS 15+), if the file has one.
    public var keyboardGuideID: String?
    /// The font size of `<fontDescription>` (labels, fields, buttons), points.
    public var fontSize: Double?
    /// `[horizontal, vertical]` as written, UIKit's defaults when not.
    public var hugging: [Double] = [250, 250]
    public var compressionResistance: [Double] = [750, 750]
    /// Stack views: `distribution`, `alignment` (IB's names) and `spacing`.
    public var distribution: String?
    public var alignment: String?
    public var spacing: Double?
    /// Size-class variations of this view's constraints and subviews.
    public var variations: [ImportedVariation] = []
    /// `userInteractionEnabled="NO"`: drawn, never tapped.
    public var isInteractionDisabled = false
    /// `editable="NO"` on a text view.
    public var isNotEditable = false

    public init() {}

    /// Whether the view's constraint or subview `id` is installed for these size classes:
    /// `default` removes, a matching variation puts back or removes.
    public func installs(_ id: String?, widthIsRegular: Bool, heightIsRegular: Bool) -> Bool {
        guard let id else { return true }
        var installed = true
        for variation in variations
        where variation.applies(widthIsRegular: widthIsRegular, heightIsRegular: heightIsRegular) {
            if variation.excluded.contains(id) { installed = false }
            if variation.key != "default", variation.included.contains(id) { installed = true }
        }
        return installed
    }
}
