import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import Testing

/// The tree drawn: nesting, clipping where `clipsToBounds`, hidden views left out, backgrounds.
@Suite struct TreeLookTests {
    static func drawing(clipsCard: Bool) throws -> Drawing {
        let scene = try SceneLoader.parse(
            """
            device: iphone-8
            view:
              elements:
                - type: view
                  id: header
                  frame: [0, 0, 375, 64]
                  background: "#123456"
                  subviews: [{type: label, id: heading, frame: [16, 20, 300, 30], text: Hi}]
                - type: scroll
                  id: form
                  frame: [0, 64, 375, 500]
                  contentSize: [375, 900]
                  subviews:
                    - type: view
                      id: card
                      frame: [10, 10, 200, 100]
                      clipsToBounds: \(clipsCard)
                      subviews:
                        - {type: textField, id: wide, frame: [0, 0, 400, 36]}
                        - {type: textField, id: secret, frame: [0, 50, 100, 36], hidden: true}
            """, fileName: "tree.yaml", knownStrategies: StrategyCatalog.ids)
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        return SceneLook.drawing(of: recording)
    }

    /// Every group in the drawing, depth first, with the names of the groups around it.
    static func groups(in group: Group, path: [String] = []) -> [(group: Group, path: [String])] {
        [(group, path)]
            + group.children.flatMap { node -> [(group: Group, path: [String])] in
                guard case .group(let child) = node else { return [] }
                return groups(in: child, path: path + [group.name])
            }
    }

    @Test func viewsNestAsTheTreeDoes() throws {
        let all = Self.groups(in: try Self.drawing(clipsCard: false).root)
        let wide = try #require(all.first { $0.group.name == "view-wide" })
        #expect(
            wide.path.contains("view-card") && wide.path.contains("content-form") && wide.path.contains("view-form"))
        let heading = try #require(all.first { $0.group.name == "view-heading" })
        #expect(heading.path.last == "view-header")
    }

    @Test func onlyViewsThatClipToBoundsClip() throws {
        let unclipped = Self.groups(in: try Self.drawing(clipsCard: false).root)
        let clipped = Self.groups(in: try Self.drawing(clipsCard: true).root)
        #expect(unclipped.first { $0.group.name == "view-card" }?.group.clip == nil)
        let card = try #require(clipped.first { $0.group.name == "view-card" }?.group.clip)
        #expect(card.width.initialValue == 200 && card.height.initialValue == 100)
        #expect(unclipped.first { $0.group.name == "view-form" }?.group.clip != nil, "a scroll view clips by default")
        #expect(unclipped.first { $0.group.name == "view-header" }?.group.clip == nil)
    }

    @Test func hiddenViewsAreNotDrawn() throws {
        let all = Self.groups(in: try Self.drawing(clipsCard: false).root)
        #expect(!all.contains { $0.group.name == "view-secret" })
        #expect(all.contains { $0.group.name == "view-wide" })
    }

    @Test func aContainerDrawsOnlyItsBackground() throws {
        let all = Self.groups(in: try Self.drawing(clipsCard: false).root)
        let header = try #require(all.first { $0.group.name == "view-header" }?.group)
        let fills = header.children.compactMap { node -> Color? in
            guard case .primitive(let primitive) = node else { return nil }
            return primitive.fill
        }
        #expect(fills == [Color(hex: 0x123456)])
        let card = try #require(all.first { $0.group.name == "view-card" }?.group)
        #expect(!card.children.contains { if case .primitive = $0 { true } else { false } })
    }
}
