/// The coverage of rounded rectangles' corner rows, kept by shape for the painter that drew them.
///
/// A rounded rectangle's edges are snapped to whole pixels (`FramePainter.paintRect`), so two
/// rectangles of the same size, radii and ring differ only by a whole-pixel move, and their corner
/// rows' coverage is the same once worked out from the shape's own corner. A keyboard's keys, a
/// form's fields and its buttons are a few such shapes, drawn again in every frame they move in:
/// working their masks out each time was most of the 6 % of a batch's CPU that coverage masks
/// took (`CoverageMask.addPolygon`, perf over the whole batch of `Samples/`); with the bands kept,
/// signup-form's batch scene took 3 % less CPU (medians of ten alternating runs), its pictures
/// byte for byte the same, and the painter's share of it went from 8.9 % to 4.9 %. Each painter keeps its own
/// (painters run on different threads), up to `byteLimit` of cells; past that a mask is worked
/// out and not kept, which never changes a pixel.
struct CornerBands {
    /// A rounded rectangle, or ring, with its top left corner at 0, 0.
    struct Shape: Hashable {
        let width: Int
        let height: Int
        let radius: Double
        /// The hole of a ring, in the shape's own pixels.
        let inner: PixelRect?
        let innerRadius: Double

        /// How many rows at the top, and at the bottom, hold corners.
        var cornerRows: Int { Int(radius.rounded(.up)) }

        /// The rows that hold corners, which go through a coverage mask: the top band, then the
        /// bottom one, which is empty when the top band holds the whole shape.
        var bands: [PixelRect] {
            [
                PixelRect(minX: 0, minY: 0, maxX: width, maxY: min(height, cornerRows)),
                PixelRect(minX: 0, minY: max(cornerRows, height - cornerRows), maxX: width, maxY: height),
            ]
        }

        /// The shape's coverage over `area`, in the shape's own pixels.
        func mask(over area: PixelRect) -> CoverageMask {
            var mask = CoverageMask(bounds: area)
            mask.addPolygon(
                Outline.roundedRect(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height), radius: radius))
            if let inner {
                mask.addPolygon(
                    Outline.roundedRect(
                        minX: Double(inner.minX), minY: Double(inner.minY), maxX: Double(inner.maxX),
                        maxY: Double(inner.maxY), radius: innerRadius),
                    isHole: true)
            }
            return mask
        }
    }

    private struct Key: Hashable {
        let shape: Shape
        let band: Int
    }

    /// 4 MB of cells a painter. A band is its width (plus 2) by its rows, 4 bytes a cell: at
    /// scale 3 a 390-point field with 10-point corners keeps 140 KB, a 31-point key with 5.5-point
    /// corners 6.5 KB a band.
    static let byteLimit = 4 << 20

    private var masks: [Key: CoverageMask] = [:]
    private(set) var byteCount = 0

    /// The coverage of `shape` over its band number `band` (`Shape.bands`), from the table when
    /// worked out before.
    mutating func mask(of shape: Shape, band: Int) -> CoverageMask {
        let key = Key(shape: shape, band: band)
        if let kept = masks[key] { return kept }
        let mask = shape.mask(over: shape.bands[band])
        if byteCount + mask.byteCount <= Self.byteLimit {
            masks[key] = mask
            byteCount += mask.byteCount
        }
        return mask
    }
}
