import KeySlideCanvas
import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// `GIFFrameLength` counts exactly the bytes libgd writes for a frame, on frames made to reach
/// every corner of libgd's encoder: 1 to 8 bits a pixel, runs long enough to fill the 4,096-code
/// table and clear it, noise, the index-0 runs whose hash key is 0, local tables or not.
@Suite struct GIFFrameLengthTests {
    /// libgd's own frame of `indices` (already final) in an image of `colorCount` colours.
    private func libgdBytes(_ indices: [UInt8], width: Int, colorCount: Int, local: Bool) throws -> Int {
        let colors = (0..<colorCount).map { Color(hex: UInt32($0) &* 0x010305) }
        let image = try GDImage(paletteWidth: width, height: indices.count / width, colors: colors)
        image.setPaletteIndices(indices, stride: width, left: 0, top: 0)
        return try image.gifAnimationFrame(left: 0, top: 0, delay: 0, localColorTable: local).count
    }

    private enum Texture: CaseIterable {
        case noise, runs, stripes, zeros, mostlyOneColour
    }

    private func frame(_ texture: Texture, count: Int, colors: Int, random: inout SplitMix64) -> [UInt8] {
        let top = UInt8(colors - 1)
        switch texture {
        case .noise:
            return (0..<count).map { _ in UInt8.random(in: 0...top, using: &random) }
        case .runs:
            var pixels: [UInt8] = []
            while pixels.count < count {
                let value = UInt8.random(in: 0...top, using: &random)
                pixels += [UInt8](repeating: value, count: Int.random(in: 1...40, using: &random))
            }
            return Array(pixels.prefix(count))
        case .stripes:
            return (0..<count).map { UInt8(($0 / 7) % colors) }
        case .zeros:
            return (0..<count).map { _ in Int.random(in: 0..<20, using: &random) == 0 ? top : 0 }
        case .mostlyOneColour:
            return (0..<count).map { _ in Int.random(in: 0..<200, using: &random) == 0 ? 0 : top }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 8])
    func theCountIsLibgdsLengthExactly(bits: Int) throws {
        var random = SplitMix64(seed: UInt64(bits))
        let identity = (0...255).map { UInt8($0) }
        for texture in Texture.allCases {
            for (width, height) in [(1, 1), (3, 1), (17, 5), (120, 90), (400, 150)] {
                let colors = max(2, 1 << bits)
                let indices = frame(texture, count: width * height, colors: colors, random: &random)
                for local in [false, true] {
                    let counted = GIFFrameLength.bytes(
                        of: indices, relabel: identity, colorCount: colors, localColorTable: local)
                    let written = try libgdBytes(indices, width: width, colorCount: colors, local: local)
                    #expect(counted == written, "\(texture) \(width)×\(height), \(bits) bits, local \(local)")
                }
            }
        }
    }

    /// Frames are counted through a relabelling (global or local indices): the same as writing the
    /// relabelled indices.
    @Test func aRelabelledFrameCountsAsItsRelabelledIndices() throws {
        var random = SplitMix64(seed: 99)
        let indices = (0..<(200 * 60)).map { _ in UInt8.random(in: 200...203, using: &random) }
        var relabel = [UInt8](repeating: 0, count: 256)
        for (local, index) in (200...203).enumerated() { relabel[index] = UInt8(local) }
        let counted = GIFFrameLength.bytes(of: indices, relabel: relabel, colorCount: 4, localColorTable: true)
        let written = try libgdBytes(indices.map { relabel[Int($0)] }, width: 200, colorCount: 4, local: true)
        #expect(counted == written)
    }
}
