import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import Testing

@testable import KeySlideLooks

/// The screen behind a phone's sheet and iOS 26's floating sheet, probed in the display list at
/// the moments that matter (docs/facts.md §17.3, §17.8).
@Suite struct SheetLookTests {
    let options = LookOptions(caption: false, timelineStrip: false, verdicts: false)

    /// `iphone-15`; Notes tapped at 0.4 s, the keyboard hidden at 2.4 s.
    func items(profile: String, presentation: String, at time: Double) throws -> [DisplayList.Item] {
        let scene = try SceneLoader.parse(
            """
            device: iphone-15
            profile: \(profile)
            presentation: \(presentation)
            view:
              type: scroll
              elements:
                - {type: textField, id: notes, frame: [16, 330, 345, 34]}
            timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
            """, fileName: "sheet.yaml", knownStrategies: StrategyCatalog.ids)
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        return SceneLook.drawing(of: recording, options: options).displayList(at: time).items
    }

    /// The clip of the presenting screen's card, if one is drawn.
    func card(_ items: [DisplayList.Item]) -> Rect? {
        let dimmed = Color(hex: 0xFF_FFFF).mixed(with: Color(hex: 0), amount: 0.4)
        return items.first { item in
            if case .rect(let rect, _) = item.primitive.shape {
                rect.width == 393 && item.primitive.fill == dimmed
            } else {
                false
            }
        }?.clip
    }

    @Test func theScreenBehindShrinksOnlyAsTheSheetReachesLarge() throws {
        let grows = "{detents: [medium, large], selectedDetent: medium}"
        // At medium the screen behind is whole (only dimmed); at large, a card 393 × 0.0835 / 2 =
        // 16.41 pt in from each side, its top on the safe area's top (59).
        let resting = try card(items(profile: "ios17", presentation: grows, at: 0.3))
        #expect(resting == nil || resting == Rect(x: 0, y: 0, width: 393, height: 852))
        let large = try #require(try card(items(profile: "ios17", presentation: grows, at: 1.5)))
        #expect(abs(large.minX - 16.41) < 0.01)
        #expect(large.minY == 59)
        #expect(abs(large.width - (393 - 2 * 16.41)) < 0.02)
        // Half-way up, half-way shrunk.
        let moving = try #require(try card(items(profile: "ios17", presentation: grows, at: 0.55)))
        #expect(moving.minX > 0.5 && moving.minX < 16)
        // A [medium] sheet pushed up by the keyboard never reaches large: no shrink.
        let medium = try card(items(profile: "ios17", presentation: "{detents: [medium]}", at: 1.5))
        #expect(medium == nil || medium == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func iOS26FloatsTheSheetInGlassUntilLarge() throws {
        let grows = "{detents: [medium, large], selectedDetent: medium}"
        let white = Color(hex: 0xFF_FFFF)
        let backdrop = white.mixed(with: Color(hex: 0), amount: 0.48)
        let glass = white.mixed(with: backdrop, amount: 0.25)
        func sheetFills(at time: Double) throws -> [Color] {
            try items(profile: "ios26", presentation: grows, at: time).compactMap { item in
                guard case .rect(let rect, let radius) = item.primitive.shape, radius == 38, rect.width >= 377 else {
                    return nil
                }
                return item.primitive.fill
            }
        }
        // Resting at medium: glass only, no shrunk card behind (the backdrop covers the screen).
        #expect(try sheetFills(at: 0.3) == [glass])
        #expect(try card(items(profile: "ios26", presentation: grows, at: 1.5)) == nil)
        // At large the opaque background covers the glass.
        #expect(try sheetFills(at: 1.5) == [glass, white])
        // The floating sheet's lower corners: masks in the backdrop's colour 8 pt above the bottom.
        let masks = try items(profile: "ios26", presentation: grows, at: 0.3).filter { item in
            if case .polyline(let points) = item.primitive.shape {
                item.primitive.fill == backdrop && points.first == Point(x: 8, y: 844)
            } else {
                false
            }
        }
        #expect(masks.count == 1)
    }
}
