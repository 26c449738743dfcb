import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideSimulation
import KeySlideUIKit

/// Several recordings of one scene side by side: a grid of phones on one clock, each with its
/// strategy's id above and its verdicts below, under a shared caption and over a shared timeline
/// strip.
public enum CompareLook {
    /// Phones per row: five fit a documentation page side by side; more wrap.
    public static let maximumColumns = 5

    static let gap = 16.0
    static let labelHeight = 26.0

    /// Where phone `index` sits on the canvas (add a recording coordinate to get the canvas one),
    /// for a comparison of `count` strategies. Comparing appearances (`comparesAppearances`),
    /// phones `count` and on are the same strategies again, in dark, in the rows below.
    public static func phoneOrigin(at index: Int, count: Int, screen: Size, options: LookOptions) -> Point {
        let columns = min(max(count, 1), maximumColumns)
        let block = index / max(count, 1)
        let within = index % max(count, 1)
        let rowsPerBlock = (max(count, 1) + columns - 1) / columns
        let column = within % columns
        let row = block * rowsPerBlock + within / columns
        let top = (options.caption ? CaptionLook.captionHeight : 0) + gap
        return Point(
            x: gap + Double(column) * (screen.width + gap),
            y: top + labelHeight + Double(row) * cellHeight(screen: screen, options: options))
    }

    /// A phone with its label above and, unless turned off, its verdicts below.
    static func cellHeight(screen: Size, options: LookOptions) -> Double {
        labelHeight + screen.height + (options.verdicts ? VerdictsLook.height : 0) + gap
    }

    /// The appearances a comparison draws each strategy in: both when comparing them, else none
    /// in particular (the option's or the scene's).
    static func appearances(_ options: LookOptions) -> [Appearance?] {
        options.comparesAppearances ? [.light, .dark] : [options.appearance]
    }

    /// The canvas of a grid of `count` phones (at least one) of `screen` size: rows of up to
    /// `maximumColumns`, twice as many rows when comparing appearances, under the caption and over
    /// the strip when asked for. Known before any recording is made, so a render can weigh its
    /// work first.
    public static func canvasSize(screen: Size, count: Int, options: LookOptions) -> Size {
        let columns = min(max(count, 1), maximumColumns)
        let rows = (max(count, 1) + columns - 1) / columns * appearances(options).count
        let width = gap + Double(columns) * (screen.width + gap)
        let captionHeight = options.caption ? CaptionLook.captionHeight : 0
        let gridHeight = gap + Double(rows) * cellHeight(screen: screen, options: options)
        let stripHeight = options.timelineStrip ? CaptionLook.stripHeight : 0
        return Size(width: width, height: captionHeight + gridHeight + stripHeight)
    }

    /// The grid drawing of `recordings`, which must all be of the same scene. `verdicts`, one per
    /// recording, saves working them out again when the caller has them.
    public static func drawing(
        of recordings: [Recording], verdicts: [Verdicts]? = nil, options: LookOptions = LookOptions()
    ) -> Drawing {
        guard let first = recordings.first else {
            return Drawing(
                size: Size(width: 1, height: 1), background: Palette.light.canvas, duration: 0,
                root: Group("canvas"))
        }
        let scene = first.scene
        let screen = SceneLook.phoneArea(of: scene, options: options)
        let size = canvasSize(screen: screen, count: recordings.count, options: options)
        // Both appearances side by side stand on the light canvas.
        var canvasOptions = options
        if options.comparesAppearances { canvasOptions.appearance = .light }
        let palette = canvasOptions.palette(of: scene)
        let band = CaptionLook(
            title: scene.title,
            subtitle: "\(scene.device.name) · \(scene.profile.name) · \(scene.orientation.rawValue)",
            duration: scene.duration, actions: scene.timeline, covered: [], marksCovered: false,
            width: size.width, palette: palette)
        var root = Group("canvas")
        if options.caption { root.add(band.caption()) }
        for (block, appearance) in appearances(options).enumerated() {
            var bare = LookOptions(caption: false, timelineStrip: false, verdicts: false, bezel: options.bezel)
            bare.appearance = appearance
            bare.canvasAppearance = canvasOptions.appearance
            for (index, recording) in recordings.enumerated() {
                let origin = phoneOrigin(
                    at: block * recordings.count + index, count: recordings.count, screen: screen, options: options)
                // Worked out only when shown: it reads the whole recording.
                let verdict =
                    options.verdicts
                    ? verdicts.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? recording.verdicts : nil
                root.add(
                    cell(
                        recording, verdict: verdict, at: origin, screen: screen, options: options, bare: bare,
                        label: options.comparesAppearances ? appearance?.rawValue : nil, palette: palette))
            }
        }
        if options.timelineStrip {
            var strip = band.strip()
            strip.offsetY = .constant(size.height - CaptionLook.stripHeight)
            root.add(strip)
        }
        return Drawing(size: size, background: palette.canvas, duration: scene.duration, root: root)
    }

    /// One phone of the grid with its strategy's name above (and `label`, the appearance, when
    /// comparing them) and its verdicts below.
    private static func cell(
        _ recording: Recording, verdict: Verdicts?, at origin: Point, screen: Size, options: LookOptions,
        bare: LookOptions, label: String?, palette: Palette
    ) -> Group {
        var cell = Group(
            "cell-\(recording.strategy)" + (label.map { "-" + $0 } ?? ""), offsetX: .constant(origin.x),
            offsetY: .constant(origin.y))
        // A strategy that could not act says so under its name's place, not as a silent `none`.
        let unmet = recording.unmetRequirements.map(\.briefPhrase)
        let name = ([recording.strategy] + (label.map { [$0] } ?? []) + unmet.map { "cannot act: \($0)" })
            .joined(separator: " · ")
        let fitted = TextMetrics.fitting(name, width: screen.width, size: 14, weight: .bold)
        cell.add(
            Primitive(
                .text(Text(fitted, at: Point(x: screen.width / 2, y: -9), size: 14, weight: .bold, anchor: .middle)),
                fill: palette.text))
        cell.add(SceneLook.drawing(of: recording, options: bare).root)
        if let verdict {
            for line in VerdictsLook.primitives(verdict, top: screen.height, width: screen.width, palette: palette) {
                cell.add(line)
            }
        }
        return cell
    }
}
