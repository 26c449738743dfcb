/// An opaque sRGB colour.
///
/// Every colour KeySlide draws is opaque (the looks take theirs from one palette), so both back
/// ends show the same interface colours exactly: the SVG writes them as hex, the GIF keeps them as palette
/// entries (blends appear only along anti-aliased edges).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// `#rrggbb`.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }

    public var description: String { hex }

    /// The colour `amount` of the way from `self` to `other` (0 = self, 1 = other), rounded.
    public func mixed(with other: Color, amount: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * min(max(amount, 0), 1)).rounded())
        }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }
}
