import Foundation
import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// Draws the keyboard from its layout, in the keyboard's own coordinates, in the palette's colours
/// and the era's shape: flat keys with a one-point shadow (iOS 7 to 18), glossy two-tone keys
/// (iOS 6), or the iOS 26 glass panel with rounded top corners and rounder keys without shadows
/// (docs/facts.md §16.4, §16.5).
struct KeyboardLook {
    /// Each keyboard the recording shows (`App.keyboardFaces`), from when, laid out for its height.
    var faces: [KeyboardFaceLook]
    /// The keyboard's width: the screen's (a floating keyboard's faces are narrower).
    var width: Double
    var palette: Palette
    var era: LookEra

    /// The keyboards `app` shows on `scene`'s screen (in the scene's orientation), each laid out
    /// for its own kind, height and mode: a floating iPad keyboard as a phone's (docs/facts.md §11.3).
    init(scene: Scene, faces: [KeyboardFace], palette: Palette) {
        let device = scene.device
        let era = LookEra(majorVersion: scene.profile.majorVersion)
        let bottomInset = device.display.homeIndicator == nil ? 0 : device.safeAreaInsets(scene.orientation).bottom
        self.faces = faces.map { face in
            let floats = face.mode == .floating
            let layout = KeyboardLayout(
                size: Size(width: floats ? KeyboardState.floatingSize.width : scene.screen.width, height: face.height),
                isPad: device.isPad && !floats, orientation: floats ? .portrait : scene.orientation,
                sideInset: floats ? 0 : KeyboardLayout.sideInset(for: device, orientation: scene.orientation),
                bottomInset: floats ? 0 : bottomInset)
            return KeyboardFaceLook(
                start: face.time, kind: face.kind, layout: layout, isPad: device.isPad && !floats, palette: palette,
                era: era)
        }
        width = scene.screen.width
        self.palette = palette
        self.era = era
    }

    /// The keyboard as a group whose vertical offset is its top edge, `top`, so it slides exactly
    /// as the recording's keyboard track says. The background reaches `backgroundHeight` down
    /// (at least the layout's height), so a keyboard that grows while up — the predictive bar
    /// appearing — shows more keyboard below its keys rather than a gap.
    /// With input accessory bars (`accessories`, the recording's changes of the bar on the
    /// keyboard), each bar is drawn on top while it is on the keyboard and the keys sit
    /// `accessoryHeight` below the top, all as one block.
    func group(
        top: Track, visibility: Visibility, backgroundHeight: Double = 0, accessories: [AccessoryChange] = [],
        accessoryHeight: Track = .constant(0), duration: Double = .infinity
    ) -> Group {
        let bars = accessories.compactMap(\.accessory)
        guard let first = bars.first else {
            return keys(offsetY: top, visibility: visibility, backgroundHeight: backgroundHeight, duration: duration)
        }
        // An input accessory bar on top, the keys below it, sliding as one block.
        var block = Group("keyboard-block", offsetY: top, visibility: visibility)
        if bars.allSatisfy({ $0 == first }) && accessoryHeight.isConstant {
            // One bar all along (the scene's): drawn without a group of its own.
            for primitive in bar(first) { block.add(primitive) }
        } else {
            for (index, change) in accessories.enumerated() {
                guard let accessory = change.accessory else { continue }
                let end = index + 1 < accessories.count ? accessories[index + 1].time : duration
                let shown = Visibility.during([(change.time, end)], sceneDuration: duration)
                block.add(Group("accessory", visibility: shown, children: bar(accessory).map(Node.primitive)))
            }
        }
        let keysTop = accessoryHeight.isConstant ? .constant(first.height) : accessoryHeight
        block.add(
            keys(
                offsetY: keysTop, visibility: Visibility(initiallyVisible: true), backgroundHeight: backgroundHeight,
                duration: duration))
        return block
    }

    /// An input accessory bar: a bar's background with a hairline on top, its items as tinted
    /// 17 pt titles in equal slots.
    private func bar(_ accessory: InputAccessoryView) -> [Primitive] {
        let rect = Rect(x: 0, y: 0, width: width, height: accessory.height)
        var primitives = [Primitive(.rect(rect, cornerRadius: 0), fill: palette.bar)]
        if let gloss = palette.barGloss {
            let upper = Rect(x: 0, y: 0, width: width, height: (accessory.height / 2).rounded())
            primitives.append(Primitive(.rect(upper, cornerRadius: 0), fill: gloss))
        }
        let hairline = Rect(x: 0, y: 0, width: width, height: 0.5)
        primitives.append(Primitive(.rect(hairline, cornerRadius: 0), fill: palette.barHairline))
        let slot = width / Double(max(accessory.items.count, 1))
        for (index, item) in accessory.items.enumerated() {
            let title = TextMetrics.fitting(item, width: slot - 8, size: 17, weight: .regular)
            let baseline = TextMetrics.centredBaseline(midY: accessory.height / 2, size: 17)
            let text = Text(
                title, at: Point(x: slot * (Double(index) + 0.5), y: baseline), size: 17, weight: .regular,
                anchor: .middle)
            primitives.append(Primitive(.text(text), fill: palette.tint))
        }
        return primitives
    }

    /// The keyboard's ground, then each face while it shows: one face is drawn as it is; several
    /// (a switch to emoji, a third-party keyboard's steps, a height change) each in a group shown
    /// from its start to the next one's. The glossy ground's bands follow the first face's height.
    private func keys(offsetY top: Track, visibility: Visibility, backgroundHeight: Double, duration: Double) -> Group {
        var group = Group("keyboard", offsetY: top, visibility: visibility)
        let firstHeight = faces.first?.layout.size.height ?? 0
        group.children += self.background(height: max(firstHeight, backgroundHeight), bandsOver: firstHeight)
        guard faces.count > 1 else {
            group.children += faces.first?.nodes() ?? []
            return group
        }
        for (index, face) in faces.enumerated() {
            let end = index + 1 < faces.count ? faces[index + 1].start : duration
            guard end > face.start else { continue }
            let shown = Visibility.during([(face.start, end)], sceneDuration: duration)
            group.add(Group("keyboard-\(face.kind.rawValue)", visibility: shown, children: face.nodes()))
        }
        return group
    }
}
