import KeySlideScene

/// Scenes at the ceilings of `Scene+Limits.swift`, shared by the checker's limit tests and the
/// tests that render them through every back end.
public enum LimitScenes {
    /// A text of the longest length allowed.
    public static let long = String(repeating: "x", count: Scene.maximumTextLength)

    /// Every number at its largest, every text at its longest.
    public static let atEveryLimit = """
        title: \(long)
        rootFrame: [-100000, 100000, 100000, 100000]
        navigationBar: {title: \(long)}
        toolbar: {title: \(long)}
        keyboard: {height: 667, duration: 600}
        settings: {keyboardDuration: 600, scrollAnimationDuration: 600}
        duration: 600
        view:
          type: scroll
          contentSize: [100000, 100000]
          contentInset: [100000, -100000, -100000, 100000]
          elements:
            - {type: textField, id: \(long), frame: [-100000, 100000, 100000, 100000],
               placeholder: \(long), text: \(long)}
        timeline:
          - {at: 0, tap: \(long)}
          - {at: 599.99, keyboardHeight: 667}
        """

    /// 600 s at 50 fps on an iPhone 15, one text field: the longest, densest animation a scene may
    /// ask for, which the work ceiling refuses as a GIF (the fps on line 3).
    public static let longestAnimation = """
        device: iphone-15
        duration: 600
        fps: 50
        view:
          elements:
            - {type: textField, id: a, frame: [20, 700, 353, 36]}
        timeline:
          - {at: 1, tap: a}

        """

    /// A scene of `elements` text fields and `events` taps, one every 0.1 s.
    public static func counted(elements: Int, events: Int) -> String {
        var lines = ["view:", "  elements:"]
        for index in 0..<elements {
            lines.append("    - {type: textField, id: f\(index), frame: [0, 0, 10, 10]}")
        }
        lines.append("timeline:")
        for index in 0..<events { lines.append("  - {at: \(Double(index) / 10), tap: f\(index % elements)}") }
        return lines.joined(separator: "\n")
    }
}
