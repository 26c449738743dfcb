import KeySlideGeometry
import KeySlideUIKit

extension Scene {
    /// The root view presented modally in a sheet that does not fill the screen
    /// (`presentation`): UIKit centres it over the dimmed presenting screen and moves it above
    /// the keyboard (`App.Sheet`).
    public struct Presentation: Hashable, Sendable {
        /// `UIModalPresentationStyle`s KeySlide draws and moves.
        public enum Style: String, CaseIterable, Hashable, Sendable {
            /// `.formSheet` on an iPad: a fixed-size card centred on the screen.
            case formSheet
        }

        public var style: Style
        /// The sheet's frame in upright window coordinates with the keyboard down.
        public var frame: Rect

        public init(style: Style, frame: Rect) {
            self.style = style
            self.frame = frame
        }
    }

    /// An iPad form sheet's size when the scene gives none: 540 × 620 pt, UIKit's form sheet
    /// content size (docs/facts.md §17.1).
    public static let defaultFormSheetSize = Size(width: 540, height: 620)

    /// A sheet of `size` centred on `screen`, on whole points (docs/facts.md §17.1).
    public static func sheetFrame(size: Size, screen: Size) -> Rect {
        Rect(
            x: ((screen.width - size.width) / 2).rounded(.down), y: ((screen.height - size.height) / 2).rounded(.down),
            width: size.width, height: size.height)
    }
}
