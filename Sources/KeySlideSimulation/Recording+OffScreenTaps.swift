import KeySlideGeometry
import KeySlideScene
import KeySlideSystem
import KeySlideUIKit

/// A tap on a field no part of which was on the screen at that moment: no user could make it.
/// The field may have started off the screen or been moved there by the strategy, so it is found
/// by simulation, per strategy, and reported as a warning rather than refused.
public struct OffScreenTap: Hashable, Sendable {
    /// The event's index in the scene's timeline (`timeline[2]`).
    public var index: Int
    public var field: String
    public var time: Double
    /// Where the field was, upright window coordinates.
    public var frame: Rect

    /// The warning's text: `timeline[2].tap: field 'zip' is off the screen when tapped at 2.80 s
    /// (its frame [20, 700, 335, 36], the screen 375 × 667)`.
    public func message(screen: Size) -> String {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { $0.readable(decimals: 1) }
        return "timeline[\(index)].tap: field \(Quoted.value(field)) is off the screen when tapped at "
            + "\(Verdicts.seconds(time, decimals: 2)) (its frame [\(numbers.joined(separator: ", "))], the screen "
            + "\(screen.width.readable()) × \(screen.height.readable()))"
    }
}

extension Recording {
    /// The taps on the timeline whose field lay wholly outside the screen when tapped.
    public var offScreenTaps: [OffScreenTap] {
        scene.timeline.enumerated().compactMap { index, action in
            guard case .tap(let id) = action.kind, let view = app.element(named: id) else { return nil }
            let screen = Rect(origin: .zero, size: scene(at: action.time).screen)
            let frame = windowRect(of: view, at: action.time)
            let onScreen = frame.intersection(screen).map { $0.width > 0 && $0.height > 0 } ?? false
            return onScreen ? nil : OffScreenTap(index: index, field: id, time: action.time, frame: frame)
        }
    }
}
